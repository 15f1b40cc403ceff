import { fireEvent } from '@testing-library/react';
import { type BreathingGame, GameConfig } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breathingLength, spokenDuration } from './breathing-form.tsx';
import { defaultGameConfig } from './defaults.ts';
import {
  form,
  helperOf,
  PREVIEW_WAITING,
  preview,
  renderEditor,
  settle,
  typeNumber,
} from './editor-test-utils.tsx';

const breathing = () => defaultGameConfig('breathing') as BreathingGame;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BreathingForm', () => {
  it('edits the breaths and seconds and says how long the exercise lasts', () => {
    const { latest } = renderEditor(breathing());
    expect(
      form().getByText('The exercise lasts 30 seconds in total: 3 breaths of 10 seconds each.'),
    ).toBeTruthy();
    typeNumber('Number of breaths', '6');
    typeNumber('Breathe in (seconds)', '5');
    typeNumber('Hold (seconds)', '0');
    typeNumber('Breathe out (seconds)', '7');
    expect(latest()).toMatchObject({ cycles: 6, inhale_seconds: 5, hold_seconds: 0, exhale_seconds: 7 });
    expect(GameConfig.safeParse(latest()).success).toBe(true);
    expect(
      form().getByText('The exercise lasts 1 minute 12 seconds in total: 6 breaths of 12 seconds each.'),
    ).toBeTruthy();
  });

  it('gives each number field the schema’s range', () => {
    renderEditor(breathing());
    const range = (name: string) => {
      const field = form().getByRole('spinbutton', { name });
      return [field.getAttribute('min'), field.getAttribute('max')];
    };
    expect(range('Number of breaths')).toEqual(['1', '10']);
    expect(range('Breathe in (seconds)')).toEqual(['2', '8']);
    expect(range('Hold (seconds)')).toEqual(['0', '8']);
    expect(range('Breathe out (seconds)')).toEqual(['2', '10']);
  });

  it('says what is wrong with a number out of range or not whole, and the preview waits', () => {
    const { latest } = renderEditor(breathing());
    const inhale = typeNumber('Breathe in (seconds)', '9');
    expect(helperOf(inhale)).toBe('Choose a whole number from 2 to 8.');
    expect(form().getByText('The total length shows once every number is in range.')).toBeTruthy();
    settle();
    expect(preview().getByText(PREVIEW_WAITING)).toBeTruthy();
    typeNumber('Breathe in (seconds)', '2.5');
    expect(helperOf(inhale)).toBe('Choose a whole number from 2 to 8.');
    typeNumber('Breathe in (seconds)', '3');
    expect(latest().inhale_seconds).toBe(3);
    expect(inhale.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps an emptied number box empty (not 0) and asks for it once left', () => {
    const { latest } = renderEditor(breathing());
    const cycles = form().getByRole('spinbutton', { name: 'Number of breaths' }) as HTMLInputElement;
    fireEvent.change(cycles, { target: { value: '' } });
    expect(cycles.value).toBe('');
    expect(Number.isNaN(latest().cycles)).toBe(true);
    expect(cycles.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(cycles);
    expect(helperOf(cycles)).toBe('Choose a whole number from 1 to 10.');
  });

  it('spells out durations', () => {
    expect(spokenDuration(45)).toBe('45 seconds');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
    expect(spokenDuration(200)).toBe('3 minutes 20 seconds');
    expect(breathingLength({ ...breathing(), cycles: 11 })).toBeNull();
  });
});
