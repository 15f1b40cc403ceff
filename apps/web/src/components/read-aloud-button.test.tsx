import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReadAloudButton } from './read-aloud-button.tsx';

class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

function installSpeech() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken };
}

describe('read-aloud button', () => {
  it('is not shown when the browser cannot speak', () => {
    render(<ReadAloudButton text="Hello" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads the text, shows it is reading, and stops when pressed again', () => {
    const { synth, spoken } = installSpeech();
    render(<ReadAloudButton text="Pick the kind words." label="Read the question" />);
    const button = screen.getByRole('button', { name: 'Read the question' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    expect(synth.speak).toHaveBeenCalledTimes(1);
    expect(spoken[0]?.text).toBe('Pick the kind words.');
    expect(spoken[0]?.lang).toBe('en-US');
    const stop = screen.getByRole('button', { name: 'Stop reading' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');

    synth.cancel.mockClear();
    fireEvent.click(stop);
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Read the question' })).toBeTruthy();
  });

  it('goes back to "Read aloud" when the speech ends by itself', () => {
    const { spoken } = installSpeech();
    render(<ReadAloudButton text="Breathe in." />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    act(() => spoken[0]?.onend?.());
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });

  it('stops reading old words when the text changes or the button goes away, and only then', () => {
    const { synth } = installSpeech();
    const view = render(<ReadAloudButton text="Question one" />);
    view.rerender(<ReadAloudButton text="Question two" />);
    view.unmount();
    // Never spoke: must not silence another button's reading.
    expect(synth.cancel).not.toHaveBeenCalled();

    const again = render(<ReadAloudButton text="Question one" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    synth.cancel.mockClear();
    again.rerender(<ReadAloudButton text="Question two" />);
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy();
  });
});
