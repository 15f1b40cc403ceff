import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameConfig } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COURSE,
  completion,
  gameCourse,
  LEVEL_1,
  LEVEL_2,
  lessonContent,
  M2,
  M3,
  paywalledCourse,
} from '../../../components/course-map/test-fixtures.ts';
import type { GamePlayerProps } from '../../../components/games/types.ts';
import { mockApi, renderPage } from '../test-utils.tsx';
import LessonPage from './lesson-page.tsx';

// The games are tested on their own (games/); here a stand-in finishes with a known score.
vi.mock('../../../components/games/game-player.tsx', () => ({
  GamePlayer: ({ config, onFinish }: GamePlayerProps) => (
    <button type="button" onClick={() => onFinish({ score: 80 })}>
      Finish the {config.type} game
    </button>
  ),
}));

const MISSION_PATTERN = '/student/course/:courseId/level/:levelId/mission/:missionId';
const LESSON_PATTERN = '/student/course/:courseId/chapter/:levelId/lesson/:missionId';
const missionPath = (lessonId: string, levelId = LEVEL_1) =>
  `/student/course/${COURSE}/level/${levelId}/mission/${lessonId}`;

const QUIZ: GameConfig = {
  type: 'quiz',
  instructions: 'Pick the brave answer.',
  questions: [{ prompt: 'What helps?', options: ['Breathing', 'Hiding'], answer: 0 }],
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('a text lesson', () => {
  it('starts on open, remembers where the child is, and "I read it" completes with score 100', async () => {
    const api = mockApi({
      [`/v1/course/content/get/${M2}`]: lessonContent(),
      [`POST /v1/course/content/start/${M2}`]: { status: 'started' },
      [`POST /v1/course/content/complete/${M2}`]: completion({ xp: 20, stars: 3 }),
    });
    renderPage(<LessonPage />, missionPath(M2), MISSION_PATTERN);

    expect(await screen.findByRole('heading', { level: 1, name: 'How friendships start' })).toBeTruthy();
    expect(screen.getByText('Every friendship starts small.')).toBeTruthy();
    expect(screen.getByText('A smile, a hello.')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith(`/start/${M2}`))).toBe(true),
    );
    expect(localStorage.getItem('ye.started_course')).toBe(COURSE);
    expect(localStorage.getItem('ye.started_level')).toBe(LEVEL_1);
    expect(localStorage.getItem('ye.started_mission')).toBe(M2);

    vi.advanceTimersByTime(42_000);
    fireEvent.click(screen.getByRole('button', { name: 'I read it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amazing work!' });
    const complete = api.calls.find((c) => c.path === `/v1/course/content/complete/${M2}`);
    expect(complete?.body).toEqual({ score: 100, duration_seconds: 42 });
    expect(within(dialog).getByText('+20 XP')).toBeTruthy();
    // Not in the cache: the next mission's path uses this level and the next page corrects it if needed.
    expect(within(dialog).getByRole('link', { name: 'Next mission' }).getAttribute('href')).toBe(
      missionPath(M3),
    );
  });

  it('finds the next mission in its own level when the map is in the cache', async () => {
    mockApi({
      [`/v1/course/content/get/${M2}`]: lessonContent(),
      [`POST /v1/course/content/start/${M2}`]: { status: 'started' },
      [`POST /v1/course/content/complete/${M2}`]: completion({ next_lesson_id: M3 }),
    });
    const { client } = renderPage(<LessonPage />, missionPath(M2), MISSION_PATTERN);
    client.setQueryData(['student', 'course', COURSE], gameCourse());
    fireEvent.click(await screen.findByRole('button', { name: 'I read it' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Next mission' }).getAttribute('href')).toBe(
      missionPath(M3, LEVEL_2),
    );
  });

  it('says plainly when saving the finish failed, and tries again', async () => {
    let attempts = 0;
    const api = mockApi({
      [`/v1/course/content/get/${M2}`]: lessonContent(),
      [`POST /v1/course/content/start/${M2}`]: { status: 'started' },
      [`POST /v1/course/content/complete/${M2}`]: () => {
        attempts += 1;
        return attempts === 1 ? [503, { detail: 'The database is away.' }] : completion();
      },
    });
    renderPage(<LessonPage />, missionPath(M2), MISSION_PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'I read it' }));
    expect(await screen.findByText('We could not save that just now. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Great job!' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path.includes('/complete/'))).toHaveLength(2);
  });
});

