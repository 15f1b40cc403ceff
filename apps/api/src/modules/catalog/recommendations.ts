import type { CourseCard, CourseTopic, Recommendation, RecommendationReason } from '@ye/contracts/catalog';
import { TOPIC_LABELS } from '@ye/contracts/catalog';
import { type LearnedEstimate, normal, type Rng } from './learned.ts';

// Recommendation ranking (decision 009): a pure function of the candidates and what we know about
// the child, so the weighting is unit-tested without a database. The service gathers the signals.

export const MAX_RECOMMENDATIONS = 6;
/** Below this survey percent, self-esteem and confidence courses are suggested strongly. */
export const LOW_SURVEY_PERCENT = 50;
/** Below this (and at or above LOW), they are suggested gently. */
export const MIDDLE_SURVEY_PERCENT = 70;
/**
 * "Kids your age finished this" is said only when at least this many other children did, so the
 * reason never hints at one particular child.
 */
export const MIN_SIMILAR_CHILDREN = 3;

export const WEIGHTS = {
  assigned: 50,
  surveyLow: 30,
  surveyMiddle: 15,
  focusArea: 25,
  nextStep: 10,
  /** Per other child of a similar age who finished the course, up to similarMax. */
  similarPerChild: 2,
  similarMax: 12,
  age: 5,
  /** Per expected self-esteem point (learned, decision 049), up to learnedMax either way. */
  learnedPerPoint: 3,
  learnedMax: 20,
} as const;

/** The topics a low self-esteem survey points to. */
export const SURVEY_TOPICS: readonly CourseTopic[] = ['self-esteem', 'confidence'];

/** After finishing a course on one topic, these are a natural next step. */
export const RELATED_TOPICS: Record<CourseTopic, readonly CourseTopic[]> = {
  confidence: ['self-esteem', 'friendship'],
  friendship: ['feelings', 'confidence'],
  feelings: ['calm', 'friendship'],
  anxiety: ['calm', 'feelings'],
  calm: ['anxiety', 'feelings'],
  'self-esteem': ['confidence', 'feelings'],
};

/** Each topic in a six-year-old's words, after "Because you want to ...". */
const WANT_TO: Record<CourseTopic, string> = {
  confidence: 'feel braver',
  friendship: 'make good friends',
  feelings: 'understand your feelings',
  anxiety: 'worry less',
  calm: 'feel calm',
  'self-esteem': 'feel proud of who you are',
};

/** Each topic as a child says it, after "a course about ...". */
const ABOUT: Record<CourseTopic, string> = {
  confidence: 'being brave',
  friendship: 'friends',
  feelings: 'feelings',
  anxiety: 'worries',
  calm: 'feeling calm',
  'self-esteem': 'liking yourself',
};

export interface RankingChild {
  firstName: string;
  /** Whole years, null when the parent gave no birthday. */
  age: number | null;
}

export interface RankingSignals {
  child: RankingChild;
  /** Latest self-esteem survey percent (0-100), null when the child never took it. */
  latestSurveyPercent: number | null;
  focusAreas: readonly CourseTopic[];
  /** Topics of courses the child completed. */
  completedTopics: readonly CourseTopic[];
  enrolledCourseIds: ReadonlySet<string>;
  /** Per course: how many other children of a similar age completed it (a count, never who). */
  similarFinished: ReadonlyMap<string, number>;
  /**
   * Per course, what children of the child's age and starting score gained (decision 049); only
   * present while the parent has learned personalisation on, and only from 10 children or more.
   */
  learned?: ReadonlyMap<string, LearnedEstimate>;
}

const label = (topic: CourseTopic) => TOPIC_LABELS[topic].toLowerCase();

