import { fireEvent } from '@testing-library/react';
import { type AffirmationGame, GameConfig } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultGameConfig } from './defaults.ts';
import {
  click,
  form,
  helperOf,
  PREVIEW_WAITING,
  preview,
  renderEditor,
  settle,
  typeInto,
  typeNumber,
} from './editor-test-utils.tsx';

const affirmation = () => defaultGameConfig('affirmation') as AffirmationGame;
const disabled = (name: string) => (form().getByRole('button', { name }) as HTMLButtonElement).disabled;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AffirmationForm', () => {
  it('edits starters, words and how many sentences to build', () => {
    const { latest } = renderEditor(affirmation());
    typeInto('Starter 2', 'I like');
    typeInto('Word 3', 'funny');
    typeNumber('Sentences to build', '3');
    expect(latest()).toMatchObject({
      starters: ['I am', 'I like'],
      words: ['brave', 'kind', 'funny', 'try again', 'learn new things'],
      sentences_required: 3,
    });
    expect(GameConfig.safeParse(latest()).success).toBe(true);
  });

  it('keeps 1 to 4 starters', () => {
    const { latest } = renderEditor(affirmation());
    click('Add starter');
    expect(form().getByRole('textbox', { name: 'Starter 3' })).toBe(document.activeElement);
    click('Add starter');
    expect(latest().starters).toHaveLength(4);
    expect(disabled('Add starter')).toBe(true);
    for (const n of [4, 3, 2]) click(`Remove starter ${n}`);
    expect(latest().starters).toEqual(['I am']);
    expect(disabled('Remove starter 1')).toBe(true);
  });

  it('keeps 3 to 16 words', () => {
    const { latest } = renderEditor({ ...affirmation(), words: ['a', 'b', 'c'] });
    expect(disabled('Remove word 1')).toBe(true);
    for (let i = 4; i <= 16; i++) click('Add word');
    expect(latest().words).toHaveLength(16);
    expect(disabled('Add word')).toBe(true);
    click('Remove word 16');
    expect(latest().words).toHaveLength(15);
    expect(disabled('Add word')).toBe(false);
  });

  it('refuses a sentence count out of range, in plain words, and the preview waits', () => {
    const { latest } = renderEditor(affirmation());
    const field = typeNumber('Sentences to build', '6');
    expect(latest().sentences_required).toBe(6);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(field)).toBe('Choose a whole number from 1 to 5.');
    settle();
    expect(preview().getByText(PREVIEW_WAITING)).toBeTruthy();
    fireEvent.change(field, { target: { value: '5' } });
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });
});
