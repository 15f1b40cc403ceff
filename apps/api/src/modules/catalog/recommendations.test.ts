import type { CourseCard, CourseTopic } from '@ye/contracts/catalog';
import { RecommendationList } from '@ye/contracts/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_RECOMMENDATIONS,
  MIN_SIMILAR_CHILDREN,
  type RankingSignals,
  rankRecommendations,
  reasonsFor,
  WEIGHTS,
} from './recommendations.ts';

// The ranking is pure: these tests need no database.

let serial = 0;
function card(overrides: Partial<CourseCard> = {}): CourseCard {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    title: `Course ${serial}`,
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
    ...overrides,
  };
}

function signals(overrides: Partial<RankingSignals> = {}): RankingSignals {
  return {
    child: { firstName: 'Mia', age: 9 },
    latestSurveyPercent: null,
    focusAreas: [],
    completedTopics: [],
    enrolledCourseIds: new Set(),
    similarFinished: new Map(),
    ...overrides,
  };
}

const codes = (c: CourseCard, s: RankingSignals) => reasonsFor(c, s).map((r) => r.reason.code);

describe('recommendation reasons', () => {
  it('gives every candidate at least the age reason when the age is known', () => {
    const c = card();
    const [only] = reasonsFor(c, signals());
    expect(only?.reason).toEqual({
      code: 'age',
      child_text: 'Made for kids who are 9',
      parent_text: 'Made for ages 6-12, right for Mia (9)',
    });
  });

  it('without an age still gives one reason, and asks the parent for a birthday', () => {
    const [only, ...rest] = reasonsFor(card(), signals({ child: { firstName: 'Leo', age: null } }));
    expect(rest).toEqual([]);
    expect(only?.reason.code).toBe('age');
    expect(only?.reason.parent_text).toContain("add Leo's birthday");
    expect(only?.weight).toBe(0);
  });

  it('names the focus area in a child’s words and the child in the parent’s', () => {
    const c = card({ topic: 'confidence' });
    const focus = reasonsFor(c, signals({ focusAreas: ['confidence'] }))[0];
    expect(focus?.reason).toEqual({
      code: 'focus-area',
      child_text: 'Because you want to feel braver',
      parent_text: 'You chose confidence as a focus area for Mia',
    });
    expect(codes(card({ topic: 'calm' }), signals({ focusAreas: ['confidence'] }))).toEqual(['age']);
  });

  it('suggests self-esteem and confidence after a low survey, strongly below 50 and gently below 70', () => {
    const esteem = card({ topic: 'self-esteem' });
    const low = reasonsFor(esteem, signals({ latestSurveyPercent: 40 }))[0];
    expect(low).toMatchObject({ weight: WEIGHTS.surveyLow, reason: { code: 'survey' } });
    expect(low?.reason.parent_text).toBe("Mia's latest survey (40%) suggests working on self-esteem");
    expect(reasonsFor(esteem, signals({ latestSurveyPercent: 50 }))[0]?.weight).toBe(WEIGHTS.surveyMiddle);
    expect(reasonsFor(esteem, signals({ latestSurveyPercent: 69 }))[0]?.weight).toBe(WEIGHTS.surveyMiddle);
    expect(codes(esteem, signals({ latestSurveyPercent: 70 }))).toEqual(['age']);
    expect(codes(card({ topic: 'friendship' }), signals({ latestSurveyPercent: 10 }))).toEqual(['age']);
    expect(codes(card({ topic: 'confidence' }), signals({ latestSurveyPercent: 10 }))).toContain('survey');
  });

  it('offers a related topic as the next step after a completed course', () => {
    const next = reasonsFor(card({ topic: 'calm' }), signals({ completedTopics: ['feelings'] }))[0];
    expect(next?.reason).toEqual({
      code: 'next-step',
      child_text: 'You finished a course about feelings. This one comes next!',
      parent_text: 'A next step after Mia completed a feelings course',
    });
    // Confidence is not a next step after calm.
    expect(codes(card({ topic: 'confidence' }), signals({ completedTopics: ['calm'] }))).toEqual(['age']);
  });

  it('says "kids your age" only from the minimum count on, never naming anyone', () => {
    const c = card();
    const below = signals({ similarFinished: new Map([[c.id, MIN_SIMILAR_CHILDREN - 1]]) });
    expect(codes(c, below)).toEqual(['age']);
    const enough = signals({ similarFinished: new Map([[c.id, MIN_SIMILAR_CHILDREN]]) });
    const similar = reasonsFor(c, enough).find((r) => r.reason.code === 'similar-children');
    expect(similar?.reason.child_text).toBe('Kids your age loved this one');
    expect(similar?.reason.parent_text).toBe(
      `${MIN_SIMILAR_CHILDREN} children around Mia's age finished this course`,
    );
    // Capped, so popularity alone never outweighs what the parent chose.
    const many = reasonsFor(c, signals({ similarFinished: new Map([[c.id, 500]]) }));
    expect(many.find((r) => r.reason.code === 'similar-children')?.weight).toBe(WEIGHTS.similarMax);
    expect(WEIGHTS.similarMax).toBeLessThan(WEIGHTS.focusArea);
    // Without an age there is no "your age".
    expect(
      codes(c, signals({ child: { firstName: 'Mia', age: null }, similarFinished: new Map([[c.id, 9]]) })),
    ).toEqual(['age']);
  });

  it('lists the reasons strongest first', () => {
    const c = card({ topic: 'confidence' });
    const s = signals({
      enrolledCourseIds: new Set([c.id]),
      latestSurveyPercent: 30,
      focusAreas: ['confidence'],
      completedTopics: ['self-esteem'],
      similarFinished: new Map([[c.id, 4]]),
    });
    expect(codes(c, s)).toEqual(['assigned', 'survey', 'focus-area', 'next-step', 'similar-children', 'age']);
  });
});

