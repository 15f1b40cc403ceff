// Personal details a child must never publish: a pure, deterministic check shared by the boards, the
// live room's chat and anything else that shows a child's words to others (decision 041). Unlike the
// word filter (which only holds a post for the teacher), what this finds is refused before it is
// stored, so the text never reaches the database. It leans towards refusing: a false alarm costs a
// child a rewrite; a missed address costs a child.
import { screenPost } from './word-filter.ts';

export type PersonalDetailKind =
  | 'email'
  | 'phone'
  | 'address'
  | 'postcode'
  | 'school'
  | 'full_name'
  | 'handle';

/** What each kind is called when a child is told about it. */
const WORDS: Record<PersonalDetailKind, string> = {
  email: 'an email address',
  phone: 'a phone number',
  address: 'where someone lives',
  postcode: 'a postcode',
  school: 'the name of a school',
  full_name: 'a full name',
  handle: 'a social media name',
};

/** A person's name as the check should recognise it (a child's own, or a classmate's). */
export interface KnownName {
  first: string;
  last: string;
}

/** UK (SW1A 1AA, M1 1AE), Canadian (K1A 0B1) and US ZIP+4 (12345-6789) postcodes. */
const POSTCODES = [
  /\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/i,
  /\b[a-z]\d[a-z]\s?\d[a-z]\d\b/i,
  /\b\d{5}-\d{4}\b/,
  /\b(post|postal|zip)\s*code\b/i,
];

/** Kinds of school named after a place or a person ("Oakfield Primary", "St Mary's High School"). */
const SCHOOL_KINDS = 'primary|elementary|junior|infant|infants|secondary|grammar|prep|preparatory';
/** Words before "school" that do not name one ("my school", "after school", "swim school"). */
const NOT_A_SCHOOL_NAME = new Set(
  `my|our|your|his|her|their|the|a|an|this|that|at|to|in|of|from|after|before|for|big|new|old|next|last|
  whole|same|other|every|no|at|go|went|love|like|hate|summer|sunday|saturday|weekend|holiday|dance|swim|
  swimming|music|art|driving|online|home|boarding|forest|football|drama|ballet|night|day|nursery|
  middle|high|primary|junior|secondary|elementary|grammar|the|and|or|but|is|was|i|we|you|they|cool|fun|
  boring|great|nice|good|bad|best|usual|normal|real|first|own|favourite|favorite|walked|walk|ran|back|
  in|into|about|during|through|love|loved|like|liked|miss|missed|started|start|finished|leave|left`
    .split(/[\s|]+/)
    .filter(Boolean),
);
const SCHOOL_NAMED = new RegExp(
  `\\b([\\p{L}'’.-]+)\\s+(?:(?:${SCHOOL_KINDS})(?:\\s+school)?|(?:middle|high)\\s+school|school|academy|college)\\b`,
  'giu',
);
const SCHOOL_PHRASES = [
  /\b(i|we)\s+(go|goes|went)\s+to\s+(?!school\b|my\s+school\b|the\s+park\b|bed\b)[\p{L}'’.-]+\s+(school|academy|primary|elementary)\b/iu,
  /\bmy\s+school\s+(is|was)\s+(called|named)\b/iu,
];

/** "my name is Mia Jones", "my full name is …": a first and a last name after it. */
const NAME_INTRO =
  /\b(?:my\s+(?:full\s+|real\s+|whole\s+)?name\s+is|i\s+am\s+called|call\s+me)\s+([\p{L}'’-]+)\s+([\p{L}'’-]+)/iu;
const NOT_A_SURNAME = new Set(
  'and|but|or|so|i|im|and|the|a|an|to|too|also|because|from|in|at|is|am|was|my|me|but|then|like|with|of|not|it'.split(
    '|',
  ),
);

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);

function hasSchoolName(text: string): boolean {
  if (SCHOOL_PHRASES.some((r) => r.test(text))) return true;
  for (const match of text.matchAll(SCHOOL_NAMED)) {
    const before = (match[1] ?? '').toLowerCase().replace(/[’']s$/, '');
    if (!NOT_A_SCHOOL_NAME.has(before)) return true;
  }
  return false;
}

function hasFullName(text: string, names: readonly KnownName[]): boolean {
  const intro = NAME_INTRO.exec(text);
  if (intro && !NOT_A_SURNAME.has((intro[2] ?? '').toLowerCase())) return true;
  const said = words(text);
  for (const name of names) {
    const first = words(name.first);
    const last = words(name.last);
    if (first.length === 0 || last.length === 0) continue;
    const full = [...first, ...last];
    for (let i = 0; i + full.length <= said.length; i++)
      if (full.every((w, j) => said[i + j] === w)) return true;
  }
  return false;
}

/** The word filter's place finding quotes what it saw ("my school is", "postcode", an address). */
function placeKind(reason: string): PersonalDetailKind {
  const quoted = /“([^”]*)”/.exec(reason)?.[1] ?? '';
  if (/school/i.test(quoted)) return 'school';
  if (/postcode|zip code/i.test(quoted)) return 'postcode';
  return 'address';
}

/**
 * The kinds of personal detail in the text, in a fixed order (empty: none). `names` are people whose
 * full name must not be published (the author's own, their classmates').
 */
export function findPersonalDetails(text: string, names: readonly KnownName[] = []): PersonalDetailKind[] {
  const found = new Set<PersonalDetailKind>();
  for (const finding of screenPost(text)) {
    if (finding.kind === 'email') found.add('email');
    else if (finding.kind === 'phone') found.add('phone');
    else if (finding.kind === 'handle') found.add('handle');
    // "where do you live", "my address", "12 Oak Road": all about where a child lives or learns.
    else if (finding.kind === 'place') found.add(placeKind(finding.reason));
  }
  if (POSTCODES.some((r) => r.test(text))) found.add('postcode');
  if (hasSchoolName(text)) found.add('school');
  if (hasFullName(text, names)) found.add('full_name');
  const order: PersonalDetailKind[] = [
    'email',
    'phone',
    'address',
    'postcode',
    'school',
    'full_name',
    'handle',
  ];
  return order.filter((k) => found.has(k));
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** What a child is told when their words were not sent, kindly and without repeating the detail. */
export function personalDetailsMessage(kinds: readonly PersonalDetailKind[]): string {
  return `We did not send this because it looks like it has ${list(kinds.map((k) => WORDS[k]))} in it. Those are private: keep them just for you and your family. Please take it out and try again.`;
}
