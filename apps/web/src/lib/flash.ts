/**
 * A message that outlives one full page load: set before the app starts again (after the account is
 * deleted, the whole app reloads so no page of the old session can redirect), shown once as a toast
 * when it has started.
 */
const KEY = 'ye.flash';

export function setFlash(message: string): void {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode quotas): the page still loads, without the message.
  }
}

/** The waiting message, removed as it is read (null when there is none). */
export function takeFlash(): string | null {
  try {
    const message = window.sessionStorage.getItem(KEY);
    if (message !== null) window.sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
