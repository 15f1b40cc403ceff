import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { QuizQuestion, QuizSummary } from '@ye/contracts/quizzes';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ConfirmProvider } from '../../components/confirm-dialog.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { theme } from '../../theme/theme.ts';

export { type MockCall, mockApi } from '../../test/mock-api.ts';

/** Renders `ui` at `path` with the app's query client (no retries), confirm dialogs and toasts. */
export function renderWithApp(ui: ReactElement, path = '/instructor/quiz-survey') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ConfirmProvider>
        <ToastContainer />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

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
