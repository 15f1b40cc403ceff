import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COACH_INTRO, type CoachReflection } from '@ye/contracts/coach';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../test-utils.tsx';
import { ReflectWithHelper } from './reflect-with-helper.tsx';

const LESSON = '22222222-2222-4222-8222-222222222222';
const ID = '33333333-3333-4333-8333-333333333333';
const AVAILABLE = `/v1/coach/me`;
const question = (n: number) => ({ role: 'helper' as const, text: `Question ${n}?`, note: null });
const started: CoachReflection = {
  id: ID,
  lesson_id: LESSON,
  lesson_title: 'Brave steps',
  started_at: '2026-11-24T10:00:00Z',
  finished: false,
  turns: [{ role: 'helper', text: COACH_INTRO, note: null }, question(1)],
  answers_left: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const render = (finished = true) =>
  renderPage(<ReflectWithHelper lessonId={LESSON} finished={finished} />, '/');

describe('Think about it with the helper', () => {
  it('is not offered before the lesson is finished, nor when the API says no', async () => {
    const { calls } = mockApi({
      [AVAILABLE]: { available: false, reflections_left_today: 0, intro: COACH_INTRO },
    });
    const { unmount } = render(false);
    expect(screen.queryByRole('heading', { name: 'Think about it with the helper' })).toBeNull();
    expect(calls).toHaveLength(0);
    unmount();
    render(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Think about it with the helper' })).toBeNull();
  });

  it('says it is a computer and the grown-up reads before starting, then a short chat to the end', async () => {
    let answers = 0;
    const { calls } = mockApi({
      [AVAILABLE]: { available: true, reflections_left_today: 3, intro: COACH_INTRO },
      'POST /v1/coach/reflections': [201, started],
      [`POST /v1/coach/reflections/${ID}/answers`]: (_u: URL, init?: RequestInit) => {
        answers++;
        const text = JSON.parse(String(init?.body)).text as string;
        return {
          ...started,
          turns: [
            ...started.turns,
            { role: 'child', text, note: null },
            { role: 'helper', text: 'That is lovely.', note: null },
            answers === 3 ? { role: 'helper', text: 'That is the end.', note: null } : question(answers + 1),
          ],
          answers_left: 3 - answers,
          finished: answers === 3,
        };
      },
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Think about it with the helper' })).toBeTruthy();
    expect(screen.getByText('Computer helper, not a person')).toBeTruthy();
    // Told before starting, and nothing sent until the child chooses to start.
    expect(screen.getByText(/I am a computer helper, not a person/)).toBeTruthy();
    expect(screen.getByText(/Your grown-up can read what you write here/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start thinking' }));
    const log = await screen.findByRole('log', { name: 'Your reflection with the computer helper' });
    expect(within(log).getByText('Question 1?')).toBeTruthy();

    const field = screen.getByLabelText('Your answer (question 1 of 3)');
    fireEvent.change(field, { target: { value: 'Mistakes help me learn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Mistakes help me learn')).toBeTruthy();
    expect(within(log).getByText('That is lovely.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/answers'))?.body).toEqual({ text: 'Mistakes help me learn' });
    for (const words of ['Proud', 'Tomorrow']) {
      fireEvent.change(screen.getByRole('textbox'), { target: { value: words } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await within(log).findByText(words)).toBeTruthy();
    }
    expect(await screen.findByText('All done! Your grown-up can read this.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows the calm message with the helpline on a crisis phrase, and plain words on a refusal', async () => {
    mockApi({
      [AVAILABLE]: { available: true, reflections_left_today: 1, intro: COACH_INTRO },
      'POST /v1/coach/reflections': [201, started],
      [`POST /v1/coach/reflections/${ID}/answers`]: (_u: URL, init?: RequestInit) => {
        const text = JSON.parse(String(init?.body)).text as string;
        if (text.includes('word'))
          return [400, { detail: 'Please say that again without that word. The helper is for kind words.' }];
        const message = 'You are not in trouble. We have let your grown-up know.';
        return {
          ...started,
          turns: [
            ...started.turns,
            { role: 'child', text, note: null },
            { role: 'helper', text: message, note: null },
          ],
          finished: true,
          answers_left: 0,
          safety_notice: {
            kind: 'crisis',
            message,
            helpline: { name: 'Childline', phone: '0800 1111', url: 'https://www.childline.org.uk' },
          },
        };
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start thinking' }));
    const field = await screen.findByLabelText(/Your answer/);
    fireEvent.change(field, { target: { value: 'a rude word' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/without that word/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'i feel really sad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const card = await screen.findByRole('status', { name: 'You are not alone' });
    expect(within(card).getByText(/Childline: 0800 1111/)).toBeTruthy();
    // Said once, in the card.
    expect(screen.getAllByText(/You are not in trouble/)).toHaveLength(1);
  });

  it('says so plainly when today’s reflections are used up', async () => {
    mockApi({
      [AVAILABLE]: { available: true, reflections_left_today: 1, intro: COACH_INTRO },
      'POST /v1/coach/reflections': [
        429,
        { detail: 'You have thought with the helper 3 times today. Come back tomorrow!' },
      ],
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start thinking' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You have thought with the helper 3 times today. Come back tomorrow!',
    );
  });

  it('carries on the reflection this tab had open after a reload, without starting another', async () => {
    window.sessionStorage.setItem(`ye.coach.${LESSON}`, ID);
    const { calls } = mockApi({
      [AVAILABLE]: { available: true, reflections_left_today: 2, intro: COACH_INTRO },
      [`/v1/coach/reflections/${ID}`]: {
        ...started,
        turns: [...started.turns, { role: 'child', text: 'Small steps', note: null }, question(2)],
        answers_left: 2,
      },
    });
    render();
    const log = await screen.findByRole('log', { name: 'Your reflection with the computer helper' });
    expect(within(log).getByText('Small steps')).toBeTruthy();
    expect(screen.getByLabelText('Your answer (question 2 of 3)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start thinking' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
