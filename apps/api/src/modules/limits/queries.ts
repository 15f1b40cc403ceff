import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimitHits } from './tables.ts';

export interface HitCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit in one statement, so two processes hitting the same key at once both count: a new
 * or ended window starts at 1; past `max`, `continueExceeding` restarts the window. The database's
 * clock decides, the same for every process.
 */
export async function countHit(
  db: DbOrTx,
  params: { key: string; windowMs: number; max: number; continueExceeding: boolean },
): Promise<HitCount> {
  const window = sql`(${params.windowMs}::int * interval '1 millisecond')`;
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into ${rateLimitHits} as h (key, hits, reset_at)
    values (${params.key}, 1, clock_timestamp() + ${window})
    on conflict (key) do update set
      hits = case when h.reset_at <= clock_timestamp() then 1 else h.hits + 1 end,
      reset_at = case
        when h.reset_at <= clock_timestamp() then excluded.reset_at
        when ${params.continueExceeding} and h.hits + 1 > ${params.max} then excluded.reset_at
        else h.reset_at end
    returning hits, greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::float8 as ttl`);
  const row = result.rows[0];
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? params.windowMs) };
}

/** The count for a key without counting a hit: zero once its window ended. */
export async function readHits(db: DbOrTx, key: string): Promise<HitCount> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    select hits, greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::float8 as ttl
    from ${rateLimitHits} where key = ${key} and reset_at > clock_timestamp()`);
  const row = result.rows[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes the counters whose window ended before `before`; returns how many. */
export async function deleteEndedHits(db: DbOrTx, before: Date): Promise<number> {
  const result = await db.execute(sql`delete from ${rateLimitHits} where reset_at < ${before}`);
  return result.rowCount ?? 0;
}
