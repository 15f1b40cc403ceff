import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameServing } from './types.ts';

// The game's side of adaptive serving (decision 052). A game never waits long for the API: after
// SERVING_WAIT_MS, or on an error, it carries on in the author's order, so a slow network or an
// offline moment never stops a child playing.

/** How long a game waits for the API's choice before carrying on in the author's order. */
export const SERVING_WAIT_MS = 1500;

const NOTHING: string[] = [];

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
  /** Every item the API ranked at the start, first first ([]: the author's order). */
  opening: readonly string[];
  /** Reports a first try (once per item); resolves to the next item's id, or null. */
  report: (item: string, answer: string) => Promise<string | null>;
  /**
   * As report, resolving to the API's ranking of the items left. An item reported before, a slow
   * answer or an error resolves to the newest ranking once the first tries in flight have theirs
   * (or [] for the author's order).
   */
  reportRanked: (item: string, answer: string) => Promise<readonly string[]>;
  /**
   * Once every first try sent so far has its answer (each within SERVING_WAIT_MS), the newest
   * ranking ([]: none, the author's order). For a step that reports nothing itself.
   */
  settled: () => Promise<readonly string[]>;
}

export function useServing(serving: GameServing | undefined): Serving {
  const [ready, setReady] = useState(!serving);
  const [opening, setOpening] = useState<readonly string[]>(NOTHING);
  const reported = useRef(new Set<string>());
  /** The newest ranking that came back, by when it was asked for (answers may arrive out of order). */
  const latest = useRef<{ asked: number; ranking: readonly string[] }>({ asked: 0, ranking: NOTHING });
  const asked = useRef(0);
  /** Settles when every first try sent so far has its answer, or has given up waiting. */
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!serving) return;
    let live = true;
    void within(serving.start(), NOTHING).then((ids) => {
      if (!live) return;
      if (ids.length > 0 && latest.current.asked === 0) latest.current = { asked: 0, ranking: ids };
      setOpening(ids);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [serving]);

  /** Sends a first try once: the API's fresh ranking, or null (reported before, slow, or failed). */
  const send = useCallback(
    (item: string, answer: string): Promise<readonly string[] | null> => {
      if (!serving || reported.current.has(item)) return Promise.resolve(null);
      reported.current.add(item);
      const mine = ++asked.current;
      const sent = within<readonly string[] | null>(serving.answer(item, answer), null).then((ids) => {
        if (ids && mine > latest.current.asked) latest.current = { asked: mine, ranking: ids };
        return ids;
      });
      inFlight.current = Promise.all([inFlight.current, sent]);
      return sent;
    },
    [serving],
  );

  const report = useCallback(
    (item: string, answer: string) => send(item, answer).then((ids) => ids?.[0] ?? null),
    [send],
  );
  const reportRanked = useCallback(
    (item: string, answer: string) =>
      send(item, answer).then((ids) => ids ?? inFlight.current.then(() => latest.current.ranking)),
    [send],
  );

  const settled = useCallback(() => inFlight.current.then(() => latest.current.ranking), []);

  return { ready, first: opening[0] ?? null, opening, report, reportRanked, settled };
}
