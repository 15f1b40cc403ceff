import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../../dates.ts';
import { authAs, createChild, createParent, createUser, type FixtureUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { users } from '../../auth/tables.ts';
import { insertTestCourse, insertTestProgress, type TestCourse } from '../test-courses.ts';
import {
  NAME_FALLBACK,
  printableName,
  renderCertificatePdf,
  toWinAnsi,
  WIN_ANSI_CODE_POINTS,
} from './pdf.ts';
import { initialOf, issueCertificate, slugify } from './service.ts';

/** Every string drawn on the PDF's pages, decoded from the content streams (WinAnsi). */
async function drawnText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const decoder = new TextDecoder('windows-1252');
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = decoder.decode(decodePDFRawStream(stream).decode());
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        out.push(decoder.decode(Buffer.from(m[1] ?? '', 'hex')));
    }
  }
  return out;
}

const SAMPLE = {
  firstName: 'Mia',
  courseTitle: 'Brave Steps',
  instructorName: 'Ivy Instructor',
  issuedAt: new Date('2026-11-21T15:00:00Z'),
  serial: 'YE-ABCD-EFGH-JKLM',
  verifyUrl: 'https://ye.example/verify/YE-ABCD-EFGH-JKLM',
};

describe('certificate PDF (unit)', () => {
  it('keeps WinAnsi letters, transliterates other scripts and drops what cannot be drawn', () => {
    expect(toWinAnsi('Zoë')).toBe('Zoë');
    expect(toWinAnsi('  Anne-Sophie  Müller ')).toBe('Anne-Sophie Müller');
    expect(toWinAnsi('Łucja Ōtaka Đorđe')).toBe('Lucja Otaka Dorde');
    expect(toWinAnsi('Мила')).toBe('Mila');
    expect(toWinAnsi('Ζωή')).toBe('Zoi');
    expect(toWinAnsi('Noé 🌟')).toBe('Noé');
    expect(toWinAnsi('李华')).toBe('');
    expect(toWinAnsi('محمد')).toBe('');
    expect(toWinAnsi('Tab\tand\nnewline')).toBe('Tab and newline');
  });

  it('falls back to kind words when nothing of the name can be drawn', () => {
    expect(printableName('李华')).toBe(NAME_FALLBACK);
    expect(printableName('   ')).toBe(NAME_FALLBACK);
    expect(printableName('Zoë')).toBe('Zoë');
  });

  it('claims only characters Helvetica really encodes', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const supported = new Set(font.getCharacterSet());
    for (const code of WIN_ANSI_CODE_POINTS) expect(supported.has(code), `U+${code.toString(16)}`).toBe(true);
    // Whatever toWinAnsi returns can be encoded without throwing.
    expect(() => font.encodeText(toWinAnsi('Zoë Мила 李华 Ωmega €5 “quoted” — ok'))).not.toThrow();
  });

  it('formats dates as MMM DD, YYYY in UTC', () => {
    expect(formatDay(new Date('2026-11-21T23:59:00Z'))).toBe('Nov 21, 2026');
    expect(formatDay(new Date('2026-03-05T00:00:00Z'))).toBe('Mar 05, 2026');
  });

  it('makes file-name slugs and initials', () => {
    expect(slugify('Brave Steps: Día 1!')).toBe('brave-steps-dia-1');
    expect(slugify('李华')).toBe('course');
    expect(initialOf('mia')).toBe('M.');
    expect(initialOf(' émile')).toBe('É.');
    expect(initialOf('')).toBe('');
  });

  it('draws every line of the certificate, with the first name, and sets readable metadata', async () => {
    const bytes = await renderCertificatePdf(SAMPLE);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeGreaterThan(height);
    expect(Math.round(width)).toBe(842);
    expect(doc.getTitle()).toBe('Certificate: Brave Steps — Mia');
    expect(doc.getAuthor()).toBe('Youth Enrichments');
    expect(doc.getSubject()).toContain('Mia');
    const text = await drawnText(bytes);
    for (const line of [
      'Certificate of Achievement',
      'This certificate is proudly presented to',
      'Mia',
      'for completing',
      'Brave Steps',
      'Ivy Instructor',
      'Nov 21, 2026',
      'Certificate number YE-ABCD-EFGH-JKLM',
      'Check it at https://ye.example/verify/YE-ABCD-EFGH-JKLM',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('does not crash on names and titles in other scripts, and keeps them in the metadata', async () => {
    const zoe = await renderCertificatePdf({ ...SAMPLE, firstName: 'Zoë' });
    expect(await drawnText(zoe)).toContain('Zoë');
    const chinese = await renderCertificatePdf({
      ...SAMPLE,
      firstName: '李华',
      courseTitle: '勇敢 Brave 🌟',
      instructorName: '王老师',
    });
    const doc = await PDFDocument.load(chinese);
    expect(doc.getTitle()).toBe('Certificate: 勇敢 Brave 🌟 — 李华');
    const text = await drawnText(chinese);
    expect(text).toContain(NAME_FALLBACK);
    expect(text).toContain('Brave');
    expect(text).toContain('Youth Enrichments');
  });

  it('fits a very long course title on the page', async () => {
    const long = 'A very long course title about feelings, friends and being brave '.repeat(4);
    const bytes = await renderCertificatePdf({ ...SAMPLE, courseTitle: long });
    const doc = await PDFDocument.load(bytes);
    const font = await doc.embedFont(StandardFonts.HelveticaBold);
    const drawn = (await drawnText(bytes)).find((t) => t.startsWith('A very long'));
    expect(drawn).toBeDefined();
    expect(drawn?.endsWith('…')).toBe(true);
    expect(font.widthOfTextAtSize(drawn ?? '', 14)).toBeLessThanOrEqual(doc.getPage(0).getWidth() - 200);
  });
});

let ctx: TestContext;
let parent: FixtureUser;
let otherParent: FixtureUser;
let instructor: FixtureUser;
let mia: FixtureUser;
let leo: FixtureUser;
let sam: FixtureUser;
let course: TestCourse;
let miaSerial: string;
let samSerial: string;

beforeAll(async () => {
  ctx = await createTestApp({ APP_URL: 'https://ye.example' });
  parent = await createParent(ctx.db);
  otherParent = await createParent(ctx.db);
  instructor = await createUser(ctx.db, { type: 'instructor', firstName: 'Ivy', lastName: 'Green' });
  mia = await createChild(ctx.db, parent, { firstName: 'Mia' });
  leo = await createChild(ctx.db, parent, { firstName: 'Leo' });
  sam = await createChild(ctx.db, otherParent, { firstName: 'Sam' });
  await ctx.db.update(users).set({ lastName: 'Rivera' }).where(eq(users.id, mia.id));
  course = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Brave Steps: Day 1' });
  for (const kid of [mia, sam]) {
    await insertTestProgress(ctx.db, {
      childId: kid.id,
      course,
      completedLessonIds: course.lessonIds,
      courseCompleted: true,
    });
  }
  miaSerial = await issueCertificate(ctx.db, mia.id, course.id, new Date('2026-11-21T10:00:00Z'));
  samSerial = await issueCertificate(ctx.db, sam.id, course.id);
});
afterAll(async () => {
  await ctx?.close();
});

async function get(user: FixtureUser | null, url: string, extra: { remoteAddress?: string } = {}) {
  const headers = user ? await authAs(ctx.app, user) : {};
  return ctx.app.inject({ method: 'GET', url, headers, ...extra });
}

describe('GET /v1/course/certificates/list', () => {
  it('gives a child their own certificates in the contract shape', async () => {
    expect(await issueCertificate(ctx.db, mia.id, course.id)).toBe(miaSerial);
    const res = await get(mia, '/v1/course/certificates/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        serial: miaSerial,
        course_id: course.id,
        course_title: 'Brave Steps: Day 1',
        instructor_name: 'Ivy Green',
        child_id: mia.id,
        child_first_name: 'Mia',
        issued_at: '2026-11-21T10:00:00.000Z',
        download_path: `/v1/course/certificates/get/${miaSerial}`,
      },
    ]);
    expect((await get(mia, `/v1/course/certificates/list?child_id=${mia.id}`)).json()).toHaveLength(1);
    expect((await get(mia, `/v1/course/certificates/list?child_id=${leo.id}`)).statusCode).toBe(404);
    expect((await get(leo, '/v1/course/certificates/list')).json()).toEqual([]);
  });

  it("gives a parent all their children's certificates, or one child's", async () => {
    const all = await get(parent, '/v1/course/certificates/list');
    expect(all.statusCode).toBe(200);
    expect((all.json() as { serial: string }[]).map((c) => c.serial)).toEqual([miaSerial]);
    expect((await get(parent, `/v1/course/certificates/list?child_id=${mia.id}`)).json()).toHaveLength(1);
    expect((await get(parent, `/v1/course/certificates/list?child_id=${leo.id}`)).json()).toEqual([]);
  });

  it('refuses other families (404), other roles (403), strangers (401) and bad ids (400)', async () => {
    expect((await get(parent, `/v1/course/certificates/list?child_id=${sam.id}`)).statusCode).toBe(404);
    expect((await get(instructor, '/v1/course/certificates/list')).statusCode).toBe(403);
    expect((await get(null, '/v1/course/certificates/list')).statusCode).toBe(401);
    const bad = await get(parent, '/v1/course/certificates/list?child_id=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
  });
});

describe('GET /v1/course/parent/certificate', () => {
  it('lists every child of the parent with their certificates (empty when none)', async () => {
    const res = await get(parent, '/v1/course/parent/certificate');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { child_id: string; child_name: string; certificates: { serial: string }[] }[];
    expect(body.map((c) => c.child_name)).toEqual(['Mia', 'Leo']);
    expect(body[0]?.certificates.map((c) => c.serial)).toEqual([miaSerial]);
    expect(body[1]?.certificates).toEqual([]);
    expect(res.body).not.toContain(samSerial);
  });

  it('is for parents only', async () => {
    expect((await get(mia, '/v1/course/parent/certificate')).statusCode).toBe(403);
    expect((await get(instructor, '/v1/course/parent/certificate')).statusCode).toBe(403);
    expect((await get(null, '/v1/course/parent/certificate')).statusCode).toBe(401);
  });
});

describe('GET /v1/course/certificates/get/:serial', () => {
  it('downloads the PDF for the child and for their parent, with the first name only', async () => {
    for (const who of [mia, parent]) {
      const res = await get(who, `/v1/course/certificates/get/${miaSerial}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="certificate-brave-steps-day-1-${miaSerial}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getTitle()).toBe('Certificate: Brave Steps: Day 1 — Mia');
      expect(doc.getSubject()).toContain('Mia');
      const text = await drawnText(res.rawPayload);
      expect(text).toContain('Mia');
      expect(text).toContain('Ivy Green');
      expect(text).toContain('Nov 21, 2026');
      expect(text).toContain(`Check it at https://ye.example/verify/${miaSerial}`);
      expect(text.join(' ')).not.toContain('Rivera');
    }
  });

  it('answers 404 to everyone else, exactly as for an unknown serial', async () => {
    const unknown = await get(parent, '/v1/course/certificates/get/YE-AAAA-BBBB-CCCC');
    expect(unknown.statusCode).toBe(404);
    for (const who of [otherParent, sam, leo, instructor]) {
      const res = await get(who, `/v1/course/certificates/get/${miaSerial}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await get(null, `/v1/course/certificates/get/${miaSerial}`)).statusCode).toBe(401);
    expect((await get(parent, '/v1/course/certificates/get/not-a-serial')).statusCode).toBe(400);
  });

  it('draws a name in another script without failing', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: '李华' });
    await insertTestProgress(ctx.db, {
      childId: kid.id,
      course,
      completedLessonIds: course.lessonIds,
      courseCompleted: true,
    });
    const serial = await issueCertificate(ctx.db, kid.id, course.id);
    const res = await get(parent, `/v1/course/certificates/get/${serial}`);
    expect(res.statusCode).toBe(200);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toContain('李华');
    expect(await drawnText(res.rawPayload)).toContain(NAME_FALLBACK);
  });
});

describe('GET /v1/course/certificates/verify/:serial (public)', () => {
  it('shows course, instructor, date and the initial only', async () => {
    const res = await get(null, `/v1/course/certificates/verify/${miaSerial}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      serial: miaSerial,
      course_title: 'Brave Steps: Day 1',
      instructor_name: 'Ivy Green',
      child_initial: 'M.',
      issued_at: '2026-11-21T10:00:00.000Z',
    });
    expect(res.body).not.toContain('Mia');
    expect(res.body).not.toContain('Rivera');
    expect(res.body).not.toContain(mia.id);
  });

  it('answers 404 in plain words for an unknown number and 400 for a malformed one', async () => {
    const unknown = await get(null, '/v1/course/certificates/verify/YE-AAAA-BBBB-CCCC');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('We could not find a certificate with this number.');
    const bad = await get(null, '/v1/course/certificates/verify/ye-abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/This is not a certificate number\./);
  });

  it('is rate-limited per address (30 a minute)', async () => {
    const remoteAddress = '203.0.113.77';
    for (let i = 0; i < 30; i++) {
      const res = await get(null, '/v1/course/certificates/verify/YE-AAAA-BBBB-CCCC', { remoteAddress });
      expect(res.statusCode).toBe(404);
    }
    const limited = await get(null, `/v1/course/certificates/verify/${miaSerial}`, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many attempts/);
    // Another address is not affected.
    const other = await get(null, `/v1/course/certificates/verify/${miaSerial}`, {
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(200);
  });
});
