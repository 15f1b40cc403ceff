// The safety layer's one pure check of a child's free text (decision 046): crisis phrases, personal
// details and rude words, with the version of the rules that judged it. Every place a child writes
// (journal, board posts, live chat) calls it before the words are kept or shown to anyone.
import { findPersonalDetails as boardDetails } from '../../safety/personal-details.ts';
import { findRude } from '../../safety/word-filter.ts';
import { type CrisisMatch, findCrisis } from './crisis.ts';
import { findPersonalDetails, hidePersonalDetails, type PersonalKind, personalKinds } from './personal.ts';

/**
 * The rules' version: bump it whenever a list or pattern changes, so an alert says which rules
 * raised it and the eval's figures belong to one version.
 */
export const SAFETY_VERSION = 'safety-2026.11.1';

export interface SafetyCheck {
  version: string;
  crisis: CrisisMatch | null;
  personal: (PersonalKind | 'full_name')[];
  /** A rude word as the list spells it (obscenity plus our unkind words), or null. */
  rude: string | null;
  /** The text as other people may read it: personal details replaced by [hidden]. */
  shareable: string;
}

export function checkChildText(text: string): SafetyCheck {
  const details = findPersonalDetails(text);
  return {
    version: SAFETY_VERSION,
    crisis: findCrisis(text),
    // The boards' detector (decision 041, refused before storing) and ours (positions, to hide) agree
    // on what counts; the union is what the safety layer reports.
    personal: [...new Set([...personalKinds(text), ...boardDetails(text)])],
    rude: findRude(text),
    shareable: hidePersonalDetails(text, details),
  };
}

/** The helpline the calm message names (UK product; operators may localise in a later version). */
export const HELPLINE = {
  name: 'Childline',
  phone: '0800 1111',
  url: 'https://www.childline.org.uk',
} as const;

/** What the child reads when a crisis phrase is found: calm, no blame, a grown-up and a helpline. */
export const CALM_MESSAGE =
  'Thank you for telling us how you feel. It sounds like things might be hard right now. You are not in trouble. We have let your grown-up know so they can talk with you. You can also talk to someone kind at Childline any time, day or night: it is free and it will not show on the phone bill.';
