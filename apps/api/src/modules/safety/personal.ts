// Personal details in a child's words (decision 046): where they are found, so that what other people
// see can have them hidden. Deterministic patterns, leaning to hiding: a hidden word costs a reader
// a little context, a shown address may cost a child much more. Used for journal entries, board
// posts and live chat; `findPersonalDetails` is the small function other modules call.

export const PERSONAL_KINDS = [
  'email',
  'phone',
  'postcode',
  'address',
  'school',
  'place',
  'link',
  'handle',
] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

export interface PersonalDetail {
  kind: PersonalKind;
  start: number;
  end: number;
}

/** What a person reads about each kind (the teacher's held reason, the child's tip). */
export const PERSONAL_WORDS: Record<PersonalKind, string> = {
  email: 'an email address',
  phone: 'a phone number',
  postcode: 'a postcode',
  address: 'a home address',
  school: 'the name of a school',
  place: 'where someone lives',
  link: 'a web link',
  handle: 'a social media name',
};

const W = "[\\p{L}\\p{N}'’.-]+";

const PATTERNS: [PersonalKind, RegExp][] = [
  ['email', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu],
  [
    'email',
    /\b[\p{L}\p{N}._-]+\s*[([{]?\s*at\s*[)\]}]?\s*(?:gmail|hotmail|yahoo|outlook|icloud|aol|protonmail|[\p{L}\p{N}-]+)\s*[([{]?\s*(?:dot|\.)\s*[)\]}]?\s*(?:com|net|org|co|uk|edu|io|me)\b/giu,
  ],
  ['email', /\b(?:gmail|hotmail|yahoo|outlook|icloud|protonmail)\b/giu],
  // Seven digits or more, spaced, dashed or bracketed: 555-123-4567, (555) 123 4567, +44 7700 900123.
  ['phone', /(?<![\p{L}\p{N}])[+(]?\d(?:[\s().+-]{0,2}\d){6,}(?![\p{L}\p{N}])/gu],
  // UK postcodes (SW1A 1AA, m1 1ae), Canadian ones (K1A 0B1) and US ZIP codes said as such.
  ['postcode', /\b[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}\b/g],
  ['postcode', /\b[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d\b/g],
  ['postcode', /\b(?:zip|zip code|zipcode|postcode|post code)\s*(?:is\s*)?:?\s*\d{5}(?:-\d{4})?\b/giu],
  [
    'address',
    new RegExp(
      `\\b\\d{1,5}[a-z]?,?\\s+(?:${W}\\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|way|court|ct|crescent|place|pl|boulevard|blvd|terrace|grove|gardens|hill|row|square|sq)\\b\\.?`,
      'giu',
    ),
  ],
  ['address', new RegExp(`\\bmy (?:home )?address(?: is|'s|:)?\\s+(?:${W}[\\s,]*){1,6}`, 'giu')],
  // Schools: "Oakwood Primary", "St Mary's Catholic School", "i go to oakwood primary".
  [
    'school',
    /\b(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}(?:Primary|Elementary|Middle|High|Junior|Infant|Infants|Secondary|Grammar|Prep|Preparatory|Academy|Montessori)(?:\s+School)?\b/gu,
  ],
  ['school', /\b(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}School\b/gu],
  [
    'school',
    new RegExp(
      `(?<=\\b(?:go to|goes to|went to|attend|attends|my school is|my school's|school is called|school called|i'm at|im at|i am at)\\s+)(?:${W}\\s+){0,3}(?:primary|elementary|middle|high|junior|infant|infants|secondary|grammar|prep|academy|school)\\b(?:\\s+school)?`,
      'giu',
    ),
  ],
  // Where someone lives: "I live in Leeds", "we live on Elm", "my house is near the big Tesco".
  [
    'place',
    new RegExp(
      `\\b(?:i|we|my family|my nan|my gran|my grandma|my dad|my mum|my mom)\\s+(?:live|lives|living|stay|stays)\\s+(?:in|on|at|near|by|next to)\\s+(?:the\\s+)?(?:${W}\\s*){1,3}`,
      'giu',
    ),
  ],
  [
    'place',
    new RegExp(
      `\\bmy (?:house|home|flat|apartment) is (?:in|on|at|near|by|next to)\\s+(?:${W}\\s*){1,3}`,
      'giu',
    ),
  ],
  [
    'link',
    /(?:\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|uk|me|gg|tv|app|ly|xyz)\b\S*)/giu,
  ],
  ['handle', /(?<=^|[^\p{L}\p{N}_.])@[\p{L}\p{N}_.]{2,}/gu],
];

/** Words that look like a postcode but are everyday writing ("level 2 3rd", game names). */
const POSTCODE_LOOKALIKES = /^(?:mp3|mp4|ps4|ps5|a4|b12|covid19)$/i;

/** Every match of every pattern, unmerged (a school name inside "I live near ..." is both). */
function scan(text: string): PersonalDetail[] {
  const found: PersonalDetail[] = [];
  for (const [kind, pattern] of PATTERNS) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      const value = m[0].trimEnd();
      // "ps4 2nd", "mp3": everyday words; an ordinal ("2nd", "3rd") never ends a postcode.
      if (kind === 'postcode' && (POSTCODE_LOOKALIKES.test(value) || /\d(?:st|nd|rd|th)$/i.test(value)))
        continue;
      const start = m.index ?? 0;
      found.push({ kind, start, end: start + value.length });
    }
  }
  return found;
}

/** Every personal detail in the text, by position, overlapping ones merged (kind of the first). */
export function findPersonalDetails(text: string): PersonalDetail[] {
  const found = scan(text).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: PersonalDetail[] = [];
  for (const d of found) {
    const last = merged[merged.length - 1];
    if (last && d.start <= last.end) last.end = Math.max(last.end, d.end);
    else merged.push({ ...d });
  }
  return merged;
}

export const HIDDEN = '[hidden]';

/** The text with every personal detail replaced by [hidden]: what other people may read. */
export function hidePersonalDetails(text: string, details = findPersonalDetails(text)): string {
  let out = '';
  let at = 0;
  for (const d of details) {
    out += text.slice(at, d.start) + HIDDEN;
    at = d.end;
  }
  return out + text.slice(at);
}

/** The kinds of personal detail in the text, each once, in list order. */
export function personalKinds(text: string): PersonalKind[] {
  const details = scan(text);
  return PERSONAL_KINDS.filter((k) => details.some((d) => d.kind === k));
}
