import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { GAME_TYPES, type GameConfig } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme.ts';
import GamePlayerDefault, { FINISH_DELAY_MS, GamePlayer } from './game-player.tsx';
import { button, press, renderGame } from './game-test-utils.tsx';

const CONFIGS: Record<(typeof GAME_TYPES)[number], GameConfig> = {
  quiz: {
    type: 'quiz',
    instructions: 'Answer the question.',
    questions: [{ prompt: 'Is kindness good?', options: ['Yes', 'No'], answer: 0 }],
  },
  sort: {
    type: 'sort',
    instructions: 'Sort the cards.',
    groups: [
      { id: 'a', label: 'Calm' },
      { id: 'b', label: 'Busy' },
    ],
    items: [
      { id: '1', label: 'Reading', group: 'a' },
      { id: '2', label: 'Running', group: 'b' },
    ],
  },
  match: {
    type: 'match',
    instructions: 'Match the pairs.',
    pairs: [
      { id: 'h', feeling: 'Happy', face: '😀', face_label: 'Smiling face' },
      { id: 's', feeling: 'Sad', face: '😢', face_label: 'Crying face' },
    ],
  },
  affirmation: {
    type: 'affirmation',
    instructions: 'Build a sentence.',
    starters: ['I am'],
    words: ['kind', 'brave', 'funny'],
    sentences_required: 1,
  },
  breathing: {
    type: 'breathing',
    instructions: 'Breathe with the circle.',
    cycles: 1,
    inhale_seconds: 2,
    hold_seconds: 0,
    exhale_seconds: 2,
  },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GamePlayer', () => {
  it('plays every game type from its configuration, with the instructions above it', () => {
    expect(GamePlayerDefault).toBe(GamePlayer);
    for (const type of GAME_TYPES) {
      const config = CONFIGS[type];
      renderGame(config);
      expect(screen.getByText(config.instructions)).toBeTruthy();
      expect(screen.getByRole('progressbar')).toBeTruthy();
      cleanup();
    }
  });

  it('starts a fresh game when the configuration changes', () => {
    const onFinish = vi.fn();
    const view = render(
      <ThemeProvider theme={theme}>
        <GamePlayer config={CONFIGS.match} onFinish={onFinish} />
      </ThemeProvider>,
    );
    press('Happy');
    press('Smiling face');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 of 2 pairs matched');
    view.rerender(
      <ThemeProvider theme={theme}>
        <GamePlayer config={{ ...CONFIGS.match, instructions: 'Another mission.' }} onFinish={onFinish} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Another mission.')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('0 of 2 pairs matched');
  });

  it('reports once to the latest onFinish, even when the page re-renders with a new callback', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(
      <ThemeProvider theme={theme}>
        <GamePlayer config={CONFIGS.quiz} onFinish={first} />
      </ThemeProvider>,
    );
    press('Yes');
    press('Next');
    view.rerender(
      <ThemeProvider theme={theme}>
        <GamePlayer config={CONFIGS.quiz} onFinish={latest} />
      </ThemeProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(FINISH_DELAY_MS);
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledExactlyOnceWith({ score: 100 });
    // The "See my stars" button goes once the result is reported.
    expect(screen.queryByRole('button', { name: 'See my stars' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'All done!' })).toBeTruthy();
  });

  it('puts every card and group tile in the Tab order', () => {
    renderGame(CONFIGS.sort);
    for (const name of ['Reading', 'Running', 'Calm', 'Busy']) {
      expect(button(name).tabIndex).toBe(0);
    }
  });
});
