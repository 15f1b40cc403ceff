import {
  type AdminFlag,
  type AdminFlagList,
  FLAG_DESCRIPTIONS,
  FLAG_NAMES,
  type FlagName,
} from '@ye/contracts/flags';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../auth/service.ts';
import { flagEnabled, listFlagRows, upsertFlag } from './queries.ts';

/** GET /v1/feature-flag/is-enabled: a flag never set is off. */
export async function isFlagEnabled(db: Db, name: FlagName): Promise<{ name: FlagName; enabled: boolean }> {
  return { name, enabled: await flagEnabled(db, name) };
}

/** GET /v1/admin/feature-flags: every flag the app knows, set or not, with who changed it last. */
export async function adminFlagList(db: Db): Promise<AdminFlagList> {
  const rows = new Map((await listFlagRows(db)).map((r) => [r.name, r]));
  return { results: FLAG_NAMES.map((name) => toAdminFlag(name, rows.get(name))) };
}

function toAdminFlag(
  name: FlagName,
  row: Awaited<ReturnType<typeof listFlagRows>>[number] | undefined,
): AdminFlag {
  return {
    name,
    description: FLAG_DESCRIPTIONS[name],
    enabled: row?.enabled ?? false,
    updated_at: row ? row.updatedAt.toISOString() : null,
    updated_by: row?.updatedBy
      ? { id: row.updatedBy.id, name: `${row.updatedBy.firstName} ${row.updatedBy.lastName}`.trim() }
      : null,
  };
}

/**
 * PATCH /v1/admin/feature-flags/{name}: sets the flag and records who changed it, from what to what,
 * in the audit log (action `feature_flag.update`), in one transaction.
 */
export async function setFlag(
  db: Db,
  params: { name: FlagName; enabled: boolean; adminId: string; ip: string; now: Date },
): Promise<AdminFlag> {
  await db.transaction(async (tx) => {
    const before = await upsertFlag(tx, {
      name: params.name,
      enabled: params.enabled,
      updatedBy: params.adminId,
      at: params.now,
    });
    await recordAudit(tx, {
      actorId: params.adminId,
      action: 'feature_flag.update',
      targetUserId: null,
      details: { flag: params.name, from: before ?? false, to: params.enabled },
      ip: params.ip,
    });
  });
  const rows = await listFlagRows(db);
  return toAdminFlag(
    params.name,
    rows.find((r) => r.name === params.name),
  );
}
