import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import type { ConfirmOptions } from '../../../lib/dialogs.ts';

/** What the studio's forms ask before unsaved changes would be lost. */
export const leaveDialog = (what: string): ConfirmOptions => ({
  title: 'Leave without saving?',
  message: `Your changes to this ${what} are not saved yet. If you leave now, they will be lost.`,
  confirmText: 'Leave without saving',
  cancelText: 'Stay on this page',
  destructive: true,
});

/**
 * Asks before leaving with unsaved changes: in-app navigation (useBlocker) and closing or reloading
 * the tab (beforeunload). `saved.current` lets a form leave right after it saved.
 */
export function useLeaveGuard(dirty: boolean, saved: { current: boolean }, dialog: ConfirmOptions) {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saved.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(dialog).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm, dialog]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
