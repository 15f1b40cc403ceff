import { act, screen } from '@testing-library/react';
import type { SortGame } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announced,
  arrow,
  button,
  description,
  press,
  progress,
  renderGame,
  waitForFinish,
} from './game-test-utils.tsx';

const SORT: SortGame = {
  type: 'sort',
  instructions: 'Is it a kind thing to do, or an unkind thing? Put each card in its group.',
  groups: [
    { id: 'kind', label: 'Kind' },
    { id: 'unkind', label: 'Unkind' },
  ],
  items: [
    { id: 'share', label: 'Sharing your crayons', group: 'kind' },
    { id: 'tease', label: 'Teasing someone', group: 'unkind' },
    { id: 'thank', label: 'Saying thank you', group: 'kind' },
    { id: 'push', label: 'Pushing in line', group: 'unkind' },
  ],
};
const groupOf = Object.fromEntries(SORT.items.map((i) => [i.label, i.group === 'kind' ? 'Kind' : 'Unkind']));

/** The card that is picked now (aria-pressed). */
function pickedCard(): string {
  const picked = SORT.items
    .map((item) => item.label)
    .filter((label) => screen.queryByRole('button', { name: label, pressed: true }));
  expect(picked).toHaveLength(1);
  return picked[0] as string;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sort', () => {
  it('shows every card, the groups as buttons, and one card picked to start with', () => {
    renderGame(SORT);
    expect(screen.getByText(SORT.instructions)).toBeTruthy();
    for (const item of SORT.items) expect(button(item.label)).toBeTruthy();
    expect(button('Kind')).toBeTruthy();
    expect(button('Unkind')).toBeTruthy();
    expect(progress()).toBe('0 of 4 sorted');
    const picked = pickedCard();
    expect(screen.getByRole('heading', { name: `Where does “${picked}” go?` })).toBeTruthy();
  });

  it('bounces a card put in the wrong group back with a gentle hint, and the card must still be sorted', () => {
    renderGame(SORT);
    const picked = pickedCard();
    const wrong = groupOf[picked] === 'Kind' ? 'Unkind' : 'Kind';
    press(wrong);
    expect(screen.getByText("Nice try! Let's look again.")).toBeTruthy();
    expect(announced()).toContain("Nice try! Let's look again.");
    expect(document.body.textContent).not.toMatch(/wrong|incorrect/i);
    // Still to sort, still picked; the tried group says so in words.
    expect(pickedCard()).toBe(picked);
    expect(progress()).toBe('0 of 4 sorted');
    expect(button(wrong).getAttribute('aria-disabled')).toBe('true');
    expect(description(button(wrong))).toBe('Not this one');

    press(groupOf[picked] as string);
    expect(progress()).toBe('1 of 4 sorted');
    expect(screen.getByRole('list', { name: `In ${groupOf[picked]}` }).textContent).toContain(picked);
    expect(screen.queryByRole('button', { name: picked })).toBeNull();
  });

  it('lets the child pick another card by pressing it', () => {
    renderGame(SORT);
    const other = SORT.items.map((i) => i.label).find((l) => l !== pickedCard()) as string;
    press(other);
    expect(pickedCard()).toBe(other);
    expect(button(other).getAttribute('aria-pressed')).toBe('true');
  });

  it('played with the keyboard only: one Enter per card on its group; first tries score', () => {
    const { onFinish } = renderGame(SORT);
    // The first card goes to the wrong group once; every other card is right at once.
    let first = true;
    for (let i = 0; i < SORT.items.length; i++) {
      const picked = pickedCard();
      const right = groupOf[picked] as string;
      if (first) {
        press(right === 'Kind' ? 'Unkind' : 'Kind');
        first = false;
      }
      press(right);
    }
    expect(screen.getByRole('heading', { name: 'All done!' })).toBeTruthy();
    waitForFinish();
    expect(onFinish).toHaveBeenCalledExactlyOnceWith({ score: 75 });
  });

  it('moves between the group buttons with the arrow keys', () => {
    renderGame(SORT);
    act(() => button('Kind').focus());
    arrow('ArrowRight');
    expect(document.activeElement).toBe(button('Unkind'));
    arrow('ArrowRight');
    expect(document.activeElement).toBe(button('Kind'));
  });
});
