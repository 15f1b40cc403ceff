import type { CourseCard, CourseTopic, Recommendation, RecommendationReason } from '@ye/contracts/catalog';
import { TOPIC_LABELS } from '@ye/contracts/catalog';

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
        b.score - a.score ||
        Number(b.course.featured) - Number(a.course.featured) ||
        a.course.title.localeCompare(b.course.title, 'en') ||
        (a.course.id < b.course.id ? -1 : a.course.id > b.course.id ? 1 : 0),
    )
    .slice(0, Math.max(0, limit));
}
