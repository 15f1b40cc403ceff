import type { InstructorBoard } from '@ye/contracts/discussion';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import type { ConfirmOptions } from '../../../lib/dialogs.ts';
import { useDeleteBoard, useUpdateBoard } from '../api.ts';

/** In the words of the spec's delete dialogs ('Delete Course?' ... 'Yes, Delete'). */
export const DELETE_BOARD: ConfirmOptions = {
  title: 'Delete Board?',
  message:
    'The board and all its posts will be deleted, for you and for the children. This cannot be undone.',
  confirmText: 'Yes, Delete',
  destructive: true,
};

/** Close or reopen a board, and delete one after the confirm dialog. */
export function useBoardActions() {
  const confirm = useConfirm();
  const update = useUpdateBoard();
  const discard = useDeleteBoard();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async <T>(board: InstructorBoard, action: () => Promise<T>): Promise<T | null> => {
    setBusyId(board.id);
    try {
      return await action().catch(() => null);
    } finally {
      setBusyId(null);
    }
  };

  const toggleClosed = async (board: InstructorBoard) => {
    const closing = board.closed_at === null;
    const done = await run(board, () => update.mutateAsync({ id: board.id, body: { closed: closing } }));
    if (done)
      toast.success(
        closing
          ? `“${board.title}” is closed. Children can still read it.`
          : `“${board.title}” is open again for replies.`,
      );
  };

  /** True when the board was deleted. */
  const remove = async (board: InstructorBoard): Promise<boolean> => {
    if (!(await confirm(DELETE_BOARD))) return false;
    const done = await run(board, () => discard.mutateAsync(board.id));
    if (done) toast.success(`“${board.title}” is deleted.`);
    return done !== null;
  };

  return { toggleClosed, remove, busyId };
}
