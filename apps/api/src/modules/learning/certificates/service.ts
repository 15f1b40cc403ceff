import type { Certificate, CertificateVerification, ParentCertificates } from '@ye/contracts/learning';
import type { DbOrTx } from '../../../db/client.ts';
import { NotFound } from '../../../errors.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { CHILD_NOT_FOUND, ownChild } from '../../auth/service.ts';
import { avatarUrl, isOurAvatar } from '../../media/avatars.ts';
import { renderCertificatePdf } from './pdf.ts';
import * as q from './queries.ts';

// Certificates of completed courses. A child sees their own, a parent their children's; the PDF is
// drawn on request. The public check by serial shows the child's initial only. A certificate that is
// not the caller's answers exactly like one that does not exist (404), so nothing leaks.

export const CERTIFICATE_NOT_FOUND = 'We could not find a certificate with this number.';

const instructorName = (row: q.CertificateRow) =>
  `${row.instructorFirstName} ${row.instructorLastName}`.trim();

export const downloadPath = (serial: string) => `/v1/course/certificates/get/${serial}`;

function toCertificate(row: q.CertificateRow): Certificate {
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
  if (caller.type === 'child') {
    if (childId && childId !== caller.userId) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    return (await q.certificatesOfChild(db, caller.userId)).map(toCertificate);
  }
  if (childId && !(await ownChild(db, caller.userId, childId)))
    throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return (await q.certificatesOfParent(db, caller.userId, childId)).map(toCertificate);
}

/** Every child of the parent (oldest account first) with their certificates: two queries. */
export async function parentCertificates(db: DbOrTx, parentId: string): Promise<ParentCertificates> {
  const [children, rows] = await Promise.all([
    q.childrenOfParent(db, parentId),
    q.certificatesOfParent(db, parentId),
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
  const row = await q.certificateOfViewer(db, serial, caller.userId);
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
  const row = await q.certificateBySerial(db, serial);
  if (!row) throw new NotFound(CERTIFICATE_NOT_FOUND, 'certificate_not_found');
  return {
    serial: row.serial,
    course_title: row.courseTitle,
    instructor_name: instructorName(row),
    child_initial: initialOf(row.childFirstName),
    issued_at: row.issuedAt.toISOString(),
  };
}

/** The child's certificate for the course: issued once; later calls return the same serial. */
export const issueCertificate = (
  db: DbOrTx,
  childId: string,
  courseId: string,
  issuedAt?: Date,
): Promise<string> => q.issueCertificate(db, childId, courseId, issuedAt);
