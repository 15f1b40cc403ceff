import { starsForScore } from '@ye/contracts/games';
import { type BadgeId, xpForPlay } from '@ye/contracts/learning';
import { and, eq } from 'drizzle-orm';
import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { computeLocks } from '../modules/catalog/unlock.ts';
import { courseRatings, enrolments } from '../modules/family/tables.ts';
import { issueCertificate } from '../modules/learning/certificates/queries.ts';
import { queueRatingPrompt } from '../modules/learning/progress/queries.ts';
import {
  courseProgress,
  journalEntries,
  lessonPlays,
  lessonProgress,
  ratingPrompts,
} from '../modules/learning/progress/tables.ts';
import { childBadges } from '../modules/learning/rewards/tables.ts';
import type { SeededCatalog, SeededLesson } from './catalog-content.ts';
import type { DemoIds } from './demo-ids.ts';

/**
 * Seeded plays follow the unlock order as a member's child would have played them: progress is history
 * the paywall never takes away (decision 027), so a family without a membership today keeps it.
 */
export const SEEDED_MEMBERSHIP = { hasAccess: true } as const;

// What the demo children did in the demo courses, counted back from `now`: every play, the progress
// it adds up to (stars and XP by the rules in contracts), certificates, the parents' ratings (prompts
// already answered, so no modal waits on the parent's dashboard), enrolments, journal and badges.
// Every play is checked against the unlock rules, so the history is one a child could really have.

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type ChildKey = 'mia' | 'leo' | 'sam';

interface PlayStep {
  course: string;
  /** 0-based chapter (level) and lesson (mission) index in the course. */
  chapter: number;
  lesson: number;
  daysAgo: number;
  /** UTC time of day, 'HH:MM'. */
  time: string;
  score: number;
  seconds: number;
  /** Reflection lessons: what the child wrote. */
  journal?: string;
}

interface ChildJourney {
  plays: PlayStep[];
  /** The parent's rating of each course the child completed. */
  ratings: { course: string; stars: number; comment: string | null }[];
  enrolments: { course: string; daysAgo: number }[];
}

