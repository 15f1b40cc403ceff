import type { ActivityRequest } from '@ye/contracts/family';
import { ACTIVITY_MAX_SECONDS } from '@ye/contracts/first-download';
import { refreshAccessToken } from './api-client.ts';
import { getAccessToken } from './storage.ts';

/**
 * Daily metrics: a signed-in child's active time, reported to POST /v1/family/activity in batches.
 *
 * - Only time while the page is visible (document.visibilityState === 'visible') counts.
 * - One page_view_id (crypto.randomUUID) per page load; every batch gets the next sequence number, so
 *   the server counts a batch delivered twice once.
 * - A batch goes out every 60 s and when the page becomes hidden (tab switched, phone locked, tab
 *   closed), as fetch with keepalive so it survives the page going away. sendBeacon cannot carry
 *   the Authorization header, so it is not used.
 * - A batch holds at most 300 s; more waiting time goes out as several batches.
 * - A failed send loses nothing: its seconds go back into the next batch (with a new sequence).
 */

export const ACTIVITY_PATH = '/v1/family/activity';
export const FLUSH_EVERY_MS = 60_000;

/** 'no-session': nobody is signed in (any more); the seconds wait and no refresh is tried. */
export type SendResult = 'ok' | 'unauthorized' | 'failed' | 'no-session';
export type ActivitySender = (batch: ActivityRequest) => Promise<SendResult>;

/** The default sender: fetch with keepalive and the bearer token. */
export const sendWithKeepalive: ActivitySender = async (batch) => {
  const token = getAccessToken();
  if (!token) return 'no-session';
  try {
    const res = await fetch(ACTIVITY_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(batch),
    });
    if (res.ok) return 'ok';
    return res.status === 401 ? 'unauthorized' : 'failed';
  } catch {
    return 'failed';
  }
};

export interface ActivityTrackerOptions {
  send?: ActivitySender;
  /** Called after a 401 so the next batch goes out with a fresh token. */
  onUnauthorized?: () => void;
  flushEveryMs?: number;
  doc?: Document;
  newId?: () => string;
}

export interface ActivityTracker {
  readonly pageViewId: string;
  /** Whole seconds counted and not yet delivered. */
  pendingSeconds: () => number;
  /** Sends what has been counted (in batches of at most 300 s). Resolves when the sends settle. */
  flush: () => Promise<void>;
  /** Sends what is left and stops listening. */
  stop: () => Promise<void>;
}

export function startActivityTracker(options: ActivityTrackerOptions = {}): ActivityTracker {
  const send = options.send ?? sendWithKeepalive;
  const onUnauthorized =
    options.onUnauthorized ??
    (() => {
      refreshAccessToken().catch(() => undefined);
    });
  const doc = options.doc ?? document;
  const pageViewId = (options.newId ?? (() => crypto.randomUUID()))();
  let sequence = 0;
  /** Counted milliseconds not yet taken into a batch (fractions of a second wait for the next batch). */
  let pendingMs = 0;
  let visibleSince: number | null = doc.visibilityState === 'visible' ? Date.now() : null;
  let stopped = false;

  /** Moves the visible time up to now into pendingMs. */
  function count(): void {
    if (visibleSince === null) return;
    const now = Date.now();
    pendingMs += Math.max(0, now - visibleSince);
    visibleSince = now;
  }

  async function flush(): Promise<void> {
    count();
    const sends: Promise<void>[] = [];
    while (pendingMs >= 1000) {
      const seconds = Math.min(ACTIVITY_MAX_SECONDS, Math.floor(pendingMs / 1000));
      pendingMs -= seconds * 1000;
      const batch: ActivityRequest = { page_view_id: pageViewId, sequence, seconds };
      sequence += 1;
      sends.push(
        send(batch).then(
          (result) => {
            if (result === 'ok') return;
            pendingMs += seconds * 1000;
            if (result === 'unauthorized') onUnauthorized();
          },
          () => {
            pendingMs += seconds * 1000;
          },
        ),
      );
    }
    await Promise.all(sends);
  }

  const onVisibility = () => {
    if (doc.visibilityState === 'visible') {
      if (visibleSince === null) visibleSince = Date.now();
      return;
    }
    count();
    visibleSince = null;
    void flush();
  };
  const onPageHide = () => {
    count();
    visibleSince = null;
    void flush();
  };

  doc.addEventListener('visibilitychange', onVisibility);
  const view = doc.defaultView;
  view?.addEventListener('pagehide', onPageHide);
  const timer = setInterval(() => void flush(), options.flushEveryMs ?? FLUSH_EVERY_MS);

  return {
    pageViewId,
    pendingSeconds: () => {
      count();
      return Math.floor(pendingMs / 1000);
    },
    flush,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
      view?.removeEventListener('pagehide', onPageHide);
      await flush();
      visibleSince = null;
    },
  };
}
