import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../test-utils.tsx';
import { HarderQuestions } from './harder-questions.tsx';

describe('questions children find harder than expected', () => {
  it('lists each with its share of right answers and the learned chance, in words', async () => {
    mockApi({
      '/v1/instructor/quiz/harder-questions': {
        aimed_success_floor: 0.75,
        min_answers: 20,
        results: [
          {
            question_id: 'q1',
            prompt: 'Which feeling word means proud and shy at once?',
            answers: 30,
            right_share: 0.3,
            learned_success: 0.28,
          },
        ],
      },
    });
    renderWithApp(<HarderQuestions />);
    expect(
      await screen.findByRole('heading', { name: 'Questions children find harder than expected' }),
    ).toBeTruthy();
    expect(await screen.findByText('Which feeling word means proud and shy at once?')).toBeTruthy();
    expect(
      screen.getByText(
        '30% right of 30 answers; a child of average skill would get it right about 28% of the time.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/a question is listed once 20 children have answered it/)).toBeTruthy();
  });

  it('lists mini-game items children find harder, under their own heading', async () => {
    mockApi({
      '/v1/instructor/quiz/harder-questions': {
        aimed_success_floor: 0.75,
        min_answers: 20,
        results: [],
        game_items: [
          {
            lesson_id: 'l1',
            lesson_title: 'Sort your feelings',
            game_type: 'sort',
            item_label: 'A race',
            answers: 30,
            learned_success: 0.34,
          },
        ],
      },
    });
    renderWithApp(<HarderQuestions />);
    expect(await screen.findByRole('heading', { name: 'In your mini-games' })).toBeTruthy();
    expect(screen.getByText('A race')).toBeTruthy();
    expect(
      screen.getByText(
        'Sorting card in “Sort your feelings”: from 30 first tries, a child of average skill would get it right about 34% of the time.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No question stands out yet.')).toBeNull();
  });

  it('says so when no question stands out, and in plain words when it cannot tell', async () => {
    mockApi({
      '/v1/instructor/quiz/harder-questions': { aimed_success_floor: 0.75, min_answers: 20, results: [] },
    });
    const { unmount } = renderWithApp(<HarderQuestions />);
    expect(await screen.findByText('No question stands out yet.')).toBeTruthy();
    unmount();
    mockApi({ '/v1/instructor/quiz/harder-questions': [503, { detail: 'The database is away.' }] });
    renderWithApp(<HarderQuestions />);
    expect(
      await screen.findByText('We could not work this out just now. Please reload the page.'),
    ).toBeTruthy();
  });
});
