import type { ConfirmOptions } from '../../lib/dialogs.ts';

// The quiz page's confirm dialogs, in the style of the spec's ('Delete Course?' / 'Yes, Delete').

export const DELETE_QUIZ: ConfirmOptions = {
  title: 'Delete Quiz?',
  message:
    'The quiz or survey and the children’s answers to it will be deleted. Its questions stay in your bank.',
  confirmText: 'Yes, Delete',
  destructive: true,
};

export const DETACH_QUIZ: ConfirmOptions = {
  title: 'Detach from lesson?',
  message: 'Children will no longer see it at the end of the lesson. Answers already given are kept.',
  confirmText: 'Yes, Detach',
  destructive: false,
};

export const ARCHIVE_QUESTION: ConfirmOptions = {
  title: 'Archive Question?',
  message:
    'It leaves your bank and cannot be added to new quizzes. Quizzes that use it keep it, with its answers.',
  confirmText: 'Yes, Archive',
  destructive: false,
};

export const KIND_LABEL = { quiz: 'Quiz', survey: 'Survey' } as const;
