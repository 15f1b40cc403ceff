import crypto from 'node:crypto';
import { starsForScore } from '@ye/contracts/games';
import { xpForPlay } from '@ye/contracts/learning';
import { scoreAnswers } from '@ye/contracts/rosenberg';
import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { users } from '../modules/auth/tables.ts';
import { computeLocks } from '../modules/catalog/unlock.ts';
import { dailyMetrics } from '../modules/family/tables.ts';
import { newSerial } from '../modules/learning/certificates/queries.ts';
import { certificates } from '../modules/learning/certificates/tables.ts';
import {
  courseProgress,
  journalEntries,
  lessonPlays,
  lessonProgress,
  ratingPrompts,
} from '../modules/learning/progress/tables.ts';
import { childBadges } from '../modules/learning/rewards/tables.ts';
import { surveyAnswers, surveyResponses } from '../modules/survey/tables.ts';
import type { SeededCatalog, SeededLesson } from './catalog-content.ts';
import { birthdayForAge } from './demo-ids.ts';
import { BadgeTracker, type LearningJourneyData, playTime, SEEDED_MEMBERSHIP } from './learning-journey.ts';
import { answersForTotal, randomFrom } from './parent-journey.ts';

// The demo instructor's classroom: a third parent account (an after-school club) with seven children
// who each took the self-esteem survey, then one or two of Grace's courses, then the survey again.
// Self-esteem numbers about fewer than five children are never shown (MIN_GROUP_SIZE), and Mia, Leo
// and Sam alone are too few: with this class three courses and the dashboard's average change show
// real numbers. Changes are modest and varied (Zara flat then down, Finn slightly down), as real ones
// are, so no course shows an implausibly large effect.
// Deterministic like the rest of the seed: a seeded random generator per child, days counted back
// from `now`, every play checked against the unlock rules.

export const CLASSROOM_PARENT = {
  email: 'parent3@demo.test',
  password: 'Parent#2026',
  firstName: 'Hannah',
  lastName: 'Brooks',
} as const;

/** One password for the whole class, so a demo can sign in as any of them. */
export const CLASSROOM_CHILD_PASSWORD = 'Kids#2026';

interface Enrolment {
  course: string;
  /** Days ago of the first and the last lesson; lessons in between are spread evenly. */
  fromDaysAgo: number;
  toDaysAgo: number;
  /** How many lessons, in course order; 'all' completes the course. */
  lessons: number | 'all';
}

export interface ClassroomChild {
  username: string;
  firstName: string;
  age: number;
  avatar: string;
  /** Rosenberg totals (0-30): the first before any course, the last after. */
  surveys: { daysAgo: number; total: number }[];
  courses: Enrolment[];
  /** What the child wrote for the reflection lesson of each course they reached it in. */
  journal: Partial<Record<string, string>>;
}

