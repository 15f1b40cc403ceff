import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuizDetail, QuizResults } from '@ye/contracts/quizzes';
import { describe, expect, it } from 'vitest';
import { bankQuestion, mockApi, page, quizSummary, renderWithApp } from '../test-utils.tsx';
import QuizSurveyPage from './quiz-survey-page.tsx';

const Q1 = bankQuestion();
const Q2 = bankQuestion({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  prompt: 'Which one is a quiet strength?',
  options: ['Being a good listener', 'Shouting'],
  correct_option: 0,
});
const QUIZ = quizSummary({
  lesson: {
    id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
    title: 'Everyone has strengths',
    course_id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
    course_title: 'I Like Being Me',
    course_status: 'published',
  },
  response_count: 3,
});

describe('/instructor/quiz-survey', () => {
  it('shows the empty states of both tabs', async () => {
    mockApi({
      '/v1/instructor/quiz/list': page([]),
      '/v1/instructor/quiz/question/list': page([]),
    });
    renderWithApp(<QuizSurveyPage />);
    expect(await screen.findByRole('heading', { name: 'No quizzes or surveys yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Question bank' }));
    expect(await screen.findByRole('heading', { name: 'Your question bank is empty' })).toBeTruthy();
  });

  it('lists quizzes with their lesson and shows results per question with counts in words', async () => {
    const results: QuizResults = {
      quiz_id: QUIZ.id,
      kind: 'quiz',
      title: QUIZ.title,
      response_count: 3,
      small_group: true,
      questions: [
        {
          question_id: Q1.id,
          prompt: Q1.prompt,
          options: [
            { label: 'Only grown-ups', count: 1 },
            { label: 'Everyone', count: 2 },
          ],
          correct_option: 1,
          answered: 3,
          percent_correct: 67,
        },
      ],
    };
    mockApi({
      '/v1/instructor/quiz/list': page([QUIZ]),
      [`/v1/instructor/quiz/results/${QUIZ.id}`]: results,
    });
    renderWithApp(<QuizSurveyPage />);
    expect(await screen.findByText('At the end of “Everyone has strengths” in I Like Being Me')).toBeTruthy();
    expect(screen.getByText('2 questions · 3 children answered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Results of “Spot the strengths”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Results: Spot the strengths' });
    expect(await within(dialog).findByText('3 children answered · 67% right')).toBeTruthy();
    expect(within(dialog).getByText('2 (67%)')).toBeTruthy();
    expect(within(dialog).getByText('1 (33%)')).toBeTruthy();
    expect(within(dialog).getByText('(right answer)')).toBeTruthy();
    expect(within(dialog).getByText(/Fewer than 5 children have answered/)).toBeTruthy();
  });

  it('writes a quiz question with added answers and the right one chosen', async () => {
    const { calls } = mockApi({
      '/v1/instructor/quiz/question/list': page([]),
      'POST /v1/instructor/quiz/question/create': [201, Q1],
    });
    renderWithApp(<QuizSurveyPage />, '/instructor/quiz-survey?tab=bank');
    fireEvent.click(await screen.findByRole('button', { name: 'New question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), {
      target: { value: 'What helps when you worry?' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 1' }), {
      target: { value: 'Shouting' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 2' }), {
      target: { value: 'Slow breaths' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add an answer' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 3' }), {
      target: { value: 'Hiding' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Answer 2 is the right one' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(calls.some((r) => r.method === 'POST')).toBe(true));
    expect(calls.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'quiz',
      prompt: 'What helps when you worry?',
      options: ['Shouting', 'Slow breaths', 'Hiding'],
      correct_option: 1,
    });
  });

  it('refuses a question with an empty answer before sending it', async () => {
    const { calls } = mockApi({ '/v1/instructor/quiz/question/list': page([]) });
    renderWithApp(<QuizSurveyPage />, '/instructor/quiz-survey?tab=bank');
    fireEvent.click(await screen.findByRole('button', { name: 'New question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), { target: { value: 'Q?' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 1' }), { target: { value: 'Yes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findByText('Please write this answer, or remove it.')).toBeTruthy();
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
  });

  it('builds a quiz from bank questions in the chosen order', async () => {
    const created: QuizDetail = { ...quizSummary({ title: 'Brave check' }), questions: [Q2, Q1] };
    const { calls } = mockApi({
      '/v1/instructor/quiz/list': page([]),
      '/v1/instructor/quiz/question/list': page([Q1, Q2]),
      'POST /v1/instructor/quiz/create': [201, created],
    });
    renderWithApp(<QuizSurveyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New quiz or survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'New quiz or survey' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Brave check' },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: `Add “${Q1.prompt}”` }));
    fireEvent.click(within(dialog).getByRole('button', { name: `Add “${Q2.prompt}”` }));
    expect(within(dialog).getByRole('button', { name: `“${Q1.prompt}” is added` })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: `Move “${Q2.prompt}” up` }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create quiz' }));
    await waitFor(() => expect(calls.some((r) => r.method === 'POST')).toBe(true));
    expect(calls.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'quiz',
      title: 'Brave check',
      question_ids: [Q2.id, Q1.id],
    });
    const bankQuery = calls.find((r) => r.url.pathname === '/v1/instructor/quiz/question/list');
    expect(bankQuery?.url.searchParams.get('kind')).toBe('quiz');
  });

  it('attaches to a chosen lesson and explains a lesson that already has one', async () => {
    const free = quizSummary({ lesson: null });
    const { calls } = mockApi({
      '/v1/instructor/quiz/list': page([free]),
      '/v1/instructor/course/list': page([
        {
          id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
          title: 'I Like Being Me',
          status: 'published',
        },
      ]),
      '/v1/instructor/course/get/eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee': {
        id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
        title: 'I Like Being Me',
        chapters: [
          {
            id: 'ch1',
            title: 'What makes me, me',
            position: 1,
            lessons: [
              { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', title: 'Everyone has strengths', position: 1 },
            ],
          },
        ],
      },
      [`POST /v1/instructor/quiz/attach/${free.id}`]: [
        409,
        { detail: 'This lesson already has the survey “Feelings”. Detach it first.' },
      ],
    });
    renderWithApp(<QuizSurveyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Attach “Spot the strengths” to a lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach to a lesson' });
    const course = await within(dialog).findByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(course.getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(course);
    fireEvent.click(await screen.findByRole('option', { name: 'I Like Being Me' }));
    const lesson = await within(dialog).findByRole('combobox', { name: 'Lesson' });
    await waitFor(() => expect(lesson.getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(lesson);
    fireEvent.click(await screen.findByRole('option', { name: '1.1 Everyone has strengths' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(
      await within(dialog).findByText('This lesson already has the survey “Feelings”. Detach it first.'),
    ).toBeTruthy();
    expect(calls.find((r) => r.method === 'POST')?.body).toEqual({
      lesson_id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
    });
  });

  it('deletes only after the confirm dialog says yes', async () => {
    const { calls } = mockApi({
      '/v1/instructor/quiz/list': page([QUIZ]),
      [`POST /v1/instructor/quiz/delete/${QUIZ.id}`]: { id: QUIZ.id, deleted: true },
    });
    renderWithApp(<QuizSurveyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Spot the strengths”' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete Quiz?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Quiz?' })).toBeNull());
    expect(calls.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Spot the strengths”' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete Quiz?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() =>
      expect(calls.some((r) => r.method === 'POST' && r.url.pathname.endsWith(`/delete/${QUIZ.id}`))).toBe(
        true,
      ),
    );
  });
});
