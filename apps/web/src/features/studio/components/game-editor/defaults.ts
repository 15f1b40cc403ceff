import type { GameConfig, GameType } from '@ye/contracts/games';

/**
 * An id for a new group, item or pair, unique among `taken`. Instructors never type ids: the game only
 * needs them to tell rows apart (and a sort item to point at its group).
 */
export function newId(prefix: string, taken: readonly { id: string }[] = []): string {
  const used = new Set(taken.map((row) => row.id));
  for (;;) {
    const id = `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
    if (!used.has(id)) return id;
  }
}

/** A small, valid, kind starter for each game type, which the instructor then makes their own. */
export function defaultGameConfig(type: GameType): GameConfig {
  switch (type) {
    case 'quiz':
      return {
        type: 'quiz',
        instructions: 'Read each question and choose the answer you think is kindest.',
        questions: [
          {
            prompt: 'Your friend looks sad at break time. What could you do?',
            options: ['Ask them if they are okay', 'Walk away', 'Laugh at them'],
            answer: 0,
            explanation: 'Asking “Are you okay?” shows your friend that you care.',
          },
        ],
      };
    case 'sort':
      return {
        type: 'sort',
        instructions: 'Put each thought into a group: thoughts that help me, or thoughts that hurt me.',
        groups: [
          { id: 'helps', label: 'Thoughts that help me' },
          { id: 'hurts', label: 'Thoughts that hurt me' },
        ],
        items: [
          { id: 'try-again', label: 'I can try again.', group: 'helps' },
          { id: 'never-right', label: 'I never get anything right.', group: 'hurts' },
          { id: 'still-learning', label: 'I am still learning.', group: 'helps' },
          { id: 'not-good-enough', label: 'I am not good enough.', group: 'hurts' },
        ],
      };
    case 'match':
      return {
        type: 'match',
        instructions: 'Match each feeling word to the face that shows it.',
        pairs: [
          { id: 'happy', feeling: 'Happy', face: '😄', face_label: 'a grinning face' },
          { id: 'sad', feeling: 'Sad', face: '😢', face_label: 'a crying face' },
          { id: 'calm', feeling: 'Calm', face: '😌', face_label: 'a relaxed face with closed eyes' },
        ],
      };
    case 'affirmation':
      return {
        type: 'affirmation',
        instructions: 'Choose a starter tile, then a word tile, to build a kind sentence about yourself.',
        starters: ['I am', 'I can'],
        words: ['brave', 'kind', 'a good friend', 'try again', 'learn new things'],
        sentences_required: 2,
      };
    case 'breathing':
      return {
        type: 'breathing',
        instructions: 'Breathe in slowly while the circle grows. Breathe out gently while it gets smaller.',
        cycles: 3,
        inhale_seconds: 4,
        hold_seconds: 2,
        exhale_seconds: 4,
      };
  }
}
