import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Survey } from '@ye/contracts/survey';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { THANK_YOU } from '../components/survey-done.tsx';
import { SurveyFlow } from './survey-page.tsx';

const OPTIONS = [
  { value: 4, label: 'Strongly agree' },
  { value: 3, label: 'Agree' },
  { value: 2, label: 'Disagree' },
  { value: 1, label: 'Strongly disagree' },
];
const SURVEY: Survey = {
  id: 2,
  title: 'How I feel about myself',
  description: 'Ten short sentences.',
  citation: 'Rosenberg Self-Esteem Scale: Rosenberg, M. (1965). Society and the adolescent self-image.',
  questions: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    text: `Sentence number ${i + 1}`,
    options: OPTIONS,
  })),
};

const fetchMock = vi.fn<typeof fetch>();

function renderFlow() {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SurveyFlow survey={SURVEY} userId="child-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });
const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Next|Finish)$/ }));
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ score: 20, percent: 67, complete_date: '2026-03-01T10:00:00Z' }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  sessionStorage.clear();
});

describe('self-esteem survey', () => {
  it('shows one question at a time as a labelled radio group with progress', () => {
    renderFlow();
    expect(screen.getByRole('group', { name: 'Sentence number 1' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Question 1 of 10');
    expect(screen.getByRole('status').textContent).toBe('Question 1 of 10');
    expect(
      screen.getByText(/Rosenberg, M\. \(1965\)\. Society and the adolescent self-image\./),
    ).toBeTruthy();
  });

  it('asks for an answer before moving on; Enter on an answer moves on', () => {
    renderFlow();
    next();
    expect(screen.getByRole('alert').textContent).toMatch(/Pick the answer/);
    expect(screen.getByRole('group', { name: 'Sentence number 1' })).toBeTruthy();
    fireEvent.click(radio('Agree'));
    fireEvent.keyDown(radio('Agree'), { key: 'Enter' });
    expect(screen.getByRole('group', { name: 'Sentence number 2' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Question 2 of 10');
  });

  it('keeps the answer when going back', () => {
    renderFlow();
    fireEvent.click(radio('Disagree'));
    next();
    fireEvent.click(radio('Strongly agree'));
    back();
    expect(screen.getByRole('group', { name: 'Sentence number 1' })).toBeTruthy();
    expect((radio('Disagree') as HTMLInputElement).checked).toBe(true);
    next();
    expect((radio('Strongly agree') as HTMLInputElement).checked).toBe(true);
  });

  it('restores the answers and the question after a reload', () => {
    const first = renderFlow();
    fireEvent.click(radio('Agree'));
    next();
    fireEvent.click(radio('Strongly disagree'));
    next();
    first.unmount();

    renderFlow();
    expect(screen.getByRole('group', { name: 'Sentence number 3' })).toBeTruthy();
    back();
    expect((radio('Strongly disagree') as HTMLInputElement).checked).toBe(true);
    back();
    expect((radio('Agree') as HTMLInputElement).checked).toBe(true);
  });

  it('posts all ten answers, thanks the child without a score and forgets the saved answers', async () => {
    renderFlow();
    const picks = ['Strongly agree', 'Agree', 'Disagree', 'Strongly disagree'];
    for (let i = 0; i < 10; i++) {
      fireEvent.click(radio(picks[i % 4] as string));
      await act(async () => next());
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/survey/survey_answers');
    expect(JSON.parse(String(init?.body))).toEqual({
      survey_id: 2,
      answers: [4, 3, 2, 1, 4, 3, 2, 1, 4, 3].map((value, i) => ({ question_id: i + 1, value })),
    });
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText(THANK_YOU)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/67|score|low|high/i);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the answers when sending fails', async () => {
    fetchMock.mockResolvedValue(new Response('{"detail":"Down"}', { status: 503 }));
    renderFlow();
    for (let i = 0; i < 10; i++) {
      fireEvent.click(radio('Agree'));
      await act(async () => next());
    }
    expect(await screen.findByText(/could not send your answers/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sentence number 10' })).toBeTruthy();
    expect(sessionStorage.length).toBe(1);
  });
});
