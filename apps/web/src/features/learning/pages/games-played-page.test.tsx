import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GamePlay } from '@ye/contracts/learning';
import { describe, expect, it } from 'vitest';
import { COURSE, LEVEL_1 } from '../../../components/course-map/test-fixtures.ts';
import { mockApi, renderPage, stubLayoutApis } from '../test-utils.tsx';
import GamesPlayedPage, { pageFrom } from './games-played-page.tsx';

const play = (id: number): GamePlay => ({
  id,
  lesson_id: `50000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  lesson_title: `Mission ${id}`,
  game_type: 'sort',
  course_id: COURSE,
  course_title: 'Brave Explorer Quest',
  chapter_id: LEVEL_1,
  score: 80,
  stars: 2,
  xp: 20,
  duration_seconds: 60,
  played_at: '2026-11-03T10:00:00Z',
});

describe('games played', () => {
  it('shows game, course, stars, score and date, a page at a time', async () => {
    stubLayoutApis();
    const api = mockApi({
      '/v1/learning/games-played': (url: URL) => {
        const page = Number(url.searchParams.get('page'));
        return { count: 12, page, page_size: 10, results: page === 1 ? [play(1), play(2)] : [play(11)] };
      },
    });
    renderPage(<GamesPlayedPage />, '/student/games-played');
    const table = await screen.findByRole('table', { name: 'Games I played' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('GameCourseStarsScoreDate');
    expect(rows[1]?.textContent).toContain('Mission 1');
    expect(rows[1]?.textContent).toContain('Sorting game');
    expect(rows[1]?.textContent).toContain('2 of 3 stars');
    expect(rows[1]?.textContent).toContain('Nov 03, 2026');
    expect(screen.getByText(/You finished 12 games/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getByText('Mission 11')).toBeTruthy());
    expect(api.calls.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('has a kind empty state', async () => {
    stubLayoutApis();
    mockApi({ '/v1/learning/games-played': { count: 0, page: 1, page_size: 10, results: [] } });
    renderPage(<GamesPlayedPage />, '/student/games-played');
    expect(await screen.findByRole('heading', { name: 'No games yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a game to play' }).getAttribute('href')).toBe(
      '/student/courses',
    );
  });

  it('reads the page from the address, 1 when it is not a page number', () => {
    expect(pageFrom('3')).toBe(3);
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('2.5')).toBe(1);
    expect(pageFrom('abc')).toBe(1);
  });
});