/** Every reason that applies to one candidate, strongest first, with its weight. */
export function reasonsFor(
  course: CourseCard,
  signals: RankingSignals,
): { weight: number; reason: RecommendationReason }[] {
  const { child } = signals;
  const name = child.firstName;
  const out: { weight: number; reason: RecommendationReason }[] = [];

  if (signals.enrolledCourseIds.has(course.id)) {
    out.push({
      weight: WEIGHTS.assigned,
      reason: {
        code: 'assigned',
        child_text: 'Your grown-up picked this one for you',
        parent_text: `You assigned this course to ${name}`,
      },
    });
  }

  const percent = signals.latestSurveyPercent;
  if (percent !== null && percent < MIDDLE_SURVEY_PERCENT && SURVEY_TOPICS.includes(course.topic)) {
    const low = percent < LOW_SURVEY_PERCENT;
    out.push({
      weight: low ? WEIGHTS.surveyLow : WEIGHTS.surveyMiddle,
      reason: {
        code: 'survey',
        child_text:
          course.topic === 'confidence'
            ? 'This one helps you feel brave and strong'
            : 'This one helps you see how special you are',
        parent_text: `${name}'s latest survey (${percent}%) suggests working on ${label(course.topic)}`,
      },
    });
  }

  if (signals.focusAreas.includes(course.topic)) {
    out.push({
      weight: WEIGHTS.focusArea,
      reason: {
        code: 'focus-area',
        child_text: `Because you want to ${WANT_TO[course.topic]}`,
        parent_text: `You chose ${label(course.topic)} as a focus area for ${name}`,
      },
    });
  }

  // A next step: the course's topic follows one the child finished (of several, the alphabetically
  // first, so the text is stable).
  const after = [...new Set(signals.completedTopics)]
    .sort()
    .find((done) => RELATED_TOPICS[done].includes(course.topic));
  if (after) {
    out.push({
      weight: WEIGHTS.nextStep,
      reason: {
        code: 'next-step',
        child_text: `You finished a course about ${ABOUT[after]}. This one comes next!`,
        parent_text: `A next step after ${name} completed a ${label(after)} course`,
      },
    });
  }

  const similar = signals.similarFinished.get(course.id) ?? 0;
  if (child.age !== null && similar >= MIN_SIMILAR_CHILDREN) {
    out.push({
      weight: Math.min(similar * WEIGHTS.similarPerChild, WEIGHTS.similarMax),
      reason: {
        code: 'similar-children',
        child_text: 'Kids your age loved this one',
        parent_text: `${similar} children around ${name}'s age finished this course`,
      },
    });
  }

  if (child.age !== null) {
    out.push({
      weight: WEIGHTS.age,
      reason: {
        code: 'age',
        child_text: `Made for kids who are ${child.age}`,
        parent_text: `Made for ages ${course.age_min}-${course.age_max}, right for ${name} (${child.age})`,
      },
    });
  } else if (out.length === 0) {
    // Without a birthday nothing is known about fit; say so and how to get better picks.
    out.push({
      weight: 0,
      reason: {
        code: 'age',
        child_text: 'A fun one to try',
        parent_text: `Made for ages ${course.age_min}-${course.age_max}; add ${name}'s birthday for picks that fit their age`,
      },
    });
  }

  return out.sort((a, b) => b.weight - a.weight);
}

/**
 * The best candidates first, at most `limit`. The caller passes only courses the child may take
 * (published, not started, age range holding the child's age when known). Ties are broken by
 * featured first, then title, then id, so the same signals always give the same list.
 */
export function rankRecommendations(
  candidates: readonly CourseCard[],
  signals: RankingSignals,
  limit = MAX_RECOMMENDATIONS,
): Recommendation[] {
  return candidates
    .map((course) => {
      const reasons = reasonsFor(course, signals);
      const score = reasons.reduce((sum, r) => sum + r.weight, 0);
      return { course, score, reasons: reasons.map((r) => r.reason) };
    })
    .sort(
      (a, b) =>
        // A course the parent assigned always comes first, whatever else scores.
        Number(signals.enrolledCourseIds.has(b.course.id)) -
          Number(signals.enrolledCourseIds.has(a.course.id)) ||
        b.score - a.score ||
        Number(b.course.featured) - Number(a.course.featured) ||
        a.course.title.localeCompare(b.course.title, 'en') ||
        (a.course.id < b.course.id ? -1 : a.course.id > b.course.id ? 1 : 0),
    )
    .slice(0, Math.max(0, limit));
}

