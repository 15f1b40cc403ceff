import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GameConfig } from '@ye/contracts/games';
import { expect, vi } from 'vitest';
import { theme } from '../../theme/theme.ts';
import { FINISH_DELAY_MS, GamePlayer } from './game-player.tsx';

// Helpers for the game tests: render a game and drive it the way a keyboard does.

/** Renders <GamePlayer> with a configuration checked by the real schema, and a spy for onFinish. */
export function renderGame(config: GameConfig) {
  const parsed = GameConfig.parse(config);
  const onFinish = vi.fn();
  const view = render(
    <ThemeProvider theme={theme}>
      <GamePlayer config={parsed} onFinish={onFinish} />
    </ThemeProvider>,
  );
  return { ...view, onFinish };
}

export const button = (name: string) => screen.getByRole('button', { name });

/**
 * What Tab then Enter (or Space) does on a button: it must be reachable by Tab (not disabled, not
 * tabindex -1), it takes focus, and the browser turns the key into a click. jsdom does not turn keys
 * into clicks, so the click is sent here.
 */
export function press(name: string | HTMLElement) {
  const el = typeof name === 'string' ? button(name) : name;
  expect(el.tabIndex).toBeGreaterThanOrEqual(0);
  expect((el as HTMLButtonElement).disabled).toBeFalsy();
  act(() => el.focus());
  fireEvent.keyDown(el, { key: 'Enter' });
  fireEvent.click(el);
  fireEvent.keyUp(el, { key: 'Enter' });
}

/** An arrow key on the focused element. */
export function arrow(key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'End') {
  fireEvent.keyDown(document.activeElement as HTMLElement, { key });
}

/** The words of the progress bar ("Question 2 of 3"). */
export const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuetext');

/** The accessible description of an element (what aria-describedby points at). */
export function description(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Whether `text` is shown on screen (besides being announced in the live region). */
export function shown(text: string): boolean {
  return screen.queryAllByText(text).some((el) => !el.closest('[role="status"]'));
}

/** The polite live region's words. */
export const announced = () => screen.getByRole('status').textContent ?? '';

/** Lets the "All done!" moment pass (fake timers must be on). */
export function waitForFinish() {
  act(() => {
    vi.advanceTimersByTime(FINISH_DELAY_MS);
  });
}

/** Installs a fake speech synthesis so the read-aloud buttons show. */
export function installSpeech() {
  class Utterance {
    text: string;
    lang = '';
    rate = 1;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const spoken: string[] = [];
  vi.stubGlobal('speechSynthesis', { speak: (u: Utterance) => spoken.push(u.text), cancel: () => {} });
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return spoken;
}
