import { fireEvent, within } from '@testing-library/react';
import { GameConfig, type MatchGame } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultGameConfig } from './defaults.ts';
import { click, form, helperOf, renderEditor, typeInto } from './editor-test-utils.tsx';

const match = () => defaultGameConfig('match') as MatchGame;
const pair = (n: number) => within(form().getByRole('group', { name: new RegExp(`^Pair ${n}`) }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MatchForm', () => {
  it('edits the feeling word, the face and what the face shows', () => {
    const { latest } = renderEditor(match());
    typeInto('Feeling word', 'Proud', pair(2));
    typeInto('Face emoji', '🥹', pair(2));
    typeInto('What the face shows, in words', 'a face holding back happy tears', pair(2));
    expect(latest().pairs[1]).toEqual({
      id: 'sad',
      feeling: 'Proud',
      face: '🥹',
      face_label: 'a face holding back happy tears',
    });
    expect(GameConfig.safeParse(latest()).success).toBe(true);
  });

  it('adds pairs with their own ids up to 8 and keeps at least 2', () => {
    const { latest } = renderEditor(match());
    for (let i = 4; i <= 8; i++) click('Add pair');
    expect(latest().pairs).toHaveLength(8);
    expect(new Set(latest().pairs.map((p) => p.id)).size).toBe(8);
    expect(latest().pairs[7]).toEqual({
      id: expect.stringMatching(/^pair-/),
      feeling: '',
      face: '',
      face_label: '',
    });
    expect(pair(8).getByRole('textbox', { name: 'Feeling word' })).toBe(document.activeElement);
    expect((form().getByRole('button', { name: 'Add pair' }) as HTMLButtonElement).disabled).toBe(true);
    for (let i = 8; i > 2; i--) click(`Remove pair ${i}`);
    expect(latest().pairs.map((p) => p.id)).toEqual(['happy', 'sad']);
    expect((form().getByRole('button', { name: 'Remove pair 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a face description in plain words', () => {
    renderEditor(match());
    const field = typeInto('What the face shows, in words', '', pair(1));
    fireEvent.blur(field);
    expect(helperOf(field)).toBe('Say in words what the face shows, e.g. “a grinning face”.');
  });
});