const JOURNEYS: Record<ChildKey, ChildJourney> = {
  // Mia: the game course in progress over the last three days (level 1 done, level 2 started), one
  // short course completed, one assigned course started and one assigned but not started.
  mia: {
    plays: [
      {
        course: 'i-like-being-me',
        chapter: 0,
        lesson: 0,
        daysAgo: 9,
        time: '15:40',
        score: 100,
        seconds: 290,
      },
      {
        course: 'i-like-being-me',
        chapter: 0,
        lesson: 1,
        daysAgo: 9,
        time: '15:47',
        score: 100,
        seconds: 40,
      },
      {
        course: 'i-like-being-me',
        chapter: 1,
        lesson: 0,
        daysAgo: 8,
        time: '16:10',
        score: 100,
        seconds: 260,
        journal:
          'When I learned to ride my bike without stabilisers. My legs felt wobbly but my tummy felt fizzy and happy.',
      },
      {
        course: 'i-like-being-me',
        chapter: 1,
        lesson: 1,
        daysAgo: 8,
        time: '16:18',
        score: 100,
        seconds: 150,
      },
      {
        course: 'making-and-keeping-friends',
        chapter: 0,
        lesson: 0,
        daysAgo: 5,
        time: '16:30',
        score: 100,
        seconds: 280,
      },
      {
        course: 'brave-explorer-quest',
        chapter: 0,
        lesson: 0,
        daysAgo: 2,
        time: '16:00',
        score: 67,
        seconds: 95,
      },
      {
        course: 'brave-explorer-quest',
        chapter: 0,
        lesson: 0,
        daysAgo: 2,
        time: '16:05',
        score: 100,
        seconds: 80,
      },
      {
        course: 'brave-explorer-quest',
        chapter: 0,
        lesson: 1,
        daysAgo: 2,
        time: '16:12',
        score: 80,
        seconds: 110,
      },
      {
        course: 'brave-explorer-quest',
        chapter: 0,
        lesson: 2,
        daysAgo: 1,
        time: '17:15',
        score: 100,
        seconds: 70,
      },
      {
        course: 'brave-explorer-quest',
        chapter: 1,
        lesson: 0,
        daysAgo: 0,
        time: '16:30',
        score: 100,
        seconds: 120,
      },
    ],
    ratings: [
      {
        course: 'i-like-being-me',
        stars: 5,
        comment: 'Mia loved the kind sentences game and now says them at breakfast.',
      },
    ],
    enrolments: [
      { course: 'feelings-detectives', daysAgo: 6 },
      { course: 'making-and-keeping-friends', daysAgo: 6 },
    ],
  },
  // Leo: two courses completed (calm, then worries), one started, a few game plays.
  leo: {
    plays: [
      {
        course: 'calm-body-calm-mind',
        chapter: 0,
        lesson: 0,
        daysAgo: 21,
        time: '17:00',
        score: 100,
        seconds: 35,
      },
      {
        course: 'calm-body-calm-mind',
        chapter: 0,
        lesson: 1,
        daysAgo: 21,
        time: '17:05',
        score: 100,
        seconds: 200,
      },
      {
        course: 'calm-body-calm-mind',
        chapter: 0,
        lesson: 2,
        daysAgo: 21,
        time: '17:12',
        score: 100,
        seconds: 40,
      },
      {
        course: 'calm-body-calm-mind',
        chapter: 1,
        lesson: 0,
        daysAgo: 20,
        time: '18:00',
        score: 100,
        seconds: 240,
      },
      {
        course: 'calm-body-calm-mind',
        chapter: 1,
        lesson: 1,
        daysAgo: 20,
        time: '18:08',
        score: 100,
        seconds: 300,
        journal:
          'My calm place is the beach near Grandma’s house. I can hear the waves and smell the salty air, and the sand is warm under my feet.',
      },
      {
        course: 'when-worries-feel-big',
        chapter: 0,
        lesson: 0,
        daysAgo: 12,
        time: '17:30',
        score: 100,
        seconds: 270,
      },
      {
        course: 'when-worries-feel-big',
        chapter: 0,
        lesson: 1,
        daysAgo: 12,
        time: '17:40',
        score: 100,
        seconds: 320,
        journal:
          'My worry is a small grey cloud called Fizz. I would tell it: thanks for trying to help, but I can handle this one.',
      },
      {
        course: 'when-worries-feel-big',
        chapter: 1,
        lesson: 0,
        daysAgo: 11,
        time: '17:20',
        score: 100,
        seconds: 250,
      },
      {
        course: 'when-worries-feel-big',
        chapter: 1,
        lesson: 1,
        daysAgo: 11,
        time: '17:28',
        score: 83,
        seconds: 130,
      },
      {
        course: 'when-worries-feel-big',
        chapter: 1,
        lesson: 2,
        daysAgo: 11,
        time: '17:35',
        score: 100,
        seconds: 60,
      },
      {
        course: 'when-worries-feel-big',
        chapter: 2,
        lesson: 0,
        daysAgo: 10,
        time: '18:00',
        score: 100,
        seconds: 230,
      },
      {
        course: 'when-worries-feel-big',
        chapter: 2,
        lesson: 1,
        daysAgo: 10,
        time: '18:10',
        score: 100,
        seconds: 280,
        journal:
          'Mum, my football coach Mr Patel, and Grandad. I would say: can I tell you about something that has been bothering me?',
      },
      {
        course: 'brave-explorer-quest',
        chapter: 0,
        lesson: 0,
        daysAgo: 4,
        time: '16:45',
        score: 33,
        seconds: 110,
      },
      {
        course: 'brave-explorer-quest',
        chapter: 0,
        lesson: 0,
        daysAgo: 4,
        time: '16:50',
        score: 100,
        seconds: 70,
      },
      { course: 'brave-steps', chapter: 0, lesson: 0, daysAgo: 3, time: '17:00', score: 100, seconds: 260 },
      { course: 'brave-steps', chapter: 0, lesson: 1, daysAgo: 3, time: '17:10', score: 67, seconds: 90 },
      { course: 'brave-steps', chapter: 0, lesson: 1, daysAgo: 1, time: '18:00', score: 100, seconds: 75 },
    ],
    ratings: [
      {
        course: 'calm-body-calm-mind',
        stars: 5,
        comment: 'Leo uses the 5-4-3-2-1 game when he cannot fall asleep.',
      },
      {
        course: 'when-worries-feel-big',
        stars: 4,
        comment: 'Helpful. Leo talks about his worries more now.',
      },
    ],
    enrolments: [],
  },
  // Sam (the other family): the calm course completed weeks ago and rated, the feelings course started.
  sam: {
    plays: [
      {
        course: 'calm-body-calm-mind',
        chapter: 0,
        lesson: 0,
        daysAgo: 26,
        time: '16:00',
        score: 100,
        seconds: 40,
      },
      {
        course: 'calm-body-calm-mind',
        chapter: 0,
        lesson: 1,
        daysAgo: 26,
        time: '16:04',
        score: 100,
        seconds: 220,
      },
      {
        course: 'calm-body-calm-mind',
        chapter: 0,
        lesson: 2,
        daysAgo: 26,
        time: '16:10',
        score: 70,
        seconds: 45,
      },
      {
        course: 'calm-body-calm-mind',
        chapter: 1,
        lesson: 0,
        daysAgo: 25,
        time: '16:30',
        score: 100,
        seconds: 260,
      },
      {
        course: 'calm-body-calm-mind',
        chapter: 1,
        lesson: 1,
        daysAgo: 25,
        time: '16:40',
        score: 100,
        seconds: 210,
        journal: 'My calm place is my tree house. It smells like wood and I can hear the birds singing.',
      },
      {
        course: 'feelings-detectives',
        chapter: 0,
        lesson: 0,
        daysAgo: 1,
        time: '16:20',
        score: 100,
        seconds: 240,
      },
      {
        course: 'feelings-detectives',
        chapter: 0,
        lesson: 1,
        daysAgo: 1,
        time: '16:28',
        score: 100,
        seconds: 30,
      },
    ],
    ratings: [
      { course: 'calm-body-calm-mind', stars: 4, comment: 'Sam does the balloon breathing before bed now.' },
    ],
    enrolments: [],
  },
};

