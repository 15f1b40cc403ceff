import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1). Algorithm 2 is argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password or a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so that an unknown account costs as much time as a known one:
 * response timing must not reveal which emails and usernames exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
