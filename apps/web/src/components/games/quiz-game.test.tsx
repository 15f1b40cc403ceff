import { act, screen } from '@testing-library/react';
import type { QuizGame } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announced,
  arrow,
  button,
  description,
  installSpeech,
  press,
  progress,
  renderGame,
  waitForFinish,
} from './game-test-utils.tsx';

const QUIZ: QuizGame = {
  type: 'quiz',
  instructions: 'Read each question and pick the kindest answer.',
  questions: [
    {
      prompt: 'A friend drops their lunch. What could you do?',
      options: ['Laugh', 'Help pick it up', 'Walk away'],
      answer: 1,
      explanation: 'Helping shows you care.',
    },
    { prompt: 'Which one is a feeling?', options: ['Happy', 'Table'], answer: 0 },
    {
      prompt: 'What helps when you feel worried?',
      options: ['Slow breaths', 'Shouting', 'Hiding it forever', 'Running into the road'],
      answer: 0,
      explanation: 'Slow breaths calm your body.',
    },
  ],
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('quiz', () => {
  it('shows the instructions, the first question with its options and the progress', () => {
    renderGame(QUIZ);
    expect(screen.getByText(QUIZ.instructions)).toBeTruthy();
    expect(screen.getByRole('heading', { name: QUIZ.questions[0]?.prompt })).toBeTruthy();
    expect(progress()).toBe('Question 1 of 3');
    const answers = screen.getByRole('group', { name: 'Answers' });
    expect(answers.querySelectorAll('button')).toHaveLength(3);
    expect(button('Help pick it up')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    // No speech in jsdom: no read-aloud buttons that would do nothing.
    expect(screen.queryByRole('button', { name: /Read/ })).toBeNull();
  });

  it('has read-aloud buttons for the instructions and the question where the browser can speak', () => {
    const spoken = installSpeech();
    renderGame(QUIZ);
    press('Read aloud');
    press('Read the question');
    expect(spoken).toEqual([
      QUIZ.instructions,
      'A friend drops their lunch. What could you do? ... Laugh. Help pick it up. Walk away.',
    ]);
  });

  it('answers a wrong pick kindly, lets the child try again and moves on only when right', () => {
    renderGame(QUIZ);
    press('Laugh');
    expect(screen.getByText("Nice try! Let's look again.")).toBeTruthy();
    expect(screen.getByText('Helping shows you care.')).toBeTruthy();
    expect(announced()).toContain("Nice try! Let's look again.");
    expect(document.body.textContent).not.toMatch(/wrong|incorrect/i);
    expect(button('Laugh').getAttribute('aria-disabled')).toBe('true');
    expect(description(button('Laugh'))).toBe('Not this one');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    press('Help pick it up');
    expect(screen.getByText("Yes! That's right.")).toBeTruthy();
    expect(document.activeElement).toBe(button('Next'));
  });

  it('moves between answers with the arrow keys', () => {
    renderGame(QUIZ);
    act(() => button('Laugh').focus());
    arrow('ArrowDown');
    expect(document.activeElement).toBe(button('Help pick it up'));
    arrow('ArrowUp');
    arrow('ArrowUp');
    expect(document.activeElement).toBe(button('Walk away'));
    arrow('Home');
    expect(document.activeElement).toBe(button('Laugh'));
  });

  it('played with the keyboard to the end, scores first tries only and calls onFinish once', () => {
    const { onFinish } = renderGame(QUIZ);
    // Question 1: right at once.
    press('Help pick it up');
    press('Next');
    expect(progress()).toBe('Question 2 of 3');
    expect(announced()).toContain('Question 2 of 3');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Which one is a feeling?' }));
    // Question 2: wrong first, then right.
    press('Table');
    press('Happy');
    press('Next');
    // Question 3: right at once.
    press('Slow breaths');
    press('Next');

    expect(screen.getByRole('heading', { name: 'All done!' })).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    waitForFinish();
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith({ score: 67 });
    vi.advanceTimersByTime(10_000);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('scores 100 when every first try is right, and "See my stars" reports at once', () => {
    const { onFinish } = renderGame(QUIZ);
    for (const answer of ['Help pick it up', 'Happy', 'Slow breaths']) {
      press(answer);
      press('Next');
    }
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'All done!' }));
    press('See my stars');
    expect(onFinish).toHaveBeenCalledExactlyOnceWith({ score: 100 });
    waitForFinish();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
