import type { Certificate, CertificateVerification, ParentCertificates } from '@ye/contracts/learning';
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { NotFound } from '../../../errors.ts';
import { CHILD_NOT_FOUND, ownChild } from '../../auth/service.ts';
import { users } from '../../auth/tables.ts';
import { courses } from '../../catalog/tables.ts';
import { avatarUrl, isOurAvatar } from '../../media/avatars.ts';
import { certificates } from '../progress/tables.ts';
import { renderCertificatePdf } from './pdf.ts';

// Certificates of completed courses. A child sees their own, a parent their children's; the PDF is
// drawn on request. The public check by serial shows the child's initial only. A certificate that is
// not the caller's answers exactly like one that does not exist (404), so nothing leaks.

export const CERTIFICATE_NOT_FOUND = 'We could not find a certificate with this number.';

export interface Caller {
  userId: string;
  type: string;
}

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

type CertificateRow = {
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

const instructorName = (row: CertificateRow) => `${row.instructorFirstName} ${row.instructorLastName}`.trim();

export const downloadPath = (serial: string) => `/v1/course/certificates/get/${serial}`;

function toCertificate(row: CertificateRow): Certificate {
  return {
    serial: row.serial,
    course_id: row.courseId,
    course_title: row.courseTitle,
    instructor_name: instructorName(row),
    child_id: row.childId,
    child_first_name: row.childFirstName,
    issued_at: row.issuedAt.toISOString(),
    download_path: downloadPath(row.serial),
  };
}

/** A child: their own certificates. A parent: all their children's, or one child's (else 404). */
export async function listCertificates(db: DbOrTx, caller: Caller, childId?: string): Promise<Certificate[]> {
  let where: SQL | undefined;
  if (caller.type === 'child') {
    if (childId && childId !== caller.userId) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    where = eq(certificates.childId, caller.userId);
  } else {
    if (childId && !(await ownChild(db, caller.userId, childId)))
      throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    where = and(
      eq(child.parentId, caller.userId),
      eq(child.type, 'child'),
      childId ? eq(certificates.childId, childId) : undefined,
    );
  }
  return (await selectCertificates(db, where)).map(toCertificate);
}

/** Every child of the parent (oldest account first) with their certificates: two queries. */
export async function parentCertificates(db: DbOrTx, parentId: string): Promise<ParentCertificates> {
  const [children, rows] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, avatar: users.avatar })
      .from(users)
      .where(and(eq(users.parentId, parentId), eq(users.type, 'child')))
      .orderBy(asc(users.createdAt), asc(users.id)),
    selectCertificates(db, and(eq(child.parentId, parentId), eq(child.type, 'child'))),
  ]);
  return children.map((c) => ({
    child_id: c.id,
    child_name: c.firstName,
    child_avatar_url: c.avatar && isOurAvatar(c.avatar) ? avatarUrl(c.avatar) : null,
    certificates: rows.filter((r) => r.childId === c.id).map(toCertificate),
  }));
}

/** 'Brave Steps: Día 1!' -> 'brave-steps-dia-1': safe in a file name. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'course';
}

/** The PDF, for the child it belongs to or that child's parent; anyone else gets 404. */
export async function certificatePdf(
  db: DbOrTx,
  caller: Caller,
  serial: string,
  appUrl: string,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const [row] = await selectCertificates(
    db,
    and(
      eq(certificates.serial, serial),
      or(eq(certificates.childId, caller.userId), eq(child.parentId, caller.userId)),
    ),
  );
  if (!row) throw new NotFound(CERTIFICATE_NOT_FOUND, 'certificate_not_found');
  const pdf = await renderCertificatePdf({
    firstName: row.childFirstName,
    courseTitle: row.courseTitle,
    instructorName: instructorName(row),
    issuedAt: row.issuedAt,
    serial: row.serial,
    verifyUrl: `${appUrl}/verify/${row.serial}`,
  });
  return { filename: `certificate-${slugify(row.courseTitle)}-${row.serial}.pdf`, pdf };
}

/** 'mia' -> 'M.': the first letter (a whole grapheme) of the first name, never more. */
export function initialOf(firstName: string): string {
  const segments = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(firstName.trim());
  const first = segments[Symbol.iterator]().next().value?.segment;
  return first ? `${first.toLocaleUpperCase('en')}.` : '';
}

/** The public check of a serial: course, instructor, date and the child's initial only. */
export async function verifyCertificate(db: DbOrTx, serial: string): Promise<CertificateVerification> {
  const [row] = await selectCertificates(db, eq(certificates.serial, serial));
  if (!row) throw new NotFound(CERTIFICATE_NOT_FOUND, 'certificate_not_found');
  return {
    serial: row.serial,
    course_title: row.courseTitle,
    instructor_name: instructorName(row),
    child_initial: initialOf(row.childFirstName),
    issued_at: row.issuedAt.toISOString(),
  };
}
