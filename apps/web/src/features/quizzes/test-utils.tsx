import type { QuizQuestion, QuizSummary } from '@ye/contracts/quizzes';
import type { ReactElement } from 'react';

import { renderPage } from '../../test/render-page.tsx';

export { type MockCall, mockApi } from '../../test/mock-api.ts';

/** Renders `ui` at `path` (any path matches) with the app's providers. */
export const renderWithApp = (ui: ReactElement, path = '/instructor/quiz-survey') =>
  renderPage(ui, path, '*');

export const page = <T,>(results: T[], count = results.length, pageNo = 1) => ({
  count,
  page: pageNo,
  page_size: 10,
  results,
});

export function bankQuestion(overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    kind: 'quiz',
    prompt: 'Who has strengths?',
    options: ['Only grown-ups', 'Everyone'],
    correct_option: 1,
    archived: false,
    quiz_count: 0,
    answered: false,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function quizSummary(overrides: Partial<QuizSummary> = {}): QuizSummary {
  return {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    kind: 'quiz',
    title: 'Spot the strengths',
    question_count: 2,
    lesson: null,
    response_count: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}
