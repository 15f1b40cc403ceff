import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { GameConfig } from '@ye/contracts/games';
import { useState } from 'react';
import { vi } from 'vitest';
import { theme } from '../../../../theme/theme.ts';
import { GameEditor } from './game-editor.tsx';
import { PREVIEW_DELAY_MS } from './game-preview.tsx';

// Renders <GameEditor> the way the lesson editor does: it holds the value and passes every change back.

function Host({ initial, onChange }: { initial: GameConfig; onChange: (value: GameConfig) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <GameEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

export function renderEditor<C extends GameConfig>(initial: C) {
  const onChange = vi.fn<(value: GameConfig) => void>();
  const view = render(
    <ThemeProvider theme={theme}>
      <Host initial={initial} onChange={onChange} />
    </ThemeProvider>,
  );
  /** The config as the host holds it now. */
  const latest = () => (onChange.mock.lastCall?.[0] ?? initial) as C;
  return { ...view, onChange, latest };
}

/** The editor's form (not the preview). */
export const form = () => within(screen.getByRole('region', { name: /settings$/ }));
/** The preview section. */
export const preview = () => within(screen.getByRole('region', { name: 'Preview' }));

/** Types into the text field named `name` (inside `scope`, the form by default). */
export function typeInto(name: string, text: string, scope = form()) {
  const field = scope.getByRole('textbox', { name }) as HTMLInputElement;
  fireEvent.change(field, { target: { value: text } });
  return field;
}

/** Types into a number field and leaves it. */
export function typeNumber(name: string, text: string) {
  const field = form().getByRole('spinbutton', { name }) as HTMLInputElement;
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
  return field;
}

export const click = (name: string | RegExp, scope = form()) =>
  fireEvent.click(scope.getByRole('button', { name }));

/** Lets the preview's pause pass (fake timers must be on). */
export function settle() {
  act(() => {
    vi.advanceTimersByTime(PREVIEW_DELAY_MS);
  });
}

/** The text of the helper or error under a field (MUI links it with aria-describedby). */
export function helperOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export const PREVIEW_WAITING = 'The preview appears when every field is filled in.';
