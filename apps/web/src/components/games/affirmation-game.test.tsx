import { screen } from '@testing-library/react';
import type { AffirmationGame } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announced,
  button,
  installSpeech,
  press,
  progress,
  renderGame,
  shown,
  waitForFinish,
} from './game-test-utils.tsx';

const AFFIRMATION: AffirmationGame = {
  type: 'affirmation',
  instructions: 'Build two kind sentences about yourself.',
  starters: ['I am', 'I can'],
  words: ['brave', 'kind', 'a good friend', 'try again', 'strong'],
  sentences_required: 2,
};

const sentence = () => screen.getByRole('heading', { name: 'My sentence' }).nextElementSibling?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('kind words builder', () => {
  it('shows the starters and words as toggle tiles and builds the sentence as they are picked', () => {
    renderGame(AFFIRMATION);
    expect(progress()).toBe('0 of 2 sentences made');
    expect(button('I am').getAttribute('aria-pressed')).toBe('false');
    expect(button('Add my sentence').getAttribute('aria-disabled')).toBe('true');

    press('I am');
    expect(button('I am').getAttribute('aria-pressed')).toBe('true');
    expect(sentence()).toBe('I am…');
    expect(button('Add my sentence').getAttribute('aria-disabled')).toBe('true');
    press('brave');
    expect(sentence()).toBe('I am brave.');
    expect(button('Add my sentence').getAttribute('aria-disabled')).toBeNull();
    press('kind');
    expect(sentence()).toBe('I am brave and kind.');
    expect(announced()).toBe('My sentence: I am brave and kind.');
    press('brave');
    expect(sentence()).toBe('I am kind.');
  });

  it('takes at most three words and says so kindly', () => {
    renderGame(AFFIRMATION);
    press('I am');
    for (const w of ['brave', 'kind', 'strong', 'a good friend']) press(w);
    expect(sentence()).toBe('I am brave, kind and strong.');
    expect(button('a good friend').getAttribute('aria-pressed')).toBe('false');
    expect(shown('Three words is the most. Take one out to pick another.')).toBe(true);
  });

  it('explains what is missing when "Add my sentence" is pressed too early; "Start again" clears', () => {
    const { onFinish } = renderGame(AFFIRMATION);
    press('Add my sentence');
    expect(shown('Pick a start first, like “I am”.')).toBe(true);
    press('I can');
    press('Add my sentence');
    expect(shown('Now pick at least one word.')).toBe(true);
    press('try again');
    press('Start again');
    expect(sentence()).toBe('Pick a start and some words.');
    expect(button('I can').getAttribute('aria-pressed')).toBe('false');
    expect(button('try again').getAttribute('aria-pressed')).toBe('false');
    expect(progress()).toBe('0 of 2 sentences made');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('played with the keyboard only: lists the sentences, reads them aloud, finishes after the number asked for', () => {
    const spoken = installSpeech();
    const { onFinish } = renderGame(AFFIRMATION);
    press('I am');
    press('brave');
    press('kind');
    press('Add my sentence');
    expect(progress()).toBe('1 of 2 sentences made');
    expect(screen.getByRole('list').textContent).toBe('I am brave and kind.');
    // The tiles are cleared for the next sentence.
    expect(button('I am').getAttribute('aria-pressed')).toBe('false');
    press('Read my sentences');
    expect(spoken).toContain('I am brave and kind.');

    // The same sentence twice does not count.
    press('I am');
    press('brave');
    press('kind');
    press('Add my sentence');
    expect(shown('You already have that sentence. Try some other words!')).toBe(true);
    expect(progress()).toBe('1 of 2 sentences made');

    press('Start again');
    press('I can');
    press('try again');
    press('Add my sentence');
    expect(screen.getByRole('heading', { name: 'All done!' })).toBeTruthy();
    waitForFinish();
    expect(onFinish).toHaveBeenCalledExactlyOnceWith({ score: 100 });
  });
});
