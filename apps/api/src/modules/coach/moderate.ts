// The coach's output check (decision 051): every reply the model writes is read here before a child
// sees it, and any doubt replaces it with a fixed safe line. Deterministic and pure, so the eval
// (scripts/eval/checks/coach.ts) measures exactly what the route runs. It leans to replacing: a
// replaced harmless reply costs a child one warm sentence, a passed bad one may cost much more.
import { screenPost } from '../../safety/word-filter.ts';
import { findCrisis } from '../safety/crisis.ts';
import { findPersonalDetails } from '../safety/personal.ts';

/** The longest reply a child reads (two short sentences). */
export const MAX_REPLY_CHARS = 300;

/** What the child reads instead of a refused reply, or when the model could not answer. */
export const SAFE_LINE = 'Thank you for sharing that.';

export const REFUSAL_REASONS = [
  'empty',
  'too_long',
  'claims_human',
  'claims_professional',
  'asks_personal',
  'personal_detail',
  'secrecy',
  'blocked_words',
  'unsafe_topic',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** What the parent reads beside a replaced reply. */
export const REFUSAL_WORDS: Record<RefusalReason | 'unavailable', string> = {
  empty: 'The helper gave no answer, so a safe line was shown.',
  too_long: 'The helper’s answer was too long, so a safe line was shown.',
  claims_human: 'The helper’s answer claimed to be a person, so a safe line was shown.',
  claims_professional:
    'The helper’s answer claimed to be a therapist, doctor or friend, so a safe line was shown.',
  asks_personal: 'The helper’s answer asked for personal details, so a safe line was shown.',
  personal_detail: 'The helper’s answer held a contact detail or link, so a safe line was shown.',
  secrecy: 'The helper’s answer asked to keep a secret, so a safe line was shown.',
  blocked_words: 'The helper’s answer had a word children should not read, so a safe line was shown.',
  unsafe_topic: 'The helper’s answer was about being hurt, so a safe line was shown.',
  unavailable: 'The helper could not answer just then, so a safe line was shown.',
};

export type Moderation = { ok: true; text: string } | { ok: false; reason: RefusalReason };

// Read on plain words: curly quotes straightened, accents dropped, spaces collapsed, lower case.
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const I_AM = String.raw`(?:i\s*am|i'?m|im|i\s+really\s+am|as)`;

/** "I'm a real person", "I am human", "I'm not a robot/AI", "a real girl", "I'm alive". */
const CLAIMS_HUMAN: RegExp[] = [
  new RegExp(
    String.raw`\b${I_AM}\s+(?:a\s+|an\s+|just\s+a\s+)?(?:real\s+|actual\s+|living\s+)?(?:human|person|people|boy|girl|man|woman|kid|child|teenager|grown-?up|adult)\b`,
  ),
  new RegExp(
    String.raw`\b${I_AM}\s+(?:really\s+|actually\s+|definitely\s+)?not\s+(?:a\s+|an\s+)?(?:computer|robot|bot|ai|machine|program|chatbot|helper)\b`,
  ),
  new RegExp(String.raw`\b${I_AM}\s+(?:real|alive|a\s+real\s+one)\b`),
  /\b(?:real|actual) (?:human|person) (?:here|talking|typing)\b/,
  /\bmy (?:mum|mom|dad|wife|husband|kids|children|family|house|home|girlfriend|boyfriend)\b/,
  /\bwhen i was (?:a kid|your age|little|young)\b/,
];

/** A therapist, doctor, counsellor; or a persona: their friend, buddy, bestie. */
const CLAIMS_PROFESSIONAL: RegExp[] = [
  new RegExp(
    String.raw`\b${I_AM}\s+(?:your|a|an|the|qualified|trained|licensed|like\s+a|like\s+your)\s+(?:\w+\s+)?(?:therapist|doctor|dr|counsell?or|psychologist|psychiatrist|nurse|social worker|mental health)`,
  ),
  /\b(?:therapist|doctor|counsell?or|psychologist|psychiatrist|nurse)\s+(?:here|speaking)\b/,
  /\bmy (?:diagnosis|professional (?:opinion|advice)|patients?)\b/,
  /\byou (?:have|might have|may have|probably have) (?:depression|anxiety|adhd|autism|an? (?:disorder|illness|condition))\b/,
  new RegExp(
    String.raw`\b${I_AM}\s+(?:your|a)\s+(?:best\s+|new\s+|secret\s+|special\s+|only\s+|real\s+)?(?:friend|buddy|pal|bestie|bff|mate)\b`,
  ),
  /\b(?:be|call me) your (?:best |new |special |secret )?(?:friend|buddy|pal|bestie|bff)\b/,
];

/** Asks the child for a detail about who or where they are, or to send or meet. */
const ASKS_PERSONAL: RegExp[] = [
  /\b(?:what(?:'s| is)|tell me|share|give me|type|write)\s+(?:me\s+)?your\s+(?:full\s+|real\s+|last\s+|first\s+|sur)?(?:name|surname|school|address|phone|number|mobile|email|e-mail|age|birthday|date of birth|postcode|zip|town|city|street|username|password|location|parents?'? names?|snap|insta)/,
  /\byour (?:full |real |last |first )?(?:name|surname|school|address|phone number|mobile|email|e-mail|age|birthday|postcode|zip code|town|city|street|username|password|location)\s*\?/,
  /\bwhere (?:do|d'you|did) you (?:live|go to school|stay)\b/,
  /\bwhere(?:'s| is) your (?:house|home|school)\b/,
  /\b(?:what|which) (?:school|town|city|street|country|area|class|year|grade)\b[^.?!]*\byou\b/,
  /\bhow old are you\b/,
  /\bwhat(?:'s| is) your (?:age|birthday)\b/,
  /\bwhen(?:'s| is) your birthday\b/,
  /\b(?:send|show|share|post|upload)\s+(?:me\s+)?(?:a |an |some |your )?(?:photo|picture|pic|pics|selfie|image|video)/,
  /\b(?:photo|picture|pic|selfie) of (?:you|yourself)\b/,
  /\b(?:let'?s|we could|can we|could we|want to|wanna|shall we)\s+meet\b/,
  /\bmeet (?:up|me|you|in person|somewhere|after school)\b/,
  /\b(?:are you|you are) (?:alone|home alone|by yourself)\b/,
  /\bturn on your (?:camera|webcam)\b/,
];

/** A secret kept from grown-ups: a grooming sign, never something a helper asks. */
const SECRECY: RegExp[] = [
  /\b(?:don'?t|do not|never|no need to) (?:tell|show|mention)\b[^.?!]*\b(?:parent|parents|mum|mom|dad|grown-?ups?|teacher|anyone|anybody|adults?)\b/,
  /\b(?:our|a|my|little) secret\b/,
  /\bkeep (?:this|it|that) (?:between us|secret|to yourself|quiet)\b/,
  /\bbetween (?:you and me|us two|just us)\b/,
  /\bdelete (?:this|these|our) (?:chat|messages?)\b/,
];

/** Reads one reply: its text (trimmed) when a child may see it, else the reason it may not. */
export function moderateReply(raw: string): Moderation {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > MAX_REPLY_CHARS) return { ok: false, reason: 'too_long' };
  const p = plain(text);
  if (CLAIMS_HUMAN.some((r) => r.test(p))) return { ok: false, reason: 'claims_human' };
  if (CLAIMS_PROFESSIONAL.some((r) => r.test(p))) return { ok: false, reason: 'claims_professional' };
  if (SECRECY.some((r) => r.test(p))) return { ok: false, reason: 'secrecy' };
  if (ASKS_PERSONAL.some((r) => r.test(p))) return { ok: false, reason: 'asks_personal' };
  // The board filter's kinds (links, handles, "snap me", "where do you live"...) and our detector's.
  const findings = screenPost(text);
  if (findings.some((f) => f.kind === 'rude')) return { ok: false, reason: 'blocked_words' };
  if (findings.some((f) => f.kind === 'hurt') || findCrisis(text))
    return { ok: false, reason: 'unsafe_topic' };
  if (findings.some((f) => f.kind === 'place' || f.kind === 'contact'))
    return { ok: false, reason: 'asks_personal' };
  if (findings.length > 0 || findPersonalDetails(text).length > 0)
    return { ok: false, reason: 'personal_detail' };
  return { ok: true, text };
}
