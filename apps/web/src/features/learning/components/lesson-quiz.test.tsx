import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChildQuiz, QuizAnswerResult } from '@ye/contracts/quizzes';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '../test-utils.tsx';
import { LessonQuiz, QUIZ_CHANGED_WORDS } from './lesson-quiz.tsx';

const LESSON = '22222222-2222-4222-8222-222222222222';
const URL = `/v1/course/lesson/${LESSON}/quiz`;

const quiz = (overrides: Partial<ChildQuiz> = {}): ChildQuiz => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'quiz',
  title: 'Spot the strengths',
  lesson_id: LESSON,
  answered_at: null,
  questions: [
    { id: 'q1', prompt: 'Who has strengths?', options: ['Only grown-ups', 'Everyone'] },
    { id: 'q2', prompt: 'Which one is a quiet strength?', options: ['Being a good listener', 'Shouting'] },
  ],
  ...overrides,
});

const result: QuizAnswerResult = {
  quiz_id: quiz().id,
  kind: 'quiz',
  submitted_at: '2026-11-21T10:00:00Z',
  right_count: 1,
  total: 2,
  message: 'Well done! You got 1 of 2 right. Every try helps you learn.',
  results: [
    { question_id: 'q1', option_index: 1, correct: true, correct_option: 1, feedback: "Yes! That's right." },
    {
      question_id: 'q2',
      option_index: 1,
      correct: false,
      correct_option: 0,
      feedback: 'Good try! The answer is “Being a good listener”.',
    },
  ],
};

describe('the quiz at the end of a lesson', () => {
  it('renders nothing when the lesson has no quiz', async () => {
    const { calls } = mockApi({ [URL]: { quiz: null } });
    const { container } = renderPage(<LessonQuiz lessonId={LESSON} />, '/');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('button', { name: /Check my answers/ })).toBeNull();
  });

  it('renders nothing when the lesson cannot be opened', async () => {
    const { calls } = mockApi({ [URL]: [403, { detail: 'This one is still locked.' }] });
    const { container } = renderPage(<LessonQuiz lessonId={LESSON} />, '/');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });

  it('lets the child answer every question with big tiles, then says kindly which were right', async () => {
    const { calls } = mockApi({ [`GET ${URL}`]: { quiz: quiz() }, [`POST ${URL}`]: result });
    renderPage(<LessonQuiz lessonId={LESSON} />, '/');
    const section = await screen.findByRole('region', { name: 'Spot the strengths' });
    const check = within(section).getByRole('button', { name: /Check my answers/ });
    expect(check.hasAttribute('disabled')).toBe(true);
    expect(within(section).getByText('0 of 2 answered')).toBeTruthy();

    const first = within(section).getByRole('group', { name: 'Who has strengths?' });
    fireEvent.click(within(first).getByRole('button', { name: /Everyone/ }));
    expect(
      within(first)
        .getByRole('button', { name: /Everyone/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(check.hasAttribute('disabled')).toBe(true);
    const second = within(section).getByRole('group', { name: 'Which one is a quiet strength?' });
    fireEvent.click(within(second).getByRole('button', { name: /Shouting/ }));
    expect(within(section).getByText('All answered. Well done!')).toBeTruthy();

    fireEvent.click(check);
    expect(await within(section).findByText(result.message)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      quiz_id: quiz().id,
      answers: [
        { question_id: 'q1', option_index: 1 },
        { question_id: 'q2', option_index: 1 },
      ],
    });
    expect(within(section).getByText("Yes! That's right.")).toBeTruthy();
    expect(within(section).getByText('Good try! The answer is “Being a good listener”.')).toBeTruthy();
    // The right answer of the question missed is shown as such.
    const right = within(second).getByRole('button', { name: /Being a good listener/ });
    expect(document.getElementById(right.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Right answer',
    );
    const mine = within(second).getByRole('button', { name: /Shouting/ });
    expect(document.getElementById(mine.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Your answer',
    );

    fireEvent.click(within(section).getByRole('button', { name: 'Answer again' }));
    expect(
      within(section)
        .getByRole('button', { name: /Check my answers/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('thanks the child for a survey and tells them when the quiz changed meanwhile', async () => {
    const survey = quiz({ kind: 'survey', title: 'How did it feel?', answered_at: '2026-11-20T10:00:00Z' });
    let gets = 0;
    const { calls } = mockApi({
      [`GET ${URL}`]: () => {
        gets += 1;
        return { quiz: survey };
      },
      [`POST ${URL}`]: [409, { detail: 'This quiz has changed. Please load it again.' }],
    });
    renderPage(<LessonQuiz lessonId={LESSON} />, '/');
    const section = await screen.findByRole('region', { name: 'How did it feel?' });
    expect(within(section).getByText('Tell us what you think. There are no wrong answers!')).toBeTruthy();
    expect(within(section).getByText('You answered this before. You can answer again!')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: /Everyone/ }));
    fireEvent.click(within(section).getByRole('button', { name: /Being a good listener/ }));
    fireEvent.click(within(section).getByRole('button', { name: /Send my answers/ }));
    expect(await within(section).findByText(QUIZ_CHANGED_WORDS)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(gets).toBe(2));
  });
});
