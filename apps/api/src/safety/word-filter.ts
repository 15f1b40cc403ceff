// The word filter for what children read: a pure check of a child's post, or of a name other
// children will see, that says in plain words why it should not go out as it is. For posts it never
// decides on its own: every child post waits for the instructor anyway, and a held post is never
// approved automatically. It leans towards holding (a false alarm costs the instructor a glance; a
// missed phone number costs a child).
//
// Rude words come from `obscenity` (a maintained English profanity list with its handling of
// disguises: look-alike letters, leet speak, repeated letters, "f*ck"), plus the unkind words a
// class of 6-14 year olds should not carry. Personal details (emails, phones, links, handles,
// addresses), invitations to meet and words about getting hurt are our own rules below.
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
} from 'obscenity';

/**
 * Unkind words for a children's board that a profanity list does not carry. Each is a left-bounded
 * obscenity pattern (so "dumber" counts, "oxymoron" does not); `?` stands for one disguised letter.
 */
const UNKIND: Record<string, string[]> = {
  stupid: ['|stupid', '|st?pid', '|st??pid', '|stpid'],
  idiot: ['|idiot', '|idiots'],
  dumb: ['|dumb'],
  loser: ['|loser'],
  ugly: ['|ugly'],
  moron: ['|moron'],
  weirdo: ['|weirdo'],
  freak: ['|freak'],
  'shut up': ['|shut up', '|shutup'],
  'hate you': ['|hate you', '|hate u|'],
  crap: ['|crap'],
  damn: ['|damn'],
  piss: ['|piss'],
};

/** Everyday words that contain a listed one. */
const ALLOWED_WORDS = ['dumbbell', 'cockpit', 'crapo', 'scrap', 'dumbo'];

const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
for (const [word, patterns] of Object.entries(UNKIND)) {
  dataset.addPhrase((phrase) => {
    let p = phrase.setMetadata({ originalWord: word });
    for (const source of patterns) p = p.addPattern(parseRawPattern(source));
    return p;
  });
}
const built = dataset.build();
const rudeMatcher = new RegExpMatcher({
  ...built,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...ALLOWED_WORDS],
  ...englishRecommendedTransformers,
});

/** The first rude word in the text (as the list spells it), read as written and as plain words. */
export function findRude(text: string): string | null {
  // Obscenity collapses repeated letters itself, so the plain words keep theirs ("dumbbell").
  for (const candidate of [text, plainWords(text, false).join(' ')]) {
    const [first] = rudeMatcher.getAllMatches(candidate, true);
    if (first) return dataset.getPayloadWithPhraseMetadata(first).phraseMetadata?.originalWord ?? null;
  }
  return null;
}

/** Words that may mean a child, or someone else, is being hurt: the instructor should look now. */
const HURT_WORDS = [
  'kill',
  'suicide',
  'want to die',
  'wanna die',
  'hurt myself',
  'cut myself',
  'hit me',
  'hits me',
  'gun',
  'knife',
];

/** Invitations to talk or meet outside the class. */
const CONTACT_WORDS = [
  'snap me',
  'snapchat',
  'add me',
  'dm me',
  'message me',
  'text me',
  'whatsapp',
  'instagram',
  'insta',
  'tiktok',
  'discord',
  'kik',
  'meet me',
  'meet up',
  'come to my house',
];

/** Words that tell where a child lives or goes to school. */
const PLACE_WORDS = [
  'my address',
  'i live at',
  'i live on',
  'where do you live',
  'where you live',
  'my school is',
  'what school',
  'postcode',
  'zip code',
];

// Ways children disguise letters ("st00pid", "$hit", "1diot").
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
};

/** Repeated letters count once ("stuuupid", "kiiill"), on both the post and the lists. */
const squash = (word: string) => word.replace(/(.)\1+/g, '$1');

/**
 * The post as a line of plain lowercase words: look-alike characters read as letters, accents
 * dropped, anything else a space, and letters spelled out one by one ("s t u p i d") joined again.
 */
function plainWords(text: string, squashed = true): string[] {
  const lowered = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
  const mapped = [...lowered].map((ch) => LOOKALIKES[ch] ?? ch).join('');
  const tokens = mapped
    .replace(/'/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  const words: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) words.push(run.join(''));
    else words.push(...run);
    run = [];
  };
  for (const t of tokens) {
    if (t.length === 1) run.push(t);
    else {
      flush();
      words.push(t);
    }
  }
  flush();
  return squashed ? words.map(squash) : words;
}

