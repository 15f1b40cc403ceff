import crypto from 'node:crypto';
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clock } from '../../../clock.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../auth/tables.ts';
import { courses } from '../../studio/tables.ts';
import { certificates } from './tables.ts';

const child = alias(users, 'certificate_child');
const instructor = alias(users, 'certificate_instructor');

const columns = {
  serial: certificates.serial,
  courseId: certificates.courseId,
  courseTitle: courses.title,
  instructorFirstName: instructor.firstName,
  instructorLastName: instructor.lastName,
  childId: certificates.childId,
  childFirstName: child.firstName,
  issuedAt: certificates.issuedAt,
};

export type CertificateRow = {
  serial: string;
  courseId: string;
  courseTitle: string;
  instructorFirstName: string;
  instructorLastName: string;
  childId: string;
  childFirstName: string;
  issuedAt: Date;
};

/** Certificates with their course, instructor and child, filtered by `where` (one query). */
function selectCertificates(db: DbOrTx, where: SQL | undefined): Promise<CertificateRow[]> {
  return db
    .select(columns)
    .from(certificates)
    .innerJoin(child, eq(child.id, certificates.childId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(instructor, eq(instructor.id, courses.instructorId))
    .where(where)
    .orderBy(desc(certificates.issuedAt), asc(certificates.serial));
}

/** The child's own certificates. */
export const certificatesOfChild = (db: DbOrTx, childId: string) =>
  selectCertificates(db, eq(certificates.childId, childId));

/** Certificates of the parent's children, or of one of them. */
export const certificatesOfParent = (db: DbOrTx, parentId: string, childId?: string) =>
  selectCertificates(
    db,
    and(
      eq(child.parentId, parentId),
      eq(child.type, 'child'),
      childId ? eq(certificates.childId, childId) : undefined,
    ),
  );

/** The certificate if it is the user's (a child's own) or their child's, else none. */
export const certificateOfViewer = async (db: DbOrTx, serial: string, userId: string) =>
  (
    await selectCertificates(
      db,
      and(eq(certificates.serial, serial), or(eq(certificates.childId, userId), eq(child.parentId, userId))),
    )
  )[0] ?? null;

/** Any certificate by serial (the public check shows only an initial of it). */
export const certificateBySerial = async (db: DbOrTx, serial: string) =>
  (await selectCertificates(db, eq(certificates.serial, serial)))[0] ?? null;

/** The parent's children, oldest account first: the certificates page has a section for each. */
export function childrenOfParent(db: DbOrTx, parentId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.parentId, parentId), eq(users.type, 'child')))
    .orderBy(asc(users.createdAt), asc(users.id));
}

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
