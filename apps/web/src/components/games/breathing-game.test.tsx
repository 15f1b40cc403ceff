import { act, screen } from '@testing-library/react';
import type { BreathingGame } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announced, button, press, progress, renderGame, waitForFinish } from './game-test-utils.tsx';

const BREATHING: BreathingGame = {
  type: 'breathing',
  instructions: 'Breathe slowly with the circle.',
  cycles: 2,
  inhale_seconds: 4,
  hold_seconds: 2,
  exhale_seconds: 5,
};
/** One breath: 4 + 2 + 5 seconds. */
const BREATH_MS = 11_000;

const circle = () => screen.getByTestId('breathing-circle');
/**
 * Lets `ms` pass in small steps, each in its own act(), so React renders (and the game schedules its
 * next second) between steps as it does in a browser.
 */
function tick(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    act(() => {
      vi.advanceTimersByTime(Math.min(100, left));
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('breathing', () => {
  it('waits for Start and does nothing before', () => {
    const { onFinish } = renderGame(BREATHING);
    expect(screen.getByText('Ready?')).toBeTruthy();
    expect(screen.getByText('In for 4 seconds, hold for 2, out for 5.')).toBeTruthy();
    expect(progress()).toBe('2 slow breaths to take');
    tick(60_000);
    expect(screen.getByText('Ready?')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('paces in, hold and out with a count, for exactly the configured seconds and cycles', () => {
    const { onFinish } = renderGame(BREATHING);
    press('Start');
    expect(screen.getByText('Breathe in')).toBeTruthy();
    expect(screen.getByLabelText('4 seconds left')).toBeTruthy();
    expect(circle().dataset.phase).toBe('in');
    expect(progress()).toBe('Breath 1 of 2');
    expect(announced()).toBe('Breath 1 of 2. Breathe in');
    // The same button now pauses, so focus is not lost.
    expect(document.activeElement).toBe(button('Pause'));

    tick(1000);
    expect(screen.getByLabelText('3 seconds left')).toBeTruthy();
    tick(2999);
    expect(circle().dataset.phase).toBe('in');
    tick(1);
    expect(circle().dataset.phase).toBe('hold');
    expect(screen.getByText('Hold')).toBeTruthy();
    expect(announced()).toBe('Hold for 2 seconds');
    tick(2000);
    expect(circle().dataset.phase).toBe('out');
    expect(screen.getByText('Breathe out')).toBeTruthy();
    tick(5000);
    expect(progress()).toBe('Breath 2 of 2');
    expect(circle().dataset.phase).toBe('in');
    expect(announced()).toBe('Breath 2 of 2. Breathe in');

    tick(BREATH_MS - 1);
    expect(screen.queryByRole('heading', { name: 'All done!' })).toBeNull();
    tick(1);
    expect(screen.getByRole('heading', { name: 'All done!' })).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    waitForFinish();
    expect(onFinish).toHaveBeenCalledExactlyOnceWith({ score: 100 });
  });

  it('a pause stops the clock, keeping the part of the second already gone', () => {
    const { onFinish } = renderGame(BREATHING);
    press('Start');
    tick(1500);
    press('Pause');
    expect(screen.getByText('Paused')).toBeTruthy();
    tick(60_000);
    expect(screen.getByLabelText('3 seconds left')).toBeTruthy();
    press('Keep going');
    tick(499);
    expect(screen.getByLabelText('3 seconds left')).toBeTruthy();
    tick(1);
    expect(screen.getByLabelText('2 seconds left')).toBeTruthy();
    // 1.5 s before the pause and 0.5 s after: 2 s of the 22 s are done, whatever the pause lasted.
    tick(2 * BREATH_MS - 2000 - 1);
    expect(screen.queryByRole('heading', { name: 'All done!' })).toBeNull();
    tick(1);
    waitForFinish();
    expect(onFinish).toHaveBeenCalledExactlyOnceWith({ score: 100 });
  });

  it('leaves out a hold of 0 seconds', () => {
    renderGame({ ...BREATHING, hold_seconds: 0, cycles: 1 });
    expect(screen.getByText('In for 4 seconds, out for 5.')).toBeTruthy();
    press('Start');
    tick(4000);
    expect(circle().dataset.phase).toBe('out');
  });

  it('"Stop here" after a full breath finishes with the breaths done so far', () => {
    const { onFinish } = renderGame({ ...BREATHING, cycles: 4 });
    press('Start');
    expect(screen.queryByRole('button', { name: 'Stop here' })).toBeNull();
    tick(BREATH_MS);
    press('Stop here');
    expect(screen.getByRole('heading', { name: 'All done!' })).toBeTruthy();
    waitForFinish();
    expect(onFinish).toHaveBeenCalledExactlyOnceWith({ score: 25 });
  });
});
