import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { instructorAssignments } from '../modules/assignments/tables.ts';
import type { SeededCatalog } from './catalog-content.ts';
import type { DemoIds } from './demo-ids.ts';

// The demo instructor's (Grace's) assignments, so the child's home and /instructor/assignments show
// real ones: work for children who started her courses (learning-journey.ts), in each state the page
// shows (not started, in progress, done and one past its day).

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoAssignment {
  child: 'mia' | 'leo' | 'sam';
  course: string;
  /** 0-based chapter and lesson index; none assigns the whole course. */
  lesson?: { chapter: number; lesson: number };
  /** Days from today (negative: past). */
  dueInDays: number;
  assignedDaysAgo: number;
  note?: string;
}

const DEMO_ASSIGNMENTS: DemoAssignment[] = [
  // Mia: the game course she is playing, a level 2 mission she has not reached, and a reflection
  // she already finished (a gentle tick on her home).
  { child: 'mia', course: 'brave-explorer-quest', dueInDays: 6, assignedDaysAgo: 3 },
  {
    child: 'mia',
    course: 'brave-explorer-quest',
    lesson: { chapter: 1, lesson: 1 },
    dueInDays: 3,
    assignedDaysAgo: 2,
    note: 'Try it before bedtime.',
  },
  {
    child: 'mia',
    course: 'i-like-being-me',
    lesson: { chapter: 1, lesson: 0 },
    dueInDays: 2,
    assignedDaysAgo: 10,
  },
  // Leo: the course he is in the middle of, and a mission whose day has passed.
  { child: 'leo', course: 'brave-steps', dueInDays: 4, assignedDaysAgo: 4 },
  {
    child: 'leo',
    course: 'brave-explorer-quest',
    lesson: { chapter: 0, lesson: 1 },
    dueInDays: -2,
    assignedDaysAgo: 7,
  },
  // Sam: the next lesson of the feelings course he started.
  {
    child: 'sam',
    course: 'feelings-detectives',
    lesson: { chapter: 0, lesson: 2 },
    dueInDays: 5,
    assignedDaysAgo: 1,
  },
];

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The rows to insert, computed without touching the database. */
export function buildDemoAssignments(
  ids: Pick<DemoIds, 'instructor' | 'mia' | 'leo' | 'sam'>,
  catalog: SeededCatalog,
  now = clock.now(),
): (typeof instructorAssignments.$inferInsert)[] {
  return DEMO_ASSIGNMENTS.map((a) => {
    const course = catalog[a.course];
    if (!course) throw new Error(`no course ${a.course}`);
    const lessonId = a.lesson ? course.chapters[a.lesson.chapter]?.lessons[a.lesson.lesson]?.id : null;
    if (lessonId === undefined)
      throw new Error(`no lesson ${a.course} ${a.lesson?.chapter}/${a.lesson?.lesson}`);
    return {
      instructorId: ids.instructor,
      childId: ids[a.child],
      courseId: course.id,
      lessonId,
      dueOn: dayOf(now.getTime() + a.dueInDays * DAY_MS),
      note: a.note ?? '',
      createdAt: new Date(now.getTime() - a.assignedDaysAgo * DAY_MS),
    };
  });
}

/** Inserts the demo assignments in one statement; an assignment already there is left as it is. */
export async function seedDemoAssignments(
  db: DbOrTx,
  ids: Pick<DemoIds, 'instructor' | 'mia' | 'leo' | 'sam'>,
  catalog: SeededCatalog,
  now = clock.now(),
): Promise<void> {
  await db
    .insert(instructorAssignments)
    .values(buildDemoAssignments(ids, catalog, now))
    .onConflictDoNothing();
}