export const CLASSROOM: readonly ClassroomChild[] = [
  {
    username: 'ava',
    firstName: 'Ava',
    age: 9,
    avatar: 'avatar-04',
    surveys: [
      { daysAgo: 44, total: 15 },
      { daysAgo: 24, total: 17 },
      { daysAgo: 3, total: 19 },
    ],
    courses: [
      { course: 'i-like-being-me', fromDaysAgo: 42, toDaysAgo: 38, lessons: 'all' },
      { course: 'brave-explorer-quest', fromDaysAgo: 20, toDaysAgo: 2, lessons: 6 },
    ],
    journal: { 'i-like-being-me': 'When I read a whole chapter book by myself. I felt tall inside.' },
  },
  {
    username: 'noah',
    firstName: 'Noah',
    age: 10,
    avatar: 'avatar-05',
    surveys: [
      { daysAgo: 38, total: 17 },
      { daysAgo: 5, total: 19 },
    ],
    courses: [
      { course: 'calm-body-calm-mind', fromDaysAgo: 36, toDaysAgo: 33, lessons: 'all' },
      { course: 'brave-explorer-quest', fromDaysAgo: 28, toDaysAgo: 9, lessons: 'all' },
    ],
    journal: {
      'calm-body-calm-mind': 'My calm place is the swimming pool when it is quiet and the water is blue.',
    },
  },
  {
    username: 'zara',
    firstName: 'Zara',
    age: 8,
    avatar: 'avatar-06',
    surveys: [
      { daysAgo: 50, total: 14 },
      { daysAgo: 30, total: 15 },
      { daysAgo: 9, total: 14 },
    ],
    courses: [
      { course: 'i-like-being-me', fromDaysAgo: 48, toDaysAgo: 44, lessons: 'all' },
      { course: 'calm-body-calm-mind', fromDaysAgo: 27, toDaysAgo: 22, lessons: 'all' },
    ],
    journal: {
      'i-like-being-me': 'I helped my little brother tie his shoes. He said thank you and I felt proud.',
      'calm-body-calm-mind': 'Under my blanket with my cat. It is warm and she purrs.',
    },
  },
  {
    username: 'theo',
    firstName: 'Theo',
    age: 11,
    avatar: 'avatar-07',
    surveys: [
      { daysAgo: 33, total: 18 },
      { daysAgo: 15, total: 19 },
      { daysAgo: 2, total: 19 },
    ],
    courses: [
      { course: 'brave-explorer-quest', fromDaysAgo: 31, toDaysAgo: 16, lessons: 'all' },
      { course: 'calm-body-calm-mind', fromDaysAgo: 14, toDaysAgo: 2, lessons: 3 },
    ],
    journal: {},
  },
  {
    username: 'ruby',
    firstName: 'Ruby',
    age: 7,
    avatar: 'avatar-08',
    surveys: [
      { daysAgo: 26, total: 14 },
      { daysAgo: 10, total: 15 },
      { daysAgo: 1, total: 15 },
    ],
    courses: [
      { course: 'i-like-being-me', fromDaysAgo: 25, toDaysAgo: 20, lessons: 3 },
      { course: 'brave-explorer-quest', fromDaysAgo: 8, toDaysAgo: 1, lessons: 4 },
    ],
    journal: { 'i-like-being-me': 'I did a cartwheel at the park.' },
  },
  {
    username: 'finn',
    firstName: 'Finn',
    age: 11,
    avatar: 'avatar-09',
    surveys: [
      { daysAgo: 40, total: 18 },
      { daysAgo: 20, total: 18 },
      { daysAgo: 6, total: 17 },
    ],
    courses: [{ course: 'brave-explorer-quest', fromDaysAgo: 39, toDaysAgo: 3, lessons: 7 }],
    journal: {},
  },
  {
    username: 'isla',
    firstName: 'Isla',
    age: 10,
    avatar: 'avatar-10',
    surveys: [
      { daysAgo: 35, total: 16 },
      { daysAgo: 20, total: 17 },
      { daysAgo: 4, total: 18 },
    ],
    courses: [
      { course: 'i-like-being-me', fromDaysAgo: 34, toDaysAgo: 31, lessons: 'all' },
      { course: 'calm-body-calm-mind', fromDaysAgo: 18, toDaysAgo: 13, lessons: 'all' },
    ],
    journal: {
      'i-like-being-me': 'When I sang in the school concert even though my hands were shaking.',
      'calm-body-calm-mind': 'The top of the hill behind our house, where you can see the whole town.',
    },
  },
];

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The club's accounts were made this many days ago: before the first survey (50 days ago). */
export const CLASSROOM_JOINED_DAYS_AGO = 56;