describe('recommendation ranking', () => {
  it('puts assigned first, then survey, focus area, next step, popularity and plain age fit', () => {
    // Anxiety courses match no signal below but age and what they are given on purpose.
    const plain = card({ title: 'A plain one', topic: 'anxiety' });
    const popular = card({ title: 'B popular', topic: 'anxiety' });
    const next = card({ title: 'C next', topic: 'calm' });
    const focus = card({ title: 'D focus', topic: 'friendship' });
    const survey = card({ title: 'E survey', topic: 'self-esteem' });
    const assigned = card({ title: 'F assigned', topic: 'anxiety' });
    const s = signals({
      latestSurveyPercent: 35,
      focusAreas: ['friendship'],
      completedTopics: ['anxiety'],
      enrolledCourseIds: new Set([assigned.id]),
      similarFinished: new Map([[popular.id, 3]]),
    });
    const ranked = rankRecommendations([plain, popular, next, focus, survey, assigned], s);
    expect(ranked.map((r) => r.course.title)).toEqual([
      'F assigned',
      'E survey',
      'D focus',
      'C next',
      'B popular',
      'A plain one',
    ]);
    expect(ranked[0]?.score).toBe(WEIGHTS.assigned + WEIGHTS.age);
    expect(ranked.at(-1)?.score).toBe(WEIGHTS.age);
  });

  it('adds the weights of all reasons', () => {
    const both = card({ topic: 'confidence' });
    const focusOnly = card({ topic: 'friendship' });
    const ranked = rankRecommendations(
      [focusOnly, both],
      signals({ latestSurveyPercent: 45, focusAreas: ['confidence', 'friendship'] }),
    );
    expect(ranked.map((r) => r.course.id)).toEqual([both.id, focusOnly.id]);
    expect(ranked[0]?.score).toBe(WEIGHTS.surveyLow + WEIGHTS.focusArea + WEIGHTS.age);
  });

  it('returns at most six, and breaks ties by featured, then title, then id', () => {
    const many = Array.from({ length: 10 }, (_, i) => card({ title: `T${9 - i}` }));
    const featured = card({ title: 'Zebra', featured: true });
    const ranked = rankRecommendations([...many, featured], signals());
    expect(ranked).toHaveLength(MAX_RECOMMENDATIONS);
    expect(ranked.map((r) => r.course.title)).toEqual(['Zebra', 'T0', 'T1', 'T2', 'T3', 'T4']);
    const twinA = card({ title: 'Same' });
    const twinB = card({ title: 'Same' });
    expect(rankRecommendations([twinB, twinA], signals()).map((r) => r.course.id)).toEqual([
      twinA.id,
      twinB.id,
    ]);
  });

  it('returns nothing when there is no candidate', () => {
    expect(rankRecommendations([], signals({ focusAreas: ['calm'] }))).toEqual([]);
  });

  it('property: valid shape, best first, >=1 reason each, independent of input order', () => {
    const topics: CourseTopic[] = ['confidence', 'friendship', 'feelings', 'anxiety', 'calm', 'self-esteem'];
    const topic = fc.constantFrom(...topics);
    fc.assert(
      fc.property(
        fc.array(fc.record({ topic, featured: fc.boolean(), assigned: fc.boolean(), similar: fc.nat(8) }), {
          maxLength: 15,
        }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        fc.uniqueArray(topic),
        fc.array(topic, { maxLength: 3 }),
        fc.option(fc.integer({ min: 6, max: 14 })),
        (specs, percent, focusAreas, completedTopics, age) => {
          const cards = specs.map((s) => card({ topic: s.topic, featured: s.featured }));
          const s = signals({
            child: { firstName: 'Mia', age },
            latestSurveyPercent: percent,
            focusAreas,
            completedTopics,
            enrolledCourseIds: new Set(cards.filter((_, i) => specs[i]?.assigned).map((c) => c.id)),
            similarFinished: new Map(cards.map((c, i) => [c.id, specs[i]?.similar ?? 0])),
          });
          const ranked = rankRecommendations(cards, s);
          const reversed = rankRecommendations([...cards].reverse(), s);
          RecommendationList.parse({ results: ranked });
          expect(ranked.length).toBe(Math.min(cards.length, MAX_RECOMMENDATIONS));
          expect(reversed.map((r) => r.course.id)).toEqual(ranked.map((r) => r.course.id));
          // Assigned courses first (issue 18), then best first within each group.
          const isAssigned = (i: number) => s.enrolledCourseIds.has(ranked[i]?.course.id ?? '');
          for (let i = 1; i < ranked.length; i++) {
            expect(!isAssigned(i) || isAssigned(i - 1)).toBe(true);
            if (isAssigned(i) === isAssigned(i - 1))
              expect((ranked[i - 1]?.score ?? 0) >= (ranked[i]?.score ?? 0)).toBe(true);
          }
          for (const r of ranked) {
            expect(r.reasons.length).toBeGreaterThan(0);
            for (const reason of r.reasons) expect(reason.parent_text).toContain('Mia');
          }
        },
      ),
    );
  });
});
