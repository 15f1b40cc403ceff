import { toast } from 'react-toastify';
import { ApiError } from './api-error.ts';

export const FALLBACK_ERROR = 'Internal Server Error';

/** Spec section 8: the server's detail if present, else the error's message, else 'Internal Server Error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error && typeof error === 'object') {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return FALLBACK_ERROR;
}

/**
 * Shows the newest error as the one toast on screen: what waits is dropped and what shows is closed
 * first. (Clearing the queue after adding dropped this error itself whenever another toast was on
 * screen: a child whose session had just ended never saw why the sign-in failed.)
 */
export function toastError(error: unknown): void {
  toast.clearWaitingQueue();
  toast.dismiss();
  toast.error(errorMessage(error));
}