/** The course the tests finish themselves: nobody has started it. */
export const UNTOUCHED_COURSE = 'kind-words-for-me';

/**
 * The moment `daysAgo` days before `now` at a UTC time of day. A time later than `now` today is
 * squeezed into today so far, keeping its order: every play stays on its own UTC day and in the past,
 * which keeps Mia's three-day streak alive whatever the hour of seeding.
 */
export function playTime(now: Date, daysAgo: number, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY_MS;
  const offset = (hours * 60 + minutes) * MINUTE_MS;
  const at = dayStart + offset;
  if (at < now.getTime()) return new Date(at);
  return new Date(dayStart + Math.floor(((now.getTime() - dayStart) * offset) / DAY_MS));
}

export interface LearningJourneyData {
  plays: (typeof lessonPlays.$inferInsert)[];
  lessonProgress: (typeof lessonProgress.$inferInsert)[];
  courseProgress: (typeof courseProgress.$inferInsert)[];
  journal: (typeof journalEntries.$inferInsert)[];
  badges: { childId: string; badgeId: BadgeId; earnedAt: Date }[];
  enrolments: (typeof enrolments.$inferInsert)[];
  /** Completed courses, for certificates and rating prompts. */
  completions: { childId: string; courseId: string; completedAt: Date }[];
  ratings: {
    parentId: string;
    childId: string;
    courseId: string;
    stars: number;
    comment: string | null;
    at: Date;
  }[];
}

type JourneyIds = Pick<DemoIds, 'mia' | 'leo' | 'sam' | 'parent' | 'parent2'>;

const PARENT_OF: Record<ChildKey, 'parent' | 'parent2'> = { mia: 'parent', leo: 'parent', sam: 'parent2' };

