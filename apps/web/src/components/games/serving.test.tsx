import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import { GameConfig } from '@ye/contracts/games';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme.ts';
import { GamePlayer } from './game-player.tsx';
import { press, progress } from './game-test-utils.tsx';
import type { GameServing } from './types.ts';

// Adaptive serving (decision 052) from the game's side: the API names the next question or card,
// each first try is reported once, and a failing API leaves the author's order.

const QUIZ = GameConfig.parse({
  type: 'quiz',
  instructions: 'Pick the kind answer.',
  questions: [
    { prompt: 'First: which is kind?', options: ['Sharing', 'Shoving'], answer: 0 },
    { prompt: 'Second: which is kind?', options: ['Teasing', 'Helping'], answer: 1 },
    { prompt: 'Third: which is kind?', options: ['Thanking', 'Ignoring'], answer: 0 },
  ],
});
const SORT = GameConfig.parse({
  type: 'sort',
  instructions: 'Sort the cards.',
  groups: [
    { id: 'kind', label: 'Kind' },
    { id: 'unkind', label: 'Unkind' },
  ],
  items: [
    { id: 'share', label: 'Sharing a snack', group: 'kind' },
    { id: 'push', label: 'Pushing in', group: 'unkind' },
    { id: 'thank', label: 'Saying thank you', group: 'kind' },
  ],
});
const MATCH = GameConfig.parse({
  type: 'match',
  instructions: 'Match each feeling to a face.',
  pairs: [
    { id: 'h', feeling: 'happy', face: '😀', face_label: 'smiling face' },
    { id: 's', feeling: 'sad', face: '😢', face_label: 'crying face' },
  ],
});

function fakeServing(first: string | null, nextAfter: Record<string, string | null>) {
  const answers: [string, string][] = [];
  const serving: GameServing = {
    start: vi.fn(async () => first),
    answer: vi.fn(async (item: string, answer: string) => {
      answers.push([item, answer]);
      return nextAfter[item] ?? null;
    }),
  };
  return { serving, answers };
}

function play(config: GameConfig, serving: GameServing) {
  return render(
    <ThemeProvider theme={theme}>
      <GamePlayer config={config} onFinish={vi.fn()} serving={serving} />
    </ThemeProvider>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { name });

describe('a quiz served by the API', () => {
  it('waits for the first question, then asks them in the order the API names', async () => {
    const { serving, answers } = fakeServing('2', { '2': '0', '0': '1' });
    play(QUIZ, serving);
    expect(screen.getByText('Getting your first question ready…')).toBeTruthy();
    await heading('Third: which is kind?');
    expect(progress()).toBe('Question 1 of 3');
    press('Ignoring');
    press('Thanking');
    press('Next');
    await heading('First: which is kind?');
    expect(progress()).toBe('Question 2 of 3');
    press('Sharing');
    press('Next');
    await heading('Second: which is kind?');
    // Only first tries are reported, as the game names them: a question's position, an option's.
    expect(answers).toEqual([
      ['2', '1'],
      ['0', '0'],
    ]);
    expect(serving.start).toHaveBeenCalledTimes(1);
  });

  it('keeps the author’s order when the API fails', async () => {
    const serving: GameServing = {
      start: vi.fn(async () => {
        throw new Error('offline');
      }),
      answer: vi.fn(async () => {
        throw new Error('offline');
      }),
    };
    play(QUIZ, serving);
    await heading('First: which is kind?');
    press('Sharing');
    press('Next');
    await heading('Second: which is kind?');
  });
});

describe('a sort game served by the API', () => {
  it('picks the card the API names, first and after each right placement', async () => {
    const { serving, answers } = fakeServing('thank', { thank: 'push', push: 'share' });
    play(SORT, serving);
    await heading('Where does “Saying thank you” go?');
    press('Kind');
    await heading('Where does “Pushing in” go?');
    press('Kind');
    press('Unkind');
    await heading('Where does “Sharing a snack” go?');
    expect(progress()).toBe('2 of 3 sorted');
    expect(answers).toEqual([
      ['thank', 'kind'],
      ['push', 'kind'],
    ]);
  });
});

describe('a match game served by the API', () => {
  it("reports each feeling's first try once: the face's pair", async () => {
    const { serving, answers } = fakeServing(null, {});
    play(MATCH, serving);
    press('happy');
    press('crying face');
    press('smiling face');
    press('sad');
    press('crying face');
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(answers).toEqual([
      ['h', 's'],
      ['s', 's'],
    ]);
    expect(await screen.findByRole('heading', { name: 'All done!' })).toBeTruthy();
  });
});
