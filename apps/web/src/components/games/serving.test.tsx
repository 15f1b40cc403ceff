import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
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

/** A fake API: the opening ranking, and the ranking after each item's first try. */
function fakeServing(opening: string[], after: Record<string, string[]>) {
  const answers: [string, string][] = [];
  const serving: GameServing = {
    start: vi.fn(async () => opening),
    answer: vi.fn(async (item: string, answer: string) => {
      answers.push([item, answer]);
      return after[item] ?? [];
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
    const { serving, answers } = fakeServing(['2', '0', '1'], { '2': ['0', '1'], '0': ['1'] });
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
    const { serving, answers } = fakeServing(['thank', 'push', 'share'], {
      thank: ['push', 'share'],
      push: ['share'],
    });
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
  it("reports each feeling's first try once (the face's pair), not the last pair's", async () => {
    const { serving, answers } = fakeServing([], {});
    play(MATCH, serving);
    press('happy');
    press('crying face');
    press('smiling face');
    press('sad');
    press('crying face');
    expect(await screen.findByRole('heading', { name: 'All done!' })).toBeTruthy();
    // Sad was the only pair left, matched by elimination: it tells nothing, so it is not reported.
    expect(answers).toEqual([['h', 's']]);
  });
});

// Six pairs: more than the board holds (4), so two rounds of three, each round's pairs the front of
// the API's latest ranking (decision 052, amended). Eight pairs: three rounds (3, 3, 2).
const BIG_MATCH = GameConfig.parse({
  type: 'match',
  instructions: 'Match each feeling to a face.',
  pairs: [
    { id: 'a', feeling: 'Happy', face: '😀', face_label: 'smiling face' },
    { id: 'b', feeling: 'Sad', face: '😢', face_label: 'crying face' },
    { id: 'c', feeling: 'Scared', face: '😨', face_label: 'fearful face' },
    { id: 'd', feeling: 'Angry', face: '😠', face_label: 'angry face' },
    { id: 'e', feeling: 'Calm', face: '😌', face_label: 'relaxed face' },
    { id: 'f', feeling: 'Proud', face: '🥲', face_label: 'proud face' },
  ],
});
const EIGHT = GameConfig.parse({
  ...BIG_MATCH,
  pairs: [
    ...(BIG_MATCH.type === 'match' ? BIG_MATCH.pairs : []),
    { id: 'g', feeling: 'Shy', face: '🫣', face_label: 'peeking face' },
    { id: 'h', feeling: 'Silly', face: '🤪', face_label: 'zany face' },
  ],
});
const feelings = () =>
  [...screen.getByRole('group', { name: 'Feelings' }).querySelectorAll('button')].map((b) => b.textContent);
/** Matches each feeling with its face, in order (first tries right). */
const matchPairs = (pairs: readonly (readonly [string, string])[]) => {
  for (const [feeling, face] of pairs) {
    press(feeling);
    press(face);
  }
};

describe('a match game with more pairs than its board, served by the API', () => {
  it("opens with the API's front pairs and fills the next round from the ranking after the last first try", async () => {
    const { serving, answers } = fakeServing(['c', 'b', 'e', 'd', 'a', 'f'], {
      c: ['b', 'e', 'd', 'a', 'f'],
      // After the last first try of round 1 (Calm is then matched by elimination, unreported), the
      // API puts f before a and d.
      b: ['e', 'f', 'a', 'd'],
      f: ['a', 'd'],
    });
    play(BIG_MATCH, serving);
    expect(screen.getByText('Getting your pairs ready…')).toBeTruthy();
    await screen.findByText('Round 1 of 2');
    expect(feelings()).toEqual(['Scared', 'Sad', 'Calm']);
    expect(screen.queryByRole('button', { name: 'Happy' })).toBeNull();
    press('Scared');
    press('crying face');
    press('fearful face');
    press('Sad');
    press('crying face');
    press('relaxed face');
    press('Calm');
    await screen.findByText('Round 2 of 2');
    expect(feelings()).toEqual(['Proud', 'Happy', 'Angry']);
    expect(progress()).toBe('3 of 6 pairs matched');
    // Focus moves to the new round's first feeling, so a keyboard player goes straight on.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Proud' }));
    expect(screen.getByRole('heading', { name: 'Matched in earlier rounds' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Round 2 of 2. New feelings: Proud, Happy, Angry.',
    );
    // Each feeling's first try is reported once; the later right try at Scared is not, nor Calm,
    // the round's last pair.
    expect(answers).toEqual([
      ['c', 'b'],
      ['b', 'b'],
    ]);
    press('Proud');
    press('proud face');
    press('Happy');
    press('smiling face');
    press('angry face');
    press('Angry');
    expect(await screen.findByRole('heading', { name: 'All done!' })).toBeTruthy();
    expect(answers.map(([item]) => item)).toEqual(['c', 'b', 'f', 'a']);
  });

  it("keeps the author's order when the API fails, and never stops the child", async () => {
    const serving: GameServing = {
      start: vi.fn(async () => {
        throw new Error('offline');
      }),
      answer: vi.fn(async () => {
        throw new Error('offline');
      }),
    };
    play(BIG_MATCH, serving);
    await screen.findByText('Round 1 of 2');
    expect(feelings()).toEqual(['Happy', 'Sad', 'Scared']);
    matchPairs([
      ['Happy', 'smiling face'],
      ['Sad', 'crying face'],
      ['Scared', 'fearful face'],
    ]);
    await screen.findByText('Round 2 of 2');
    expect(feelings()).toEqual(['Angry', 'Calm', 'Proud']);
  });

  it("waits at most a moment for a slow API, then plays in the author's order", async () => {
    const never = new Promise<string[]>(() => {});
    const serving: GameServing = { start: vi.fn(() => never), answer: vi.fn(() => never) };
    play(BIG_MATCH, serving);
    expect(screen.getByText('Getting your pairs ready…')).toBeTruthy();
    await screen.findByText('Round 1 of 2', undefined, { timeout: 3000 });
    expect(feelings()).toEqual(['Happy', 'Sad', 'Scared']);
    matchPairs([
      ['Happy', 'smiling face'],
      ['Sad', 'crying face'],
      ['Scared', 'fearful face'],
    ]);
    // The last answer's ranking never comes: after the wait the next round is the author's.
    expect(screen.getByText(/getting new pairs ready/)).toBeTruthy();
    await screen.findByText('Round 2 of 2', undefined, { timeout: 3000 });
    expect(feelings()).toEqual(['Angry', 'Calm', 'Proud']);
  });

  it('chooses the second round of an 8-pair game from what the first round showed (3 of 5 left)', async () => {
    const { serving } = fakeServing(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], {
      a: ['b', 'c', 'd', 'e', 'f', 'g', 'h'],
      // The child found round 1 hard: the API puts the pairs it now aims at first (c, still on the
      // board, is then matched by elimination).
      b: ['c', 'h', 'e', 'g', 'd', 'f'],
      h: ['e', 'g', 'd', 'f'],
      e: ['f', 'g', 'd'],
    });
    play(EIGHT, serving);
    await screen.findByText('Round 1 of 3');
    expect(feelings()).toEqual(['Happy', 'Sad', 'Scared']);
    matchPairs([
      ['Happy', 'smiling face'],
      ['Sad', 'crying face'],
      ['Scared', 'fearful face'],
    ]);
    await screen.findByText('Round 2 of 3');
    // Not the author's next three (Angry, Calm, Proud): the front of the newest ranking.
    expect(feelings()).toEqual(['Silly', 'Calm', 'Shy']);
    matchPairs([
      ['Silly', 'zany face'],
      ['Calm', 'relaxed face'],
      ['Shy', 'peeking face'],
    ]);
    await screen.findByText('Round 3 of 3');
    expect(feelings()).toEqual(['Proud', 'Angry']);
    expect(progress()).toBe('6 of 8 pairs matched');
  });
});
