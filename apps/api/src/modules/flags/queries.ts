import type { FlagName } from '@ye/contracts/flags';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { featureFlags } from './tables.ts';

export interface FlagRow {
  name: string;
  enabled: boolean;
  updatedAt: Date;
  updatedBy: { id: string; firstName: string; lastName: string } | null;
}

/** Every flag row, with the name of whoever changed it last (null once that account is gone). */
export async function listFlagRows(db: DbOrTx): Promise<FlagRow[]> {
  const rows = await db
    .select({
      name: featureFlags.name,
      enabled: featureFlags.enabled,
      updatedAt: featureFlags.updatedAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(featureFlags)
    .leftJoin(users, eq(users.id, featureFlags.updatedBy));
  return rows.map((r) => ({
    name: r.name,
    enabled: r.enabled,
    updatedAt: r.updatedAt,
    updatedBy: r.userId ? { id: r.userId, firstName: r.firstName ?? '', lastName: r.lastName ?? '' } : null,
  }));
}

/** Whether a flag is on; a flag never set is off. */
export async function flagEnabled(db: DbOrTx, name: FlagName): Promise<boolean> {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.name, name));
  return row?.enabled ?? false;
}

/** The flag's state before the change (null when it had no row), and sets it. */
export async function upsertFlag(
  db: DbOrTx,
  flag: { name: FlagName; enabled: boolean; updatedBy: string | null; at: Date },
): Promise<boolean | null> {
  const [before] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.name, flag.name))
    .for('update');
  await db
    .insert(featureFlags)
    .values({ name: flag.name, enabled: flag.enabled, updatedBy: flag.updatedBy, updatedAt: flag.at })
    .onConflictDoUpdate({
      target: featureFlags.name,
      set: { enabled: flag.enabled, updatedBy: flag.updatedBy, updatedAt: flag.at },
    });
  return before ? before.enabled : null;
}

/** Sets each flag that has no row yet (the demo seed); a flag someone already set keeps its state. */
export async function insertMissingFlags(
  db: DbOrTx,
  flags: Record<string, boolean>,
  at: Date,
): Promise<void> {
  await db
    .insert(featureFlags)
    .values(Object.entries(flags).map(([name, enabled]) => ({ name, enabled, updatedAt: at })))
    .onConflictDoNothing();
}
