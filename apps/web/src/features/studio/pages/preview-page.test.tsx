import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameConfig } from '@ye/contracts/games';
import { describe, expect, it, vi } from 'vitest';
import {
  COURSE,
  gameCourse,
  LEVEL_2,
  lessonContent,
  M1,
  M2,
  M3,
  M4,
} from '../../../components/course-map/test-fixtures.ts';
import type { GamePlayerProps } from '../../../components/games/types.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { PREVIEW_BANNER } from '../components/preview-banner.tsx';
import PreviewPage from './preview-page.tsx';

// The games are tested on their own; here a stand-in finishes with a known score.
vi.mock('../../../components/games/game-player.tsx', () => ({
  GamePlayer: ({ config, onFinish }: GamePlayerProps) => (
    <button type="button" onClick={() => onFinish({ score: 80 })}>
      Finish the {config.type} game
    </button>
  ),
}));

const QUIZ: GameConfig = {
  type: 'quiz',
  instructions: 'Pick the brave answer.',
  questions: [{ prompt: 'What helps?', options: ['Breathing', 'Hiding'], answer: 0 }],
};
const COURSE_URL = `/v1/instructor/course/preview/${COURSE}`;
const lessonUrl = (id: string) => `${COURSE_URL}/lesson/${id}`;
const mapPath = `/courses/preview?id=${COURSE}`;
const lessonPath = (id: string) => `/courses/preview?id=${COURSE}&lesson=${id}`;
// The preview API has no progress for an instructor: the page keeps its own.
const draft = () => gameCourse({ progress: null });

/** Every request but the two reads of the preview is a write the preview must never make. */
const writes = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method !== 'GET' || !c.path.startsWith(COURSE_URL));

function render(path: string) {
  return renderPage(<PreviewPage />, path, '/courses/preview');
}
const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the preview of the map', () => {
  it('shows the course as a child would, every mission open, with the banner and the way back', async () => {
    const api = mockApi({ [COURSE_URL]: draft() });
    render(mapPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Brave Explorer Quest' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Preview' }).textContent).toContain(PREVIEW_BANNER);
    expect(href('Back to the editor')).toBe(`/instructor/courses/course-content?id=${COURSE}`);

    // A child would find level 2 locked; the preview opens everything and links to itself.
    const level2 = screen.getByRole('region', { name: 'Level 2: The Forest' });
    expect(within(level2).queryByText(/Finish level 1/)).toBeNull();
    expect(
      within(level2)
        .getByRole('link', { name: /Mission 1: Forest sort/ })
        .getAttribute('href'),
    ).toBe(lessonPath(M3));
    // The child's chapter page is not part of the preview: the title is not a link there.
    expect(within(level2).queryByRole('link', { name: 'Level 2: The Forest' })).toBeNull();
    expect(screen.getByText('0% done')).toBeTruthy();
    expect(href(/Start the course/)).toBe(lessonPath(M1));
    expect(screen.queryByRole('button', { name: /library/ })).toBeNull();
    expect(writes(api.calls)).toEqual([]);
  });

  it('says plainly when the course is not there or not theirs, and leads to their courses', async () => {
    mockApi({ [COURSE_URL]: [404, { detail: 'We could not find this course.' }] });
    render(mapPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this course' }),
    ).toBeTruthy();
    expect(screen.getByText('It may have been deleted, or it is not one of your courses.')).toBeTruthy();
    expect(href('My courses')).toBe('/instructor/courses');
  });

  it('needs a course id', async () => {
    const api = mockApi({});
    render('/courses/preview');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this course' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the editor' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('a lesson in the preview', () => {
  it('finishes a reading with the stars it would earn, sends nothing, and the map then shows them', async () => {
    const api = mockApi({
      [COURSE_URL]: draft(),
      [lessonUrl(M2)]: lessonContent({ progress: null }),
    });
    render(lessonPath(M2));

    expect(await screen.findByRole('heading', { level: 1, name: 'How friendships start' })).toBeTruthy();
    expect(screen.getByText(PREVIEW_BANNER)).toBeTruthy();
    expect(screen.getByText('Every friendship starts small.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I read it' }));

    const dialog = await screen.findByRole('dialog', { name: 'Amazing work!' });
    expect(within(dialog).getByText(/Nothing is saved/)).toBeTruthy();
    expect(within(dialog).getByText('+30 XP')).toBeTruthy();
    expect(within(dialog).getByText('3 of 3 stars')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Next mission' }).getAttribute('href')).toBe(
      lessonPath(M3),
    );
    expect(writes(api.calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('link', { name: 'Back to map' }));
    const level1 = await screen.findByRole('region', { name: 'Level 1: Base Camp' });
    expect(within(level1).getByRole('link', { name: /Mission 2: Backpack sort/ }).textContent).toContain(
      '3 of 3 stars',
    );
    expect(screen.getByText('25% done')).toBeTruthy();
    expect(href(/Continue/)).toBe(lessonPath(M1));
    expect(writes(api.calls)).toEqual([]);
  });

  it('plays a game and shows its stars by the scoring rule; Play again starts a new round', async () => {
    const api = mockApi({
      [COURSE_URL]: draft(),
      [lessonUrl(M4)]: lessonContent({
        id: M4,
        chapter_id: LEVEL_2,
        kind: 'game',
        game_type: 'quiz',
        game: QUIZ,
        body: '',
        progress: null,
      }),
    });
    render(lessonPath(M4));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish the quiz game' }));
    // A score of 80 is two stars, whatever a child would have played before.
    const dialog = await screen.findByRole('dialog', { name: 'Great job!' });
    expect(within(dialog).getByText('2 of 3 stars')).toBeTruthy();
    // The last mission played out of order: the next one to play is the first still open.
    expect(within(dialog).getByRole('link', { name: 'Next mission' }).getAttribute('href')).toBe(
      lessonPath(M1),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Finish the quiz game' }));
    // Same stars again: a replay is worth practice XP only.
    expect(within(await screen.findByRole('dialog')).getByText('+2 XP')).toBeTruthy();
    expect(writes(api.calls)).toEqual([]);
  });

  it('keeps a reflection on the page only, never in a journal', async () => {
    const api = mockApi({
      [COURSE_URL]: draft(),
      [lessonUrl(M2)]: lessonContent({ kind: 'reflection', body: 'Who makes you smile?', progress: null }),
    });
    render(lessonPath(M2));
    const box = await screen.findByRole('textbox', { name: 'My journal' });
    fireEvent.change(box, { target: { value: 'My grandma makes me smile.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kept on this page only: the preview saves nothing.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('dialog');
    expect(writes(api.calls)).toEqual([]);
  });

  it('says when the lesson is not in this course, with the way back to their courses', async () => {
    mockApi({ [COURSE_URL]: draft(), [lessonUrl(M2)]: [404, { detail: 'We could not find this lesson.' }] });
    render(lessonPath(M2));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this lesson' }),
    ).toBeTruthy();
    expect(href('My courses')).toBe('/instructor/courses');
  });
});
