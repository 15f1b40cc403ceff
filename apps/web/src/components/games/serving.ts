import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameServing } from './types.ts';

// The game's side of adaptive serving (decision 052). A game never waits long for the API: after
// SERVING_WAIT_MS, or on an error, it carries on in the author's order, so a slow network or an
// offline moment never stops a child playing.

/** How long a game waits for the API's choice before carrying on in the author's order. */
export const SERVING_WAIT_MS = 1500;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), SERVING_WAIT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

export interface Serving {
  /** False only while the first item is being asked for (a game with serving waits for it). */
  ready: boolean;
  /** The first item the API named (null: the author's order). */
  first: string | null;
  /** Reports a first try (once per item); resolves to the next item's id, or null. */
  report: (item: string, answer: string) => Promise<string | null>;
}

export function useServing(serving: GameServing | undefined): Serving {
  const [ready, setReady] = useState(!serving);
  const [first, setFirst] = useState<string | null>(null);
  const reported = useRef(new Set<string>());

  useEffect(() => {
    if (!serving) return;
    let live = true;
    void within(serving.start(), null).then((id) => {
      if (!live) return;
      setFirst(id);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [serving]);

  const report = useCallback(
    (item: string, answer: string) => {
      if (!serving || reported.current.has(item)) return Promise.resolve(null);
      reported.current.add(item);
      return within(serving.answer(item, answer), null);
    },
    [serving],
  );

  return { ready, first, report };
}
