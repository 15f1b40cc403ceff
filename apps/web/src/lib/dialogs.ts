/** What a confirm dialog says. Used by useConfirm() (components/confirm-dialog.tsx). */
export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmText?: string;
  cancelText?: string;
  /** Styles the confirm button as destructive (red). */
  destructive?: boolean;
}

/** The spec's five dialogs, word for word where the spec gives the words. */
export const CONFIRM_PRESETS = {
  deleteCourse: {
    title: 'Delete Course?',
    message: 'The course and all its content will be deleted. This cannot be undone.',
    confirmText: 'Yes, Delete',
    destructive: true,
  },
  deleteStream: {
    title: 'Delete Stream?',
    message: 'The live stream will be deleted. This cannot be undone.',
    confirmText: 'Yes, Delete',
    destructive: true,
  },
  deleteChapter: {
    title: 'Delete Chapter?',
    message: 'The chapter and all its lessons will be deleted. This cannot be undone.',
    confirmText: 'Yes, Delete',
    destructive: true,
  },
  deleteLesson: {
    title: 'Delete Lesson?',
    message: 'The lesson will be deleted. This cannot be undone.',
    confirmText: 'Yes, Delete',
    destructive: true,
  },
  publishCourse: {
    title: 'Publish Course?',
    message: 'Once published, the course is visible on the platform.',
    confirmText: 'Yes, Publish',
    destructive: false,
  },
} as const satisfies Record<string, ConfirmOptions>;
export type ConfirmPreset = keyof typeof CONFIRM_PRESETS;