const ENDINGS = ['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'y'];

/** The first listed word or phrase in the post (whole words, common endings on the last word). */
function findListed(words: readonly string[], list: readonly string[]): string | null {
  for (const entry of list) {
    const parts = entry.split(' ').map(squash);
    for (let i = 0; i + parts.length <= words.length; i++) {
      const matches = parts.every((p, j) => {
        const w = words[i + j] ?? '';
        if (j < parts.length - 1) return w === p;
        return ENDINGS.some((e) => w === squash(p + e));
      });
      if (matches) return entry;
    }
  }
  return null;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/u;
/** "mia at gmail dot com", "mia (at) mail [dot] co". */
const SPELLED_EMAIL =
  /\b[\p{L}\p{N}._-]+\s*[([{]?\s*at\s*[)\]}]?\s*[\p{L}\p{N}-]+\s*[([{]?\s*(dot|\.)\s*[)\]}]?\s*(com|net|org|co|uk|edu|io|me)\b/iu;
const MAIL_SERVICES = /\b(gmail|hotmail|yahoo|outlook|icloud|aol|protonmail)\b/i;

const URL_LIKE =
  /(\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|io|co|uk|me|gg|tv|app|ly|xyz|info|biz)\b)/i;
/** "@mia_123" (an email's @ has a letter right before it, so it is not read as a handle). */
const HANDLE = /(^|[^\p{L}\p{N}_.])@[\p{L}\p{N}_.]{2,}/u;

const STREET =
  /\b\d{1,5}\s+([a-z]+\s+){1,2}(street|st|road|rd|avenue|ave|lane|ln|drive|dr|crescent|boulevard|blvd|terrace)\b/i;

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/** Seven or more digits in a row count as a phone number: 555-123-4567, (555) 123 4567, +44 7700 900123. */
const PHONE_DIGITS = 7;

/** Whether the post holds a run of PHONE_DIGITS digits, written as digits or words, spaced or not. */
function hasPhoneNumber(text: string): boolean {
  // Digits joined by spaces, dashes, dots, brackets or a plus ("0 7 7 0 0-9 0 0.1 2 3").
  for (const run of text.match(/[+(]?\d[\d\s().+-]*\d/g) ?? []) {
    if (run.replace(/\D/g, '').length >= PHONE_DIGITS) return true;
  }
  // Digits spelled out: "five five five one two three four", "oh seven seven ...", mixed with digits.
  // Runs of digits alone were judged above (with their separators), so a run needs a spelled digit.
  const tokens = text.toLowerCase().split(/[\s,.-]+/);
  let count = 0;
  let spelled = false;
  for (const t of tokens) {
    const word = DIGIT_WORDS[t];
    const digits = word ?? (/^\d+$/.test(t) ? t : null);
    if (digits === null) {
      count = 0;
      spelled = false;
    } else {
      count += digits.length;
      spelled ||= word !== undefined;
      if (spelled && count >= PHONE_DIGITS) return true;
    }
  }
  return false;
}

/** What kind of thing the filter found; 'private' kinds are a child's own details. */
export type FindingKind = 'hurt' | 'rude' | 'email' | 'phone' | 'link' | 'handle' | 'contact' | 'place';
export const PRIVATE_KINDS: readonly FindingKind[] = ['email', 'phone', 'link', 'handle', 'contact', 'place'];

export interface Finding {
  kind: FindingKind;
  /** In plain words for the instructor. */
  reason: string;
}

/** What the filter found in a post, in the order an instructor should read it (empty: nothing). */
export function screenPost(text: string): Finding[] {
  const found: Finding[] = [];
  const add = (kind: FindingKind, reason: string) => found.push({ kind, reason });
  const words = plainWords(text);

  const hurt = findListed(words, HURT_WORDS);
  if (hurt) add('hurt', `It may be about someone getting hurt (“${hurt}”). Please read it with care.`);
  const rude = findRude(text);
  if (rude) add('rude', `It has an unkind or rude word (“${rude}”).`);
  if (EMAIL.test(text) || SPELLED_EMAIL.test(text) || MAIL_SERVICES.test(text))
    add('email', 'It looks like an email address.');
  if (hasPhoneNumber(text)) add('phone', 'It looks like a phone number.');
  if (URL_LIKE.test(text.replace(EMAIL, ' '))) add('link', 'It has a web link.');
  if (HANDLE.test(text)) add('handle', 'It looks like a social media name (@name).');
  const contact = findListed(words, CONTACT_WORDS);
  if (contact) add('contact', `It asks to talk or meet outside the class (“${contact}”).`);
  const place = findListed(words, PLACE_WORDS);
  if (place) add('place', `It may say where a child lives or goes to school (“${place}”).`);
  else if (STREET.test(text)) add('place', 'It looks like a home address.');
  return found;
}

/** The held reason stored with a post: every finding in one line, or null when nothing was found. */
export function heldReason(findings: readonly Finding[]): string | null {
  return findings.length > 0 ? findings.map((f) => f.reason).join(' ') : null;
}

/**
 * A name other children will see (a child's name on a board): nothing the filter would hold in a
 * post is allowed in it. Returns the answer for the parent in plain words, or null when it is fine.
 */
export function nameProblem(name: string): string | null {
  const reason = heldReason(screenPost(name));
  return reason ? `Please choose another name: other children can see it. ${reason}` : null;
}
