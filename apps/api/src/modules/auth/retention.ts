import type { DbOrTx } from '../../db/client.ts';
import { deleteAuditRowsBefore, insertAuditAt } from './retention-queries.ts';

/** Audit rows are kept two years (docs/privacy/retention.md): long enough to answer for an action. */
export const AUDIT_KEEP_MONTHS = 24;

export const monthsBefore = (now: Date, months: number): Date => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/** Deletes audit rows older than AUDIT_KEEP_MONTHS. Idempotent. */
export async function cleanUpAuditLog(db: DbOrTx, now: Date): Promise<{ audit_rows: number }> {
  return { audit_rows: await deleteAuditRowsBefore(db, monthsBefore(now, AUDIT_KEEP_MONTHS)) };
}

/** Records that a family was warned of its deletion for inactivity, at the job's moment. */
export const recordInactivityWarning = (
  db: DbOrTx,
  params: { parentId: string; deletionOn: string; at: Date; action: string },
): Promise<void> =>
  insertAuditAt(db, {
    action: params.action,
    targetUserId: params.parentId,
    details: { deletion_on: params.deletionOn },
    at: params.at,
  });
