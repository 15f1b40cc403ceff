import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unitWords } from '@ye/contracts/catalog';
import { BADGES } from '@ye/contracts/learning';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { completion } from '../course-map/test-fixtures.ts';
import { cheerFor, leveledUp, ResultDialog } from './result-dialog.tsx';

const firstBadge = { ...BADGES[0], earned_at: '2026-11-21T10:00:00Z' };

describe('the result of a mission', () => {
  it('shows stars in words, the XP earned, new badges and the way on', async () => {
    renderPage(
      <ResultDialog
        open
        result={completion({ stars: 2, xp: 20, new_badges: [firstBadge] })}
        words={unitWords('game')}
        nextPath="/student/course/c/level/l/mission/next"
        mapPath="/student/course/c"
        onClose={() => {}}
      />,
      '/',
      '/',
    );
    const dialog = screen.getByRole('dialog', { name: 'Great job!' });
    expect(within(dialog).getByText('2 of 3 stars')).toBeTruthy();
    expect(within(dialog).getByText('+20 XP')).toBeTruthy();
    expect(within(dialog).getByText('First step')).toBeTruthy();
    expect(within(dialog).getByText('A new badge for you!')).toBeTruthy();
    expect(within(dialog).queryByText(/You finished the course/)).toBeNull();
    expect(within(dialog).queryByText(/Level up/)).toBeNull();
    const next = within(dialog).getByRole('link', { name: 'Next mission' });
    expect(next.getAttribute('href')).toBe('/student/course/c/level/l/mission/next');
    // Enter goes on: the next mission has focus once the dialog is in.
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(within(dialog).getByRole('link', { name: 'Back to map' }).getAttribute('href')).toBe(
      '/student/course/c',
    );
  });

  it('celebrates a finished course and a new level; no Next at the very end', async () => {
    const onPlayAgain = vi.fn();
    renderPage(
      <ResultDialog
        open
        result={completion({
          stars: 3,
          xp: 30,
          total_xp: 210,
          level: 3,
          course_completed: true,
          next_lesson_id: null,
        })}
        words={unitWords('course')}
        nextPath={null}
        mapPath="/student/course/c"
        onClose={() => {}}
        onPlayAgain={onPlayAgain}
      />,
      '/',
      '/',
    );
    const dialog = screen.getByRole('dialog', { name: 'Amazing work!' });
    expect(within(dialog).getByText('You finished the course!')).toBeTruthy();
    expect(within(dialog).getByText('Your grown-up can download your certificate.')).toBeTruthy();
    expect(within(dialog).getByText('Level up! You are now level 3.')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: /Next/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Back to map' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalledOnce();
  });

  it('cheers every finish and counts a level-up from the XP before the play', () => {
    expect(cheerFor(1)).toBe('You did it!');
    expect(cheerFor(2)).toBe('Great job!');
    expect(cheerFor(3)).toBe('Amazing work!');
    expect(leveledUp({ total_xp: 105, xp: 10, level: 2 })).toBe(true);
    expect(leveledUp({ total_xp: 95, xp: 10, level: 1 })).toBe(false);
    expect(leveledUp({ total_xp: 100, xp: 0, level: 2 })).toBe(false);
  });
});