describe('a locked or missing lesson', () => {
  it('explains a locked mission kindly and leads back to the map', async () => {
    const api = mockApi({
      [`/v1/course/content/get/${M3}`]: [403, { detail: 'Finish the missions before this one first.' }],
    });
    renderPage(<LessonPage />, missionPath(M3, LEVEL_2), MISSION_PATTERN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This mission is still locked' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to map' }).getAttribute('href')).toBe(
      `/student/course/${COURSE}`,
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opened directly, a mission that waits for a grown-up says so kindly, with no billing words', async () => {
    const api = mockApi({
      [`/v1/course/content/get/${M3}`]: [
        403,
        {
          code: 'subscription_required',
          detail: 'This part of the course is locked for now. Ask a grown-up.',
        },
      ],
    });
    renderPage(<LessonPage />, missionPath(M3, LEVEL_2), MISSION_PATTERN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This part of the course is locked for now' }),
    ).toBeTruthy();
    expect(screen.getByText('Ask a grown-up to open it.')).toBeTruthy();
    expect(screen.queryByText(/still locked|Finish the/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to map' }).getAttribute('href')).toBe(
      `/student/course/${COURSE}`,
    );
    expect(document.body.textContent).not.toMatch(/\$|price|trial|subscri|membership|free|pay|billing/i);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the order words for a 403 lesson_locked', async () => {
    mockApi({
      [`/v1/course/content/get/${M3}`]: [
        403,
        { code: 'lesson_locked', detail: 'Finish the missions before this one first.' },
      ],
    });
    renderPage(<LessonPage />, missionPath(M3, LEVEL_2), MISSION_PATTERN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This mission is still locked' }),
    ).toBeTruthy();
  });

  it('offers no Next mission into a level that waits for a grown-up', async () => {
    mockApi({
      [`/v1/course/content/get/${M2}`]: lessonContent(),
      [`POST /v1/course/content/start/${M2}`]: { status: 'started' },
      [`POST /v1/course/content/complete/${M2}`]: completion({ next_lesson_id: null }),
    });
    const { client } = renderPage(<LessonPage />, missionPath(M2), MISSION_PATTERN);
    client.setQueryData(['student', 'course', COURSE], paywalledCourse());
    fireEvent.click(await screen.findByRole('button', { name: 'I read it' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: /Next/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Back to map' })).toBeTruthy();
  });

  it('says kindly, with no Try again, when finishing is refused for a grown-up to open', async () => {
    mockApi({
      [`/v1/course/content/get/${M2}`]: lessonContent(),
      [`POST /v1/course/content/start/${M2}`]: { status: 'started' },
      [`POST /v1/course/content/complete/${M2}`]: [
        403,
        {
          code: 'subscription_required',
          detail: 'This part of the course is locked for now. Ask a grown-up.',
        },
      ],
    });
    renderPage(<LessonPage />, missionPath(M2), MISSION_PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'I read it' }));
    expect(
      await screen.findByText('This part of the course is locked for now. Ask a grown-up to open it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/could not save/)).toBeNull();
  });

  it('says when a lesson cannot be found', async () => {
    mockApi({});
    renderPage(<LessonPage />, `/student/course/${COURSE}/chapter/${LEVEL_1}/lesson/${M3}`, LESSON_PATTERN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this lesson' }),
    ).toBeTruthy();
  });
});

describe('the path', () => {
  it("puts a game course's words in the URL when opened by the lesson path", async () => {
    mockApi({
      [`/v1/course/content/get/${M2}`]: lessonContent(),
      [`POST /v1/course/content/start/${M2}`]: { status: 'started' },
    });
    renderPage(
      <LessonPage />,
      `/student/course/${COURSE}/chapter/${LEVEL_2}/lesson/${M2}`,
      '/student/course/:courseId/:unit/:levelId/:kind/:missionId',
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(missionPath(M2)));
  });
});

describe('a reflection', () => {
  it('saves the journal privately, then Done completes', async () => {
    const api = mockApi({
      [`/v1/course/content/get/${M2}`]: lessonContent({ kind: 'reflection', body: 'Who makes you smile?' }),
      [`POST /v1/course/content/start/${M2}`]: { status: 'started' },
      [`PUT /v1/learning/journal/${M2}`]: { ok: true },
      [`POST /v1/course/content/complete/${M2}`]: completion(),
    });
    renderPage(<LessonPage />, missionPath(M2), MISSION_PATTERN);
    const box = await screen.findByRole('textbox', { name: 'My journal' });
    // The privacy note is part of the box's description, so a screen reader says it with the box.
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toContain('Only you and your grown-up can see this.');
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);

    fireEvent.change(box, { target: { value: '  My grandma makes me smile.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved in your journal.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ text: 'My grandma makes me smile.' });

    fireEvent.change(box, { target: { value: 'My grandma and my dog make me smile.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('dialog');
    const writes = api.calls
      .filter((c) => c.method !== 'GET')
      .map((c) => `${c.method} ${c.path.split('/')[3]}`);
    // The unsaved change is saved before the lesson completes.
    expect(writes.slice(-2)).toEqual(['PUT journal', 'POST content']);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });
});

describe('a game mission', () => {
  it('plays the game and sends its score with the time it took; Play again starts a new round', async () => {
    const api = mockApi({
      [`/v1/course/content/get/${M2}`]: lessonContent({
        kind: 'game',
        game_type: 'quiz',
        game: QUIZ,
        body: '',
      }),
      [`POST /v1/course/content/start/${M2}`]: { status: 'started' },
      [`POST /v1/course/content/complete/${M2}`]: completion({ stars: 2 }),
    });
    renderPage(<LessonPage />, missionPath(M2), MISSION_PATTERN);
    const finish = await screen.findByRole('button', { name: 'Finish the quiz game' });
    expect(screen.getByText('Quiz')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(95_000);
    });
    fireEvent.click(finish);
    const dialog = await screen.findByRole('dialog', { name: 'Great job!' });
    expect(api.calls.find((c) => c.path.includes('/complete/'))?.body).toEqual({
      score: 80,
      duration_seconds: 95,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Finish the quiz game' }));
    await screen.findByRole('dialog');
    const completes = api.calls.filter((c) => c.path.includes('/complete/'));
    expect(completes[1]?.body).toEqual({ score: 80, duration_seconds: 10 });
  });
});
