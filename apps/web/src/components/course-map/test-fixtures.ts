import type { CourseDetail, LessonContent } from '@ye/contracts/catalog';
import type { CompleteLessonResponse } from '@ye/contracts/learning';

export const COURSE = '10000000-0000-4000-8000-000000000001';
export const LEVEL_1 = '20000000-0000-4000-8000-000000000001';
export const LEVEL_2 = '20000000-0000-4000-8000-000000000002';
export const M1 = '30000000-0000-4000-8000-000000000001';
export const M2 = '30000000-0000-4000-8000-000000000002';
export const M3 = '30000000-0000-4000-8000-000000000003';
export const M4 = '30000000-0000-4000-8000-000000000004';

const lesson = (id: string, title: string, position: number, gameType: 'quiz' | 'sort' | null = 'quiz') => ({
  id,
  title,
  kind: gameType ? ('game' as const) : ('text' as const),
  position,
  duration_minutes: 3,
  game_type: gameType,
});

/**
 * A game course of two levels with two missions each. Mia finished mission 1 (2 stars); mission 2 is
 * next; level 2 is locked. Chapters and lessons are given out of order on purpose (position decides).
 */
export function gameCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: COURSE,
    title: 'Brave Explorer Quest',
    description: 'A quest of brave little steps.',
    topic: 'confidence',
    kind: 'game',
    age_min: 6,
    age_max: 12,
    cover_url: null,
    instructor_name: 'Grace Bennett',
    chapter_count: 2,
    lesson_count: 4,
    duration_minutes: 12,
    rating_average: null,
    rating_count: 0,
    featured: false,
    learning_goals: [],
    instructor: { id: 'i1', name: 'Grace Bennett', bio: null },
    chapters: [
      {
        id: LEVEL_2,
        title: 'The Forest',
        description: '',
        position: 2,
        lessons: [lesson(M4, 'Forest quiz', 2), lesson(M3, 'Forest sort', 1, 'sort')],
      },
      {
        id: LEVEL_1,
        title: 'Base Camp',
        description: 'Pack your bag.',
        position: 1,
        lessons: [lesson(M1, 'Brave quiz', 1), lesson(M2, 'Backpack sort', 2, 'sort')],
      },
    ],
    progress: {
      status: 'started',
      percent: 25,
      started_at: '2026-11-01T10:00:00Z',
      completed_at: null,
      chapters: [
        { chapter_id: LEVEL_1, locked: false, lock_reason: null, completed: false, stars: 2, max_stars: 6 },
        { chapter_id: LEVEL_2, locked: true, lock_reason: 'order', completed: false, stars: 0, max_stars: 6 },
      ],
      lessons: [
        {
          lesson_id: M1,
          status: 'completed',
          best_score: 70,
          stars: 2,
          attempts: 1,
          completed_at: '2026-11-01T10:05:00Z',
          locked: false,
          lock_reason: null,
        },
        {
          lesson_id: M2,
          status: 'not-started',
          best_score: null,
          stars: 0,
          attempts: 0,
          completed_at: null,
          locked: false,
          lock_reason: null,
        },
        {
          lesson_id: M3,
          status: 'not-started',
          best_score: null,
          stars: 0,
          attempts: 0,
          completed_at: null,
          locked: true,
          lock_reason: 'order',
        },
        {
          lesson_id: M4,
          status: 'not-started',
          best_score: null,
          stars: 0,
          attempts: 0,
          completed_at: null,
          locked: true,
          lock_reason: 'order',
        },
      ],
      next_lesson_id: M2,
      certificate_serial: null,
    },
    assigned_child_ids: null,
    bookmarked: false,
    ...overrides,
  };
}

/**
 * The same course for a family without the membership (decision 027): Mia finished level 1 (the free
 * one), level 2 waits for a grown-up, and nothing open is left (next_lesson_id is null).
 */
export function paywalledCourse(): CourseDetail {
  const course = gameCourse();
  const progress = course.progress;
  if (!progress) throw new Error('gameCourse has progress');
  return {
    ...course,
    progress: {
      ...progress,
      percent: 50,
      chapters: progress.chapters.map((c) =>
        c.chapter_id === LEVEL_1
          ? { ...c, completed: true, stars: 5 }
          : { ...c, locked: true, lock_reason: 'subscription' as const },
      ),
      lessons: progress.lessons.map((l) =>
        l.lesson_id === M1 || l.lesson_id === M2
          ? { ...l, status: 'completed' as const, stars: l.lesson_id === M1 ? 2 : 3, attempts: 1 }
          : { ...l, locked: true, lock_reason: 'subscription' as const },
      ),
      next_lesson_id: null,
    },
  };
}

export function lessonContent(overrides: Partial<LessonContent> = {}): LessonContent {
  return {
    id: M2,
    title: 'How friendships start',
    kind: 'text',
    position: 2,
    duration_minutes: 5,
    game_type: null,
    course_id: COURSE,
    course_title: 'Brave Explorer Quest',
    course_kind: 'game',
    chapter_id: LEVEL_1,
    chapter_title: 'Base Camp',
    body: 'Every friendship starts small.\n\nA smile, a hello.',
    video_url: null,
    game: null,
    progress: {
      lesson_id: M2,
      status: 'not-started',
      best_score: null,
      stars: 0,
      attempts: 0,
      completed_at: null,
      locked: false,
      lock_reason: null,
    },
    journal_entry: null,
    previous_lesson_id: M1,
    next_lesson_id: M3,
    bookmarked: false,
    ...overrides,
  };
}

export function completion(overrides: Partial<CompleteLessonResponse> = {}): CompleteLessonResponse {
  return {
    status: 'completed',
    stars: 2,
    xp: 20,
    total_xp: 120,
    level: 2,
    best_stars: 2,
    new_badges: [],
    course_completed: false,
    certificate_serial: null,
    next_lesson_id: M3,
    ...overrides,
  };
}
