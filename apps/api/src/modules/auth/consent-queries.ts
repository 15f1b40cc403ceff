import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { parentalConsents } from '../consent/tables.ts';

/** Whether the child's parent has given consent (read from the consent module's table, decision 035). */
export async function hasParentalConsent(db: DbOrTx, childId: string): Promise<boolean> {
  const rows = await db
    .select({ id: parentalConsents.id })
    .from(parentalConsents)
    .where(eq(parentalConsents.childId, childId))
    .limit(1);
  return rows.length > 0;
}