export interface ClassroomData {
  users: (typeof users.$inferInsert)[];
  responses: (typeof surveyResponses.$inferInsert)[];
  answers: (typeof surveyAnswers.$inferInsert)[];
  plays: (typeof lessonPlays.$inferInsert)[];
  lessonProgress: (typeof lessonProgress.$inferInsert)[];
  courseProgress: (typeof courseProgress.$inferInsert)[];
  journal: (typeof journalEntries.$inferInsert)[];
  badges: LearningJourneyData['badges'];
  certificates: (typeof certificates.$inferInsert)[];
  ratingPrompts: (typeof ratingPrompts.$inferInsert)[];
  metrics: (typeof dailyMetrics.$inferInsert)[];
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Seconds a lesson of this kind takes a child, roughly. */
function secondsFor(lesson: SeededLesson, random: () => number): number {
  const [min, spread] =
    lesson.kind === 'game' ? [60, 120] : lesson.kind === 'reflection' ? [200, 130] : [120, 150];
  return min + Math.floor(random() * spread);
}

/** A game's scores: mostly two or three stars; now and then one star, then a better retry. */
function gameScores(random: () => number): number[] {
  const r = random();
  if (r < 0.12) return [40 + Math.floor(random() * 15), 75 + Math.floor(random() * 26)];
  if (r < 0.45) return [60 + Math.floor(random() * 30)];
  return [90 + Math.floor(random() * 11)];
}

interface Play {
  courseSlug: string;
  lesson: SeededLesson;
  at: Date;
  score: number;
  seconds: number;
}

/** The child's plays, oldest first: each enrolment's lessons in course order over its days. */
function playsOf(child: ClassroomChild, catalog: SeededCatalog, now: Date, random: () => number): Play[] {
  const plays: Play[] = [];
  child.courses.forEach((enrolment, index) => {
    const course = catalog[enrolment.course];
    if (!course) throw new Error(`no course ${enrolment.course}`);
    const all = course.chapters.flatMap((c) => c.lessons);
    const count = enrolment.lessons === 'all' ? all.length : enrolment.lessons;
    const span = enrolment.fromDaysAgo - enrolment.toDaysAgo;
    // Each course has its own hour of the afternoon, so two courses on one day do not overlap.
    const minuteByDay = new Map<number, number>();
    all.slice(0, count).forEach((lesson, i) => {
      const daysAgo = enrolment.fromDaysAgo - (count > 1 ? Math.round((span * i) / (count - 1)) : 0);
      let minute = minuteByDay.get(daysAgo) ?? 15 * 60 + 30 + index * 90 + Math.floor(random() * 40);
      const scores = lesson.kind === 'game' ? gameScores(random) : [100];
      for (const score of scores) {
        const seconds = secondsFor(lesson, random);
        minute += Math.ceil(seconds / 60);
        plays.push({
          courseSlug: enrolment.course,
          lesson,
          at: playTime(now, daysAgo, hhmm(minute)),
          score,
          seconds,
        });
        minute += 1 + Math.floor(random() * 3);
      }
      minuteByDay.set(daysAgo, minute);
    });
  });
  return plays.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * The rows to insert, computed without touching the database (ids are fresh UUIDs). Throws on a play
 * the unlock rules forbid or a reflection without a journal entry.
 */
export function buildClassroomData(
  catalog: SeededCatalog,
  hashes: { parent: string; child: string },
  now = clock.now(),
): ClassroomData {
  const data: ClassroomData = {
    users: [],
    responses: [],
    answers: [],
    plays: [],
    lessonProgress: [],
    courseProgress: [],
    journal: [],
    badges: [],
    certificates: [],
    ratingPrompts: [],
    metrics: [],
  };
  const parentId = crypto.randomUUID();
  // The club joined some days before its first survey; the children a second apart, so the parent's
  // list shows them in this order on every start.
  const joined = now.getTime() - CLASSROOM_JOINED_DAYS_AGO * DAY_MS;
  const createdAt = (i: number) => new Date(joined - (CLASSROOM.length - i) * 1000);
  data.users.push({
    id: parentId,
    type: 'parent',
    email: CLASSROOM_PARENT.email,
    firstName: CLASSROOM_PARENT.firstName,
    lastName: CLASSROOM_PARENT.lastName,
    passwordHash: hashes.parent,
    createdAt: createdAt(-1),
  });

  CLASSROOM.forEach((child, index) => {
    const childId = crypto.randomUUID();
    const random = randomFrom(`demo-classroom-${child.username}`);
    data.users.push({
      id: childId,
      type: 'child',
      username: child.username,
      parentId,
      firstName: child.firstName,
      lastName: '',
      passwordHash: hashes.child,
      avatar: child.avatar,
      birthday: birthdayForAge(child.age, now),
      createdAt: createdAt(index),
    });

    const surveys = child.surveys.map((s) => {
      const answers = answersForTotal(s.total, random);
      const { score, percent } = scoreAnswers(answers);
      const id = crypto.randomUUID();
      // Straight after school, before any lesson that day.
      const completedAt = playTime(now, s.daysAgo, hhmm(15 * 60 + Math.floor(random() * 20)));
      data.responses.push({ id, childId, surveyId: 2, score, percent, completedAt });
      for (const [questionId, value] of answers) data.answers.push({ responseId: id, questionId, value });
      return { completedAt, percent };
    });

    const badges = new BadgeTracker(childId, data.badges);
    const lessonRows = new Map<string, typeof lessonProgress.$inferInsert>();
    const courseRows = new Map<string, typeof courseProgress.$inferInsert>();
    const done = new Map<string, Set<string>>();
    const secondsByDay = new Map<string, number>();
    for (const play of playsOf(child, catalog, now, random)) {
      const course = catalog[play.courseSlug];
      if (!course) throw new Error(`no course ${play.courseSlug}`);
      const completed = done.get(course.id) ?? new Set<string>();
      done.set(course.id, completed);
      if (
        computeLocks(course.kind, course.chapters, completed, SEEDED_MEMBERSHIP).lessonLocked.get(
          play.lesson.id,
        )
      )
        throw new Error(`${child.username} cannot play a locked lesson in ${play.courseSlug}`);

      const { at, lesson, score, seconds } = play;
      const startedAt = new Date(at.getTime() - seconds * 1000);
      const stars = starsForScore(score);
      const previous = lessonRows.get(lesson.id);
      const xp = xpForPlay(previous?.stars ?? 0, stars);
      data.plays.push({
        childId,
        lessonId: lesson.id,
        courseId: course.id,
        gameType: lesson.gameType,
        score,
        stars,
        xp,
        durationSeconds: seconds,
        playedAt: at,
      });
      lessonRows.set(lesson.id, {
        childId,
        lessonId: lesson.id,
        courseId: course.id,
        status: 'completed',
        bestScore: Math.max(previous?.bestScore ?? 0, score),
        stars: Math.max(previous?.stars ?? 0, stars),
        attempts: (previous?.attempts ?? 0) + 1,
        xp: (previous?.xp ?? 0) + xp,
        startedAt: previous?.startedAt ?? startedAt,
        completedAt: previous?.completedAt ?? at,
        lastPlayedAt: at,
      });
      const wrote = lesson.kind === 'reflection' && !previous;
      if (wrote) {
        const text = child.journal[play.courseSlug];
        if (!text) throw new Error(`${child.username} has no journal entry for ${play.courseSlug}`);
        data.journal.push({ childId, lessonId: lesson.id, text, createdAt: startedAt, updatedAt: startedAt });
      }
      completed.add(lesson.id);
      const day = at.toISOString().slice(0, 10);
      secondsByDay.set(day, (secondsByDay.get(day) ?? 0) + seconds);

      const courseRow = courseRows.get(course.id) ?? {
        childId,
        courseId: course.id,
        status: 'started',
        startedAt,
        completedAt: null,
        lastActivityAt: at,
      };
      courseRow.lastActivityAt = at;
      const allDone = course.chapters.every((c) => c.lessons.every((l) => completed.has(l.id)));
      if (allDone && courseRow.status !== 'completed') {
        courseRow.status = 'completed';
        courseRow.completedAt = at;
        badges.earn('first-course', at);
        data.certificates.push({ serial: newSerial(), childId, courseId: course.id, issuedAt: at });
        // The club's parent answered each rating prompt ("not now") that evening: none waits.
        data.ratingPrompts.push({
          childId,
          courseId: course.id,
          parentId,
          createdAt: at,
          resolvedAt: new Date(Math.min(at.getTime() + 3 * 60 * MINUTE_MS, now.getTime())),
        });
      }
      courseRows.set(course.id, courseRow);
      badges.afterPlay(at, lesson, stars, lessonRows.size);
    }
    data.lessonProgress.push(...lessonRows.values());
    data.courseProgress.push(...courseRows.values());

    // A row per day with lessons or a survey: the lessons' time plus some browsing, and the latest
    // survey percent known by the end of that day.
    for (const s of surveys) {
      const day = s.completedAt.toISOString().slice(0, 10);
      secondsByDay.set(day, secondsByDay.get(day) ?? 0);
    }
    for (const [day, seconds] of [...secondsByDay].sort(([a], [b]) => a.localeCompare(b))) {
      const endOfDay = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
      const known = surveys.filter((s) => s.completedAt.getTime() < endOfDay).at(-1);
      data.metrics.push({
        childId,
        datestamp: day,
        timeLogged: seconds + (3 + Math.floor(random() * 10)) * 60,
        selfEsteemScore: known?.percent ?? null,
      });
    }
  });
  return data;
}

/**
 * Seeds the classroom into the seeded catalogue: its accounts, surveys and learning history, one
 * insert per table. Runs inside seedDemo's transaction, so it happens once, with the rest of the demo.
 */
export async function seedDemoClassroom(
  db: DbOrTx,
  catalog: SeededCatalog,
  now = clock.now(),
): Promise<{ parentId: string }> {
  const [parent, child] = await Promise.all([
    hashPassword(CLASSROOM_PARENT.password),
    hashPassword(CLASSROOM_CHILD_PASSWORD),
  ]);
  const data = buildClassroomData(catalog, { parent, child }, now);
  await db.insert(users).values(data.users);
  await db.insert(surveyResponses).values(data.responses);
  await db.insert(surveyAnswers).values(data.answers);
  await db.insert(courseProgress).values(data.courseProgress);
  await db.insert(lessonProgress).values(data.lessonProgress);
  await db.insert(lessonPlays).values(data.plays);
  await db.insert(journalEntries).values(data.journal);
  await db.insert(childBadges).values(data.badges);
  await db.insert(certificates).values(data.certificates);
  await db.insert(ratingPrompts).values(data.ratingPrompts);
  await db.insert(dailyMetrics).values(data.metrics);
  const club = data.users.find((u) => u.type === 'parent');
  if (!club?.id) throw new Error('classroom seed: no parent');
  return { parentId: club.id };
}
