import { fireEvent, screen, within } from '@testing-library/react';
import { GameConfig, type QuizGame } from '@ye/contracts/games';
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
} from './editor-test-utils.tsx';

const quiz = () => defaultGameConfig('quiz') as QuizGame;
const question = (n: number) => within(form().getByRole('group', { name: new RegExp(`^Question ${n}`) }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('QuizForm', () => {
  it('edits the instructions, the question, the options, the right answer and the explanation', () => {
    const { latest } = renderEditor(quiz());
    typeInto('Instructions for children', 'Pick the kind answer.');
    typeInto('Question', 'What helps a friend?');
    typeInto('Option 2', 'Listen to them');
    fireEvent.click(question(1).getByRole('radio', { name: 'Option 2 is the right answer' }));
    typeInto('Explanation (optional)', 'Listening shows you care.');
    expect(latest()).toEqual({
      type: 'quiz',
      instructions: 'Pick the kind answer.',
      questions: [
        {
          prompt: 'What helps a friend?',
          options: ['Ask them if they are okay', 'Listen to them', 'Laugh at them'],
          answer: 1,
          explanation: 'Listening shows you care.',
        },
      ],
    });
    expect(GameConfig.safeParse(latest()).success).toBe(true);
  });

  it('keeps an option on one line, even when Enter or a pasted line break gets in', () => {
    const { latest } = renderEditor(quiz());
    const field = typeInto('Option 1', 'Ask them\nkindly');
    expect(latest().questions[0]?.options[0]).toBe('Ask them kindly');
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
  });

  it('leaves out an emptied explanation instead of saving an empty one', () => {
    const { latest } = renderEditor(quiz());
    typeInto('Explanation (optional)', '');
    expect(latest().questions[0]).not.toHaveProperty('explanation');
    expect(GameConfig.safeParse(latest()).success).toBe(true);
  });

  it('adds options up to 4 and removes them down to 2', () => {
    const { latest } = renderEditor(quiz());
    const add = question(1).getByRole('button', { name: 'Add option to question 1' });
    fireEvent.click(add);
    expect(latest().questions[0]?.options).toHaveLength(4);
    expect(question(1).getByRole('textbox', { name: 'Option 4' })).toBe(document.activeElement);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(question(1).getByText('That is the most: 4 options.')).toBeTruthy();

    fireEvent.click(question(1).getByRole('button', { name: 'Remove option 4 of question 1' }));
    fireEvent.click(question(1).getByRole('button', { name: 'Remove option 3 of question 1' }));
    expect(latest().questions[0]?.options).toEqual(['Ask them if they are okay', 'Walk away']);
    expect(document.activeElement).toBe(add);
    for (const n of [1, 2]) {
      const remove = question(1).getByRole('button', { name: `Remove option ${n} of question 1` });
      expect((remove as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('asks for the right answer again when the right option is removed, and keeps it when another goes', () => {
    const { latest } = renderEditor({
      ...quiz(),
      questions: [{ prompt: 'Which is kind?', options: ['A', 'B', 'C'], answer: 2 }],
    });
    click('Remove option 1 of question 1');
    expect(latest().questions[0]).toMatchObject({ options: ['B', 'C'], answer: 1 });
    expect(
      (question(1).getByRole('radio', { name: 'Option 2 is the right answer' }) as HTMLInputElement).checked,
    ).toBe(true);
    click('Add option to question 1');
    typeInto('Option 3', 'D');
    click('Remove option 2 of question 1');
    expect(latest().questions[0]).toMatchObject({ options: ['B', 'D'], answer: -1 });
    expect(question(1).queryByRole('radio', { checked: true })).toBeNull();
  });

  it('says "Pick the right answer." and hides the preview when the right option is gone', () => {
    const { latest } = renderEditor({
      ...quiz(),
      questions: [{ prompt: 'Which is kind?', options: ['A', 'B', 'C'], answer: 0 }],
    });
    click('Remove option 1 of question 1');
    expect(latest().questions[0]?.answer).toBe(-1);
    expect(question(1).getByRole('alert').textContent).toBe('Pick the right answer.');
    settle();
    expect(preview().getByText(PREVIEW_WAITING)).toBeTruthy();
    fireEvent.click(question(1).getByRole('radio', { name: 'Option 1 is the right answer' }));
    expect(latest().questions[0]?.answer).toBe(0);
    expect(question(1).queryByRole('alert')).toBeNull();
  });

  it('adds a question with no answer chosen, and never removes the last one', () => {
    const { latest } = renderEditor(quiz());
    expect((form().getByRole('button', { name: 'Remove question 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    click('Add question');
    expect(latest().questions[1]).toEqual({ prompt: '', options: ['', ''], answer: -1 });
    expect(question(2).getByRole('textbox', { name: 'Question' })).toBe(document.activeElement);
    click('Remove question 2');
    expect(latest().questions).toHaveLength(1);
    expect(document.activeElement).toBe(form().getByRole('button', { name: 'Add question' }));
  });

  it('stops adding questions at 10', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({
      prompt: `Q${i + 1}`,
      options: ['Yes', 'No'],
      answer: 0,
    }));
    const { latest } = renderEditor({ ...quiz(), questions: nine });
    click('Add question');
    expect(latest().questions).toHaveLength(10);
    expect((form().getByRole('button', { name: 'Add question' }) as HTMLButtonElement).disabled).toBe(true);
    expect(form().getByText('That is the most: 10 questions.')).toBeTruthy();
  });

  it('says in plain words what a blank field needs once it is left', () => {
    renderEditor(quiz());
    const prompt = typeInto('Question', '   ');
    // Not while typing into it for the first time...
    expect(prompt.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(prompt);
    expect(prompt.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(prompt)).toBe('Write the question.');
    typeInto('Question', 'Better?');
    expect(prompt.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps each text within the schema’s length', () => {
    renderEditor(quiz());
    expect(form().getByRole('textbox', { name: 'Question' }).getAttribute('maxlength')).toBe('200');
    expect(form().getByRole('textbox', { name: 'Option 1' }).getAttribute('maxlength')).toBe('80');
    expect(form().getByRole('textbox', { name: 'Explanation (optional)' }).getAttribute('maxlength')).toBe(
      '240',
    );
  });

  it('previews the edited quiz', () => {
    renderEditor(quiz());
    typeInto('Question', 'Is sharing kind?');
    settle();
    expect(preview().getByRole('heading', { name: 'Is sharing kind?' })).toBeTruthy();
    expect(screen.queryByText(PREVIEW_WAITING)).toBeNull();
  });
});