/** The rows to insert, computed without touching the database. Throws on a play the rules forbid. */
export function buildLearningJourneyData(
  ids: JourneyIds,
  catalog: SeededCatalog,
  now = clock.now(),
): LearningJourneyData {
  const data: LearningJourneyData = {
    plays: [],
    lessonProgress: [],
    courseProgress: [],
    journal: [],
    badges: [],
    enrolments: [],
    completions: [],
    ratings: [],
  };
  for (const key of ['mia', 'leo', 'sam'] as const) {
    const childId = ids[key];
    const journey = JOURNEYS[key];
    const steps = journey.plays
      .map((step) => ({ step, at: playTime(now, step.daysAgo, step.time) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());

    const lessonRows = new Map<string, typeof lessonProgress.$inferInsert>();
    const courseRows = new Map<string, typeof courseProgress.$inferInsert>();
    const completedLessons = new Map<string, Set<string>>();
    const badges = new BadgeTracker(childId, data.badges);

    for (const { step, at } of steps) {
      const course = catalog[step.course];
      const lesson: SeededLesson | undefined = course?.chapters[step.chapter]?.lessons[step.lesson];
      if (!course || !lesson) throw new Error(`no lesson ${step.course} ${step.chapter}/${step.lesson}`);
      const done = completedLessons.get(course.id) ?? new Set<string>();
      completedLessons.set(course.id, done);
      const locks = computeLocks(course.kind, course.chapters, done, SEEDED_MEMBERSHIP);
      if (locks.lessonLocked.get(lesson.id))
        throw new Error(`${key} cannot play a locked lesson in ${step.course}`);

      const startedAt = new Date(at.getTime() - step.seconds * 1000);
      const stars = starsForScore(step.score);
      const previous = lessonRows.get(lesson.id);
      const xp = xpForPlay(previous?.stars ?? 0, stars);
      data.plays.push({
        childId,
        lessonId: lesson.id,
        courseId: course.id,
        gameType: lesson.gameType,
        score: step.score,
        stars,
        xp,
        durationSeconds: step.seconds,
        playedAt: at,
      });
      lessonRows.set(lesson.id, {
        childId,
        lessonId: lesson.id,
        courseId: course.id,
        status: 'completed',
        bestScore: Math.max(previous?.bestScore ?? 0, step.score),
        stars: Math.max(previous?.stars ?? 0, stars),
        attempts: (previous?.attempts ?? 0) + 1,
        xp: (previous?.xp ?? 0) + xp,
        startedAt: previous?.startedAt ?? startedAt,
        completedAt: previous?.completedAt ?? at,
        lastPlayedAt: at,
      });
      if (step.journal)
        data.journal.push({ childId, lessonId: lesson.id, text: step.journal, createdAt: at, updatedAt: at });
      done.add(lesson.id);

      const courseRow = courseRows.get(course.id) ?? {
        childId,
        courseId: course.id,
        status: 'started',
        startedAt,
        completedAt: null,
        lastActivityAt: at,
      };
      courseRow.lastActivityAt = at;
      const allDone = course.chapters.every((c) => c.lessons.every((l) => done.has(l.id)));
      if (allDone && courseRow.status !== 'completed') {
        courseRow.status = 'completed';
        courseRow.completedAt = at;
        data.completions.push({ childId, courseId: course.id, completedAt: at });
        badges.earn('first-course', at);
      }
      courseRows.set(course.id, courseRow);

      badges.afterPlay(at, lesson, stars, lessonRows.size);
    }
    data.lessonProgress.push(...lessonRows.values());
    data.courseProgress.push(...courseRows.values());

    const parentId = ids[PARENT_OF[key]];
    for (const rating of journey.ratings) {
      const courseId = catalog[rating.course]?.id;
      const completion = data.completions.find((c) => c.childId === childId && c.courseId === courseId);
      if (!courseId || !completion)
        throw new Error(`${key} did not complete ${rating.course}, so it cannot be rated`);
      // The parent answered the prompt the evening after, or within the hour for today's completions.
      const at = new Date(Math.min(completion.completedAt.getTime() + 20 * 60 * MINUTE_MS, now.getTime()));
      data.ratings.push({ parentId, childId, courseId, stars: rating.stars, comment: rating.comment, at });
    }
    for (const enrolment of journey.enrolments) {
      const courseId = catalog[enrolment.course]?.id;
      if (!courseId) throw new Error(`no course ${enrolment.course}`);
      const enrolledAt = playTime(now, enrolment.daysAgo, '08:00');
      data.enrolments.push({ childId, courseId, enrolledBy: parentId, enrolledAt });
    }
  }
  return data;
}

/** Awards each badge once, at the moment its rule (decision 009) first held. */
export class BadgeTracker {
  private readonly earned = new Set<BadgeId>();
  private readonly days: string[] = [];
  private readonly gameTypes = new Set<string>();
  private readonly childId: string;
  private readonly out: LearningJourneyData['badges'];

  constructor(childId: string, out: LearningJourneyData['badges']) {
    this.childId = childId;
    this.out = out;
  }

  earn(badgeId: BadgeId, earnedAt: Date): void {
    if (this.earned.has(badgeId)) return;
    this.earned.add(badgeId);
    this.out.push({ childId: this.childId, badgeId, earnedAt });
  }

  afterPlay(at: Date, lesson: SeededLesson, stars: number, lessonsCompleted: number): void {
    this.earn('first-mission', at);
    if (lessonsCompleted >= 5) this.earn('five-missions', at);
    if (stars === 3) this.earn('three-stars', at);
    if (lesson.gameType === 'breathing') this.earn('calm-breather', at);
    if (lesson.gameType) this.gameTypes.add(lesson.gameType);
    if (this.gameTypes.size >= 5) this.earn('all-game-types', at);
    const day = at.toISOString().slice(0, 10);
    if (this.days.at(-1) !== day) this.days.push(day);
    const run = consecutiveDaysEndingWith(this.days);
    if (run >= 3) this.earn('three-day-streak', at);
    if (run >= 7) this.earn('seven-day-streak', at);
  }
}

/** How many days in a row end with the last of `days` (sorted, distinct YYYY-MM-DD). */
function consecutiveDaysEndingWith(days: readonly string[]): number {
  let run = 0;
  for (let i = days.length - 1; i >= 0; i--) {
    const expected = new Date(Date.parse(`${days.at(-1)}T00:00:00Z`) - run * DAY_MS)
      .toISOString()
      .slice(0, 10);
    if (days[i] !== expected) break;
    run += 1;
  }
  return run;
}

/**
 * Seeds the children's learning history into the seeded catalogue: one insert per table, then each
 * completed course's certificate and rating prompt through the same functions the completion call
 * uses, with the prompt resolved by the parent's rating.
 */
export async function seedLearningJourney(
  db: DbOrTx,
  ids: JourneyIds,
  catalog: SeededCatalog,
  now = clock.now(),
): Promise<void> {
  const data = buildLearningJourneyData(ids, catalog, now);
  await db.insert(courseProgress).values(data.courseProgress);
  await db.insert(lessonProgress).values(data.lessonProgress);
  await db.insert(lessonPlays).values(data.plays);
  await db.insert(journalEntries).values(data.journal);
  await db.insert(childBadges).values(data.badges).onConflictDoNothing();
  await db.insert(enrolments).values(data.enrolments).onConflictDoNothing();
  for (const c of data.completions) {
    await issueCertificate(db, c.childId, c.courseId, c.completedAt);
    await queueRatingPrompt(db, c.childId, c.courseId, c.completedAt);
  }
  for (const r of data.ratings) {
    await db
      .update(ratingPrompts)
      .set({ resolvedAt: r.at })
      .where(and(eq(ratingPrompts.childId, r.childId), eq(ratingPrompts.courseId, r.courseId)));
  }
  await db.insert(courseRatings).values(
    data.ratings.map((r) => ({
      parentId: r.parentId,
      childId: r.childId,
      courseId: r.courseId,
      stars: r.stars,
      comment: r.comment,
      createdAt: r.at,
    })),
  );
}
