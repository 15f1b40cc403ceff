import type { FlagName } from '@ye/contracts/flags';
import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertMissingFlags } from './queries.ts';

/**
 * The demo's flags (decision 032): the how-to guide and cohorts on, so nothing the demo shows today
 * disappears; the guided sign-up off (decision 040). Set by no one (updated_by null).
 */
export const DEMO_FLAGS: Record<FlagName, boolean> = { cohort: true, how_to: true, registration_flow: false };

export async function seedDemoFlags(db: DbOrTx): Promise<void> {
  await insertMissingFlags(db, DEMO_FLAGS, clock.now());
}
