import { CONSENT_METHODS, PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import type { DbOrTx } from '../../db/client.ts';
import { consentDemoFamilies } from './queries.ts';

/** The demo's families have confirmed emails and consent for every child, so their logins keep working. */
export async function seedDemoConsent(db: DbOrTx, now: Date): Promise<void> {
  await consentDemoFamilies(db, {
    method: CONSENT_METHODS[0],
    policyVersion: PRIVACY_POLICY_VERSION,
    at: now,
  });
}
