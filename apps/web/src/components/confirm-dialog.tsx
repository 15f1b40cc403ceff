import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import type { ConfirmOptions } from '../lib/dialogs.ts';

export type { ConfirmDialogProps } from './confirm-dialog-view.tsx';

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

// The dialog's module (Dialog, Modal, their transitions) loads when a question is first asked, not with
// the app's first page (decision 054).
const ConfirmDialog = lazy(() => import('./confirm-dialog-view.tsx'));

type Pending = { options: ConfirmOptions; resolve: (ok: boolean) => void };

/** Holds the one confirm dialog of the app; useConfirm() opens it and resolves true (confirm) or false. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false); // a newer question replaces an unanswered one
        const next = { options, resolve };
        current.current = next;
        setPending(next);
        setOpen(true);
      }),
    [],
  );

  const settle = (ok: boolean) => {
    current.current?.resolve(ok);
    current.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...pending.options}
            open={open}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm(CONFIRM_PRESETS.deleteCourse)) ...` */
export function useConfirm(): Confirm {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return ctx;
}
