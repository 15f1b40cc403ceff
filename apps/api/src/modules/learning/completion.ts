import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { certificates, ratingPrompts } from './tables.ts';

// The two side effects of a completed course, each idempotent (a repeated completion changes nothing):
// the certificate, and the parent's rating prompt.

// No 0/O or 1/I: serials are read aloud and typed by people.
const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'YE-XXXX-XXXX-XXXX' from 60 random bits: unguessable, so the public verification page leaks nothing. */
export function newSerial(): string {
  const bytes = crypto.randomBytes(12);
  const chars = [...bytes].map((b) => SERIAL_ALPHABET[b % SERIAL_ALPHABET.length]);
  return `YE-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}`;
}

/** The child's certificate for the course: issued once; later calls return the same serial. */
export async function issueCertificate(
  db: DbOrTx,
  childId: string,
  courseId: string,
  issuedAt = new Date(),
): Promise<string> {
  await db
    .insert(certificates)
    .values({ serial: newSerial(), childId, courseId, issuedAt })
    .onConflictDoNothing({ target: [certificates.childId, certificates.courseId] });
  const [row] = await db
    .select({ serial: certificates.serial })
    .from(certificates)
    .where(and(eq(certificates.childId, childId), eq(certificates.courseId, courseId)));
  if (!row) throw new Error('certificate was not stored');
  return row.serial;
}

/** Asks the child's parent, once, how the course was. Children without a parent get no prompt. */
export async function queueRatingPrompt(
  db: DbOrTx,
  childId: string,
  courseId: string,
  createdAt = new Date(),
): Promise<void> {
  const [child] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, childId));
  if (!child?.parentId) return;
  await db
    .insert(ratingPrompts)
    .values({ childId, courseId, parentId: child.parentId, createdAt })
    .onConflictDoNothing({ target: [ratingPrompts.childId, ratingPrompts.courseId] });
}
