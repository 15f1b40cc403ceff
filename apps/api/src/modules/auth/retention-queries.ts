import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from './tables.ts';

/** Deletes audit rows written before `before`; how many went. */
export async function deleteAuditRowsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(auditLog).where(lt(auditLog.createdAt, before)).returning({ id: auditLog.id });
  return rows.length;
}

/** Writes an audit row at a given moment (jobs run on the injected clock, not the database's). */
export async function insertAuditAt(
  db: DbOrTx,
  entry: { action: string; targetUserId: string; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: null,
    action: entry.action,
    targetUserId: entry.targetUserId,
    details: entry.details,
    ip: null,
    createdAt: entry.at,
  });
}