// ---- the learned term and Thompson sampling (decision 049) --------------------------------------

export const LEARNED_POLICY = 'rules+thompson-v1';
/** Draws used to estimate each shown course's chance of coming first (logged for evaluation). */
export const THOMPSON_DRAWS = 400;

/** The learned term's weight for an expected change of `points` self-esteem points. */
export const learnedWeight = (points: number) =>
  Math.max(-WEIGHTS.learnedMax, Math.min(WEIGHTS.learnedMax, points * WEIGHTS.learnedPerPoint));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The parent's and child's words for a learned estimate; null when it is not an improvement. */
export function learnedReason(estimate: LearnedEstimate, firstName: string): RecommendationReason | null {
  const points = Math.round(estimate.mean);
  if (points < 1) return null;
  const { min, max } = estimate.ageBand;
  return {
    code: 'learned',
    child_text: 'Kids like you felt good about themselves after this one',
    parent_text: `Children aged ${min}–${max} who started where ${firstName} is improved by about ${plural(points, 'point')} after this course (${estimate.children} children)`,
  };
}

export interface LoggedChoice {
  courseId: string;
  /** 1 = first. */
  position: number;
  /** The chance the policy puts this course first (over THOMPSON_DRAWS draws). */
  probability: number;
  expectedChange: number | null;
}

/**
 * The rules choose the courses (their top `limit`); the learned term reorders only those, drawing
 * each course's expected change from its posterior (Thompson sampling), so a course the rules do not
 * approve is never shown and uncertain courses still get tried. An assigned course stays first.
 */
export function rankWithLearning(
  candidates: readonly CourseCard[],
  signals: RankingSignals,
  rng: Rng,
  limit = MAX_RECOMMENDATIONS,
): { results: Recommendation[]; choices: LoggedChoice[] } {
  const approved = rankRecommendations(candidates, signals, limit);
  const learned = signals.learned ?? new Map<string, LearnedEstimate>();
  const estimates = approved.map((r) => learned.get(r.course.id) ?? null);
  const assigned = approved.map((r) => signals.enrolledCourseIds.has(r.course.id));
  const sample = () => estimates.map((e) => (e ? learnedWeight(e.mean + e.sd * normal(rng)) : 0));
  const order = (draws: readonly number[]) =>
    approved
      .map((r, i) => ({ i, score: r.score + (draws[i] ?? 0) }))
      .sort((a, b) => Number(assigned[b.i]) - Number(assigned[a.i]) || b.score - a.score || a.i - b.i);
  const firsts = new Array<number>(approved.length).fill(0);
  for (let d = 0; d < THOMPSON_DRAWS; d++) {
    const top = order(sample())[0];
    if (top) firsts[top.i] = (firsts[top.i] ?? 0) + 1;
  }
  const ranked = order(sample());
  const results = ranked.map(({ i, score }): Recommendation => {
    const rec = approved[i] as Recommendation;
    const estimate = estimates[i];
    const extra = estimate ? learnedReason(estimate, signals.child.firstName) : null;
    if (!estimate || !extra) return { ...rec, score: Math.round(score * 100) / 100 };
    const weighted = [
      ...reasonsFor(rec.course, signals),
      { weight: learnedWeight(estimate.mean), reason: extra },
    ].sort((a, b) => b.weight - a.weight);
    return { ...rec, score: Math.round(score * 100) / 100, reasons: weighted.map((w) => w.reason) };
  });
  const choices = ranked.map(({ i }, position) => ({
    courseId: (approved[i] as Recommendation).course.id,
    position: position + 1,
    probability: (firsts[i] ?? 0) / THOMPSON_DRAWS,
    expectedChange: estimates[i] ? Math.round((estimates[i] as LearnedEstimate).mean * 100) / 100 : null,
  }));
  return { results, choices };
}
