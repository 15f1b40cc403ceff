import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { formatDay } from '../../../dates.ts';

// The certificate as a one-page PDF, drawn with pdf-lib's standard fonts (no font files to ship).
// Those fonts only encode WinAnsi (Latin-1 plus a few signs), so every piece of text drawn on the
// page goes through `toWinAnsi` first; the PDF metadata is UTF-16 and keeps names as they are.

export interface CertificatePdfInput {
  /** The child's first name only (never the last name). */
  firstName: string;
  courseTitle: string;
  instructorName: string;
  issuedAt: Date;
  serial: string;
  /** Where anyone can check the certificate, e.g. https://example.com/verify/YE-... */
  verifyUrl: string;
}

export const NAME_FALLBACK = 'a young learner';
const COURSE_FALLBACK = 'a Youth Enrichments course';
const INSTRUCTOR_FALLBACK = 'Youth Enrichments';

/** Code points the WinAnsi encoding of the standard fonts can draw. */
export const WIN_ANSI_CODE_POINTS: ReadonlySet<number> = new Set([
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...[0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152],
  ...[0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a],
  ...[0x0153, 0x017e, 0x0178],
]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// Letters that Unicode decomposition does not reduce to Latin: Cyrillic, Greek and a few Latin ones.
const TRANSLITERATION: Record<string, string> = {
  ...pairs('АA БB ВV ГG ДD ЕE ЁYo ЖZh ЗZ ИI ЙY КK ЛL МM НN ОO ПP РR СS ТT УU ФF ХKh ЦTs ЧCh ШSh ЩShch'),
  ...pairs('Ъ ЫY Ь ЭE ЮYu ЯYa ІI ЇYi ЄYe ҐG ЎU'),
  ...pairs('аa бb вv гg дd еe ёyo жzh зz иi йy кk лl мm нn оo пp рr сs тt уu фf хkh цts чch шsh щshch'),
  ...pairs('ъ ыy ь эe юyu яya іi їyi єye ґg ўu'),
  ...pairs('ΑA ΒV ΓG ΔD ΕE ΖZ ΗI ΘTh ΙI ΚK ΛL ΜM ΝN ΞX ΟO ΠP ΡR ΣS ΤT ΥY ΦF ΧCh ΨPs ΩO'),
  ...pairs('αa βv γg δd εe ζz ηi θth ιi κk λl μm νn ξx οo πp ρr σs ςs τt υy φf χch ψps ωo'),
  ...pairs('ŁL łl ĐD đd ĦH ħh ıi ŊNg ŋng ĸk ŦT ŧt ƏE əe'),
};

/** 'АA ЁYo Ъ' -> {А: 'A', Ё: 'Yo', Ъ: ''}: the first character of each token maps to the rest. */
function pairs(spec: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const token of spec.split(' ')) {
    const [letter, ...rest] = [...token];
    if (letter) out[letter] = rest.join('');
  }
  return out;
}

const COMBINING_MARK = /\p{M}/u;

/**
 * Text the standard fonts can draw: characters WinAnsi has are kept, others are transliterated
 * (Cyrillic, Greek) or stripped of their accents (Ő -> O), and whatever is left unknown (Chinese,
 * Arabic, emoji, ...) is dropped. Whitespace is collapsed. May return ''.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/gu, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (WIN_ANSI_CODE_POINTS.has(code)) {
      out += char;
      continue;
    }
    const mapped = TRANSLITERATION[char];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    // Accented letters: the base letter without its marks (Ő -> O, ά -> a).
    for (const part of char.normalize('NFKD')) {
      if (COMBINING_MARK.test(part)) continue;
      if (WIN_ANSI_CODE_POINTS.has(part.codePointAt(0) ?? 0)) out += part;
      else out += TRANSLITERATION[part] ?? '';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** The name as printed: drawable, or a kind fallback when nothing of it can be drawn. */
export function printableName(firstName: string): string {
  return toWinAnsi(firstName) || NAME_FALLBACK;
}

const hex = (value: string): RGB =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );

// The brand palette (apps/web/src/theme/theme.ts).
const COLORS = {
  paper: hex('#FFFBF2'),
  darkGreen: hex('#1B5E20'),
  green: hex('#2E7D32'),
  yellow: hex('#FFC83D'),
  orange: hex('#F28C28'),
  deepOrange: hex('#A84B00'),
  ink: hex('#1F2421'),
  grey: hex('#4A4F4C'),
};

const STAR_PATH =
  'M 0 -20 L 5.9 -8.1 L 19 -6.2 L 9.5 3.1 L 11.8 16.2 L 0 10 L -11.8 16.2 L -9.5 3.1 L -19 -6.2 L -5.9 -8.1 Z';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** The largest size from `size` down to `min` at which the text fits; below that it is shortened. */
function fitText(font: PDFFont, text: string, size: number, min: number, maxWidth: number) {
  let s = size;
  while (s > min && font.widthOfTextAtSize(text, s) > maxWidth) s -= 1;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(t, s) > maxWidth) t = `${t.slice(0, -2).trimEnd()}…`;
  return { text: t, size: s };
}

