import type { CourseCard } from '@ye/contracts/catalog';
import { RecommendationList } from '@ye/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  adjustedChange,
  estimateFor,
  fitEffects,
  fitRegressionToMean,
  MIN_LEARNED_CHILDREN,
  normal,
  type Outcome,
  seededRng,
} from './learned.ts';
import { learnedReason, type RankingSignals, rankWithLearning, THOMPSON_DRAWS } from './recommendations.ts';

// The learned term (decision 049) is pure: a seeded world checks regression to the mean, shrinkage,
// the 10-children floor and Thompson sampling without a database.

/** Children whose true score is ~N(60, 12) measured with noise 8; the course adds `effect`. */
function world(seed: number, courses: Record<string, number>, perCourse: number): Outcome[] {
  const rng = seededRng(seed);
  const out: Outcome[] = [];
  for (const [courseId, effect] of Object.entries(courses)) {
    for (let i = 0; i < perCourse; i++) {
      const truth = 60 + 12 * normal(rng);
      const age = 6 + Math.floor(rng() * 9);
      out.push({
        courseId,
        before: truth + 8 * normal(rng),
        after: truth + effect + 8 * normal(rng),
        age,
      });
    }
  }
  return out;
}

describe('the learned estimate', () => {
  it('sees through regression to the mean: a no-effect course is about 0 in every starting band', () => {
    const outcomes = world(7, { none: 0, helps: 5 }, 4000);
    const rtm = fitRegressionToMean(outcomes);
    // Reliability 144 / (144 + 64) = 0.69: low starters rise by about 0.31 of their distance.
    expect(rtm.slope).toBeGreaterThan(-0.4);
    expect(rtm.slope).toBeLessThan(-0.22);
    const none = outcomes.filter((o) => o.courseId === 'none');
    for (const [lo, hi] of [
      [0, 50],
      [50, 70],
      [70, 101],
    ] as const) {
      const band = none.filter((o) => o.before >= lo && o.before < hi);
      const raw = band.reduce((s, o) => s + o.after - o.before, 0) / band.length;
      const adjusted = band.reduce((s, o) => s + adjustedChange(o, rtm), 0) / band.length;
      expect(Math.abs(adjusted)).toBeLessThan(1);
      // The raw change is what misleads: low starters seem to gain, high starters to lose.
      if (lo === 0) expect(raw).toBeGreaterThan(2);
      if (lo === 70) expect(raw).toBeLessThan(-2);
    }
  });

  it('recovers a course effect within a point, and shrinks small bands toward the course', () => {
    const model = fitEffects(world(11, { none: 0, helps: 5 }, 8000));
    const helps = estimateFor(model, 'helps', 40, 11);
    expect(helps).not.toBeNull();
    expect(Math.abs((helps?.mean ?? 0) - 5)).toBeLessThan(1);
    expect(helps?.ageBand).toEqual({ min: 10, max: 12 });
    expect(Math.abs(estimateFor(model, 'none', 80, 7)?.mean ?? 99)).toBeLessThan(1);
  });

  it(`says nothing from fewer than ${MIN_LEARNED_CHILDREN} children`, () => {
    const few: Outcome[] = Array.from({ length: MIN_LEARNED_CHILDREN - 1 }, (_, i) => ({
      courseId: 'a',
      before: 40 + i,
      after: 50 + i,
      age: 11,
    }));
    expect(estimateFor(fitEffects(few), 'a', 42, 11)).toBeNull();
    const enough = [...few, { courseId: 'a', before: 45, after: 55, age: 11 }];
    expect(estimateFor(fitEffects(enough), 'a', 42, 11)?.children).toBe(MIN_LEARNED_CHILDREN);
  });

  it('words a gain for the parent, and stays quiet about none', () => {
    const e = { mean: 3.6, sd: 1, children: 38, ageBand: { min: 10, max: 12 } };
    expect(learnedReason(e, 'Mia')?.parent_text).toBe(
      'Children aged 10–12 who started where Mia is improved by about 4 points after this course (38 children)',
    );
    expect(learnedReason({ ...e, mean: 0.4 }, 'Mia')).toBeNull();
  });
});

let serial = 0;
function card(title: string): CourseCard {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    title,
    description: '',
    topic: 'feelings',
    kind: 'course',
    age_min: 6,
    age_max: 12,
    cover_url: null,
    instructor_name: 'Ivy Instructor',
    chapter_count: 1,
    lesson_count: 3,
    duration_minutes: 15,
    rating_average: null,
    rating_count: 0,
    featured: false,
  };
}

describe('Thompson sampling among the courses the rules approve', () => {
  const cards = Array.from({ length: 10 }, (_, i) => card(`Course ${String(i).padStart(2, '0')}`));
  const base = (extra: Partial<RankingSignals> = {}): RankingSignals => ({
    child: { firstName: 'Mia', age: 11 },
    latestSurveyPercent: 40,
    focusAreas: [],
    completedTopics: [],
    enrolledCourseIds: new Set(),
    similarFinished: new Map(),
    ...extra,
  });
  const band = { min: 10, max: 12 };

  it('reorders only the rules’ choice, logs probabilities that sum to 1, and is deterministic by seed', () => {
    // The rules rank all ten equal (age only): title order, so the top six are Course 00-05.
    const outside = cards[8] as CourseCard;
    const favourite = cards[4] as CourseCard;
    const learned = new Map([
      [outside.id, { mean: 9, sd: 0.5, children: 40, ageBand: band }],
      [favourite.id, { mean: 6, sd: 0.5, children: 40, ageBand: band }],
    ]);
    const a = rankWithLearning(cards, base({ learned }), seededRng(1));
    const b = rankWithLearning(cards, base({ learned }), seededRng(1));
    expect(a).toEqual(b);
    RecommendationList.parse({ results: a.results });
    const ids = a.results.map((r) => r.course.id);
    expect(ids).not.toContain(outside.id);
    expect(ids[0]).toBe(favourite.id);
    expect(a.results[0]?.reasons[0]?.code).toBe('learned');
    expect(a.choices.reduce((s, c) => s + c.probability, 0)).toBeCloseTo(1, 9);
    expect(a.choices[0]?.probability).toBe(1);
    expect(a.choices.map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(THOMPSON_DRAWS).toBeGreaterThanOrEqual(100);
  });

  it('explores between two uncertain courses and keeps an assigned course first', () => {
    const [x, y, assigned] = cards as [CourseCard, CourseCard, CourseCard];
    const learned = new Map([
      [x.id, { mean: 4, sd: 3, children: 12, ageBand: band }],
      [y.id, { mean: 4, sd: 3, children: 12, ageBand: band }],
    ]);
    const { choices } = rankWithLearning(cards, base({ learned }), seededRng(2));
    const px = choices.find((c) => c.courseId === x.id)?.probability ?? 0;
    const py = choices.find((c) => c.courseId === y.id)?.probability ?? 0;
    expect(px).toBeGreaterThan(0.3);
    expect(py).toBeGreaterThan(0.3);
    const withAssigned = rankWithLearning(
      cards,
      base({ learned, enrolledCourseIds: new Set([assigned.id]) }),
      seededRng(3),
    );
    expect(withAssigned.results[0]?.course.id).toBe(assigned.id);
    expect(withAssigned.choices[0]?.probability).toBe(1);
  });
});
