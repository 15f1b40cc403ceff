import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { GAME_TYPE_LABELS, GAME_TYPES, type QuizGame } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINISH_DELAY_MS } from '../../../../components/games/game-player.tsx';
import { theme } from '../../../../theme/theme.ts';
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
} from './editor-test-utils.tsx';
import GameEditorDefault, { GameEditor } from './game-editor.tsx';

const quiz = () => defaultGameConfig('quiz') as QuizGame;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GameEditor', () => {
  it('shows the form of each game type with a playable preview of its starter', () => {
    expect(GameEditorDefault).toBe(GameEditor);
    for (const type of GAME_TYPES) {
      const config = defaultGameConfig(type);
      renderEditor(config);
      expect(screen.getByRole('heading', { name: `${GAME_TYPE_LABELS[type]} settings` })).toBeTruthy();
      expect(preview().getByText(config.instructions)).toBeTruthy();
      expect(preview().getByRole('progressbar')).toBeTruthy();
      expect(screen.queryByText(PREVIEW_WAITING)).toBeNull();
      cleanup();
    }
  });

  it('plays the preview to the end and shows the score, without saving anything', () => {
    const { onChange } = renderEditor(quiz());
    fireEvent.click(preview().getByRole('button', { name: 'Ask them if they are okay' }));
    fireEvent.click(preview().getByRole('button', { name: 'Next' }));
    expect(preview().getByRole('heading', { name: 'All done!' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(FINISH_DELAY_MS);
    });
    expect(preview().getByText(/^Finished with score 100\./)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    click('Restart preview', preview());
    expect(preview().queryByText(/^Finished with score/)).toBeNull();
    expect(preview().getByRole('button', { name: 'Ask them if they are okay' })).toBeTruthy();
  });

  it('restarts the preview with the new config once typing pauses', () => {
    renderEditor(quiz());
    fireEvent.click(preview().getByRole('button', { name: 'Ask them if they are okay' }));
    expect(preview().getByRole('button', { name: 'Next' })).toBeTruthy();
    typeInto('Instructions for children', 'Choose the kind answer.');
    // Still the game in progress while the instructor is typing...
    expect(preview().getByRole('button', { name: 'Next' })).toBeTruthy();
    settle();
    // ...then a fresh game with the new words.
    expect(preview().getByText('Choose the kind answer.')).toBeTruthy();
    expect(preview().queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('hides the preview while the config is not valid, and shows what is missing on request', () => {
    const { latest } = renderEditor(quiz());
    click('Add question');
    settle();
    expect(preview().getByText(PREVIEW_WAITING)).toBeTruthy();
    expect(preview().queryByRole('progressbar')).toBeNull();
    // The new, empty question does not shout before the instructor has been there.
    const prompt = form().getAllByRole('textbox', { name: 'Question' })[1] as HTMLElement;
    expect(prompt.getAttribute('aria-invalid')).toBe('false');

    click('Show what is missing', preview());
    expect(prompt.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(prompt)).toBe('Write the question.');
    expect(document.activeElement).toBe(prompt);
    const option = form().getAllByRole('textbox', { name: 'Option 1' })[1] as HTMLElement;
    expect(helperOf(option)).toBe('Write this option, or remove it.');

    typeInto(
      'Question',
      'Is it okay to ask for help?',
      within(form().getByRole('group', { name: /^Question 2/ })),
    );
    expect(latest().questions[1]?.prompt).toBe('Is it okay to ask for help?');
  });

  it('starts afresh when the host switches to another game type', () => {
    const onChange = vi.fn();
    const view = render(
      <ThemeProvider theme={theme}>
        <GameEditor value={quiz()} onChange={onChange} />
      </ThemeProvider>,
    );
    view.rerender(
      <ThemeProvider theme={theme}>
        <GameEditor value={defaultGameConfig('breathing')} onChange={onChange} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Breathing exercise settings' })).toBeTruthy();
    expect(form().getByRole('spinbutton', { name: 'Number of breaths' })).toBeTruthy();
    expect(preview().getByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