function centered(
  page: PDFPage,
  font: PDFFont,
  text: string,
  y: number,
  opts: { size: number; min?: number; color: RGB; maxWidth?: number; centerX?: number },
) {
  const { width } = page.getSize();
  const fitted = fitText(font, text, opts.size, opts.min ?? opts.size, opts.maxWidth ?? width - 160);
  const x = (opts.centerX ?? width / 2) - font.widthOfTextAtSize(fitted.text, fitted.size) / 2;
  page.drawText(fitted.text, { x, y, size: fitted.size, font, color: opts.color });
}

function drawFrame(page: PDFPage) {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: 0, width, height, color: COLORS.paper });
  page.drawRectangle({
    x: 18,
    y: 18,
    width: width - 36,
    height: height - 36,
    borderColor: COLORS.darkGreen,
    borderWidth: 7,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: COLORS.orange,
    borderWidth: 1.5,
  });
  for (const [x, y] of [
    [34, 34],
    [width - 34, 34],
    [34, height - 34],
    [width - 34, height - 34],
  ] as const) {
    page.drawCircle({ x, y, size: 11, color: COLORS.yellow, borderColor: COLORS.orange, borderWidth: 1.5 });
  }
  // Three stars above the title: one big between two small.
  for (const [dx, scale] of [
    [-46, 0.7],
    [0, 1],
    [46, 0.7],
  ] as const) {
    page.drawSvgPath(STAR_PATH, {
      x: width / 2 + dx,
      y: height - 72 - (scale === 1 ? 0 : 6),
      scale,
      color: COLORS.yellow,
      borderColor: COLORS.orange,
      borderWidth: 1.5,
    });
  }
}

function drawSignatureBlock(
  page: PDFPage,
  fonts: Fonts,
  centerX: number,
  value: string,
  label: string,
  y: number,
) {
  const lineWidth = 200;
  centered(page, fonts.bold, value, y + 8, {
    size: 15,
    min: 9,
    color: COLORS.ink,
    maxWidth: lineWidth,
    centerX,
  });
  page.drawLine({
    start: { x: centerX - lineWidth / 2, y },
    end: { x: centerX + lineWidth / 2, y },
    thickness: 1,
    color: COLORS.grey,
  });
  centered(page, fonts.regular, label, y - 16, { size: 11, color: COLORS.grey, centerX });
}

function drawSeal(page: PDFPage, fonts: Fonts, x: number, y: number) {
  page.drawCircle({ x, y, size: 38, color: COLORS.yellow, borderColor: COLORS.orange, borderWidth: 3 });
  page.drawCircle({ x, y, size: 31, borderColor: COLORS.darkGreen, borderWidth: 1 });
  centered(page, fonts.bold, 'WELL', y + 4, { size: 12, color: COLORS.darkGreen, centerX: x });
  centered(page, fonts.bold, 'DONE!', y - 10, { size: 12, color: COLORS.darkGreen, centerX: x });
}

/** The certificate: A4 landscape, one page. Returns the PDF bytes. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const name = printableName(input.firstName);
  const course = toWinAnsi(input.courseTitle) || COURSE_FALLBACK;
  const instructor = toWinAnsi(input.instructorName) || INSTRUCTOR_FALLBACK;
  const date = formatDay(input.issuedAt);

  // Metadata is stored as UTF-16, so the real name and title stay exactly as they are.
  const metaName = input.firstName.trim() || NAME_FALLBACK;
  doc.setTitle(`Certificate: ${input.courseTitle} — ${metaName}`);
  doc.setAuthor('Youth Enrichments');
  doc.setSubject(`Certificate of Achievement for ${metaName}: ${input.courseTitle} (${input.serial})`);
  doc.setKeywords(['certificate', 'Youth Enrichments', input.serial]);
  doc.setCreator('Youth Enrichments');
  doc.setProducer('Youth Enrichments');
  doc.setLanguage('en');
  doc.setCreationDate(input.issuedAt);

  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const page = doc.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  drawFrame(page);

  centered(page, fonts.bold, 'YOUTH ENRICHMENTS', height - 112, { size: 12, color: COLORS.green });
  centered(page, fonts.bold, 'Certificate of Achievement', height - 162, {
    size: 40,
    color: COLORS.darkGreen,
  });
  centered(page, fonts.italic, 'This certificate is proudly presented to', height - 204, {
    size: 16,
    color: COLORS.grey,
  });
  centered(page, fonts.bold, name, height - 262, {
    size: 46,
    min: 20,
    color: COLORS.deepOrange,
    maxWidth: width - 240,
  });
  page.drawLine({
    start: { x: width / 2 - 190, y: height - 278 },
    end: { x: width / 2 + 190, y: height - 278 },
    thickness: 1.5,
    color: COLORS.orange,
  });
  centered(page, fonts.italic, 'for completing', height - 308, { size: 16, color: COLORS.grey });
  centered(page, fonts.bold, course, height - 346, {
    size: 28,
    min: 14,
    color: COLORS.darkGreen,
    maxWidth: width - 200,
  });

  const blockY = 150;
  drawSignatureBlock(page, fonts, width / 2 - 230, date, 'Date', blockY);
  drawSignatureBlock(page, fonts, width / 2 + 230, instructor, 'Instructor', blockY);
  drawSeal(page, fonts, width / 2, blockY + 10);

  centered(page, fonts.regular, `Certificate number ${input.serial}`, 78, { size: 10, color: COLORS.grey });
  centered(page, fonts.regular, `Check it at ${toWinAnsi(input.verifyUrl)}`, 62, {
    size: 10,
    min: 7,
    color: COLORS.grey,
  });

  return doc.save();
}
