import crypto from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { clock } from '../../../clock.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../auth/tables.ts';
import { courses } from '../../catalog/tables.ts';
import { certificates, courseProgress, ratingPrompts } from './tables.ts';

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
  issuedAt = clock.now(),
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
  createdAt = clock.now(),
): Promise<void> {
  const [child] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, childId));
  if (!child?.parentId) return;
  await db
    .insert(ratingPrompts)
    .values({ childId, courseId, parentId: child.parentId, createdAt })
    .onConflictDoNothing({ target: [ratingPrompts.childId, ratingPrompts.courseId] });
}

/**
 * Resolves the child's prompt for the course (the parent rated it or said not now). 'resolved' when a
 * pending prompt was closed now, 'already' when it had been closed before, 'none' when there is none.
 */
export async function resolveRatingPrompt(
  db: DbOrTx,
  childId: string,
  courseId: string,
  resolvedAt = clock.now(),
): Promise<'resolved' | 'already' | 'none'> {
  const closed = await db
    .update(ratingPrompts)
    .set({ resolvedAt })
    .where(
      and(
        eq(ratingPrompts.childId, childId),
        eq(ratingPrompts.courseId, courseId),
        isNull(ratingPrompts.resolvedAt),
      ),
    )
    .returning({ childId: ratingPrompts.childId });
  if (closed.length > 0) return 'resolved';
  const [existing] = await db
    .select({ childId: ratingPrompts.childId })
    .from(ratingPrompts)
    .where(and(eq(ratingPrompts.childId, childId), eq(ratingPrompts.courseId, courseId)));
  return existing ? 'already' : 'none';
}

export interface PendingRatingPrompt {
  childId: string;
  childName: string;
  courseId: string;
  courseTitle: string;
  completedAt: Date;
}

/** The parent's pending prompts, oldest first, with child and course names (one query). */
export async function pendingRatingPrompts(db: DbOrTx, parentId: string): Promise<PendingRatingPrompt[]> {
  const rows = await db
    .select({
      childId: ratingPrompts.childId,
      childName: users.firstName,
      courseId: ratingPrompts.courseId,
      courseTitle: courses.title,
      completedAt: sql<Date>`coalesce(${courseProgress.completedAt}, ${ratingPrompts.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(ratingPrompts)
    .innerJoin(users, and(eq(users.id, ratingPrompts.childId), eq(users.parentId, parentId)))
    .innerJoin(courses, eq(courses.id, ratingPrompts.courseId))
    .leftJoin(
      courseProgress,
      and(
        eq(courseProgress.childId, ratingPrompts.childId),
        eq(courseProgress.courseId, ratingPrompts.courseId),
      ),
    )
    .where(and(eq(ratingPrompts.parentId, parentId), isNull(ratingPrompts.resolvedAt)))
    .orderBy(asc(ratingPrompts.createdAt), asc(ratingPrompts.childId), asc(ratingPrompts.courseId));
  return rows;
}
