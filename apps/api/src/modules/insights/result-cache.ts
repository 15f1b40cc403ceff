import type { DbOrTx } from '../../db/client.ts';

// The instructor aggregates' results, kept for a short while (decision 056). An instructor's
// dashboard asks for the same charts, scores and impact figures on every visit and every refresh,
// and at 5,000 children each costs PostgreSQL 10–30 ms; ten instructors refreshing at once queued
// behind each other past issue 17's 100 ms. A result is kept for MAX_AGE_MS at most, and dropped at
// once when this process writes an outcome row or a new line (`outcomesChanged`), so a family's
// progress shows on the next visit; another API process's writes show within MAX_AGE_MS.

export const MAX_AGE_MS = 30_000;
/** Enough for every instructor active at once on one process; the oldest goes first. */
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  generation: number;
  value: Promise<unknown>;
}

/** Bumped by every change to what the aggregates read; an entry from an older generation is stale. */
let generation = 0;

/** Call after writing course_outcomes or the stored line (insights/outcomes). */
export function outcomesChanged(): void {
  generation++;
}

// One store per database handle, so two apps in one process (tests, the two-server test) never see
// each other's figures; a transaction's handle is short-lived and simply misses.
const stores = new WeakMap<object, Map<string, Entry>>();

/**
 * `compute()`'s result for `key`, from the store while it is younger than MAX_AGE_MS by `now` (the
 * API's clock) and nothing changed since it started; otherwise computed once, with requests that
 * arrive meanwhile sharing that one computation. A failed computation is not kept.
 */
export function keptResult<T>(db: DbOrTx, key: string, now: Date, compute: () => Promise<T>): Promise<T> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const t = now.getTime();
  const hit = store.get(key);
  if (hit && hit.generation === generation && t >= hit.at && t - hit.at < MAX_AGE_MS) {
    return hit.value as Promise<T>;
  }
  const entry: Entry = { at: t, generation, value: compute() };
  store.delete(key);
  store.set(key, entry);
  if (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  const owner = store;
  entry.value.catch(() => {
    if (owner.get(key) === entry) owner.delete(key);
  });
  return entry.value as Promise<T>;
}
