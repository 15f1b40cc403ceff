// The crisis phrase list (decision 046): words a child may write when they, or someone near them, is
// at risk. A match is never a judgement of the child; it means a parent should look today. The list
// leans to alerting: a false alarm costs a parent a kind conversation, a missed one may cost more.
// Sentiment scores are deliberately absent: word-list sentiment tools rate "Nobody likes me at
// school" as positive ("likes"), so nothing here weighs words by mood.
import { editDistance, plainWords, squash } from './normalise.ts';

export const CRISIS_CATEGORIES = [
  'self_harm',
  'distress',
  'abuse',
  'sexual',
  'bullying',
  'violence',
] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

/** What the parent reads about a category: plain, calm, never the child's exact words. */
export const CATEGORY_WORDS: Record<CrisisCategory, string> = {
  self_harm: 'may be thinking about hurting themselves',
  distress: 'may be feeling very low or alone',
  abuse: 'may be being hurt or frightened by someone',
  sexual: 'may have been approached in a sexual way',
  bullying: 'may be being bullied',
  violence: 'wrote about hurting someone else',
};

/**
 * Phrases per category, as a child may write them. Matching reads each word squashed ("diiie" is
 * "die"), forgives one typo in words of five letters or more (squashed, same first letter) ("sucide", "myslef"), lets one extra
 * word sit between two listed words ("nobody really likes me"), and joins words a child ran together
 * ("iwanttodie", "kill my self").
 */
const PHRASES: Record<CrisisCategory, string[]> = {
  self_harm: [
    'kill myself',
    'killing myself',
    'kms',
    'suicide',
    'suicidal',
    'sewer slide',
    'unalive',
    'unalive myself',
    'want to die',
    'wanna die',
    'going to die on purpose',
    'wish i was dead',
    'wish i were dead',
    'wish i was never born',
    'wish i wasnt born',
    'wish i didnt exist',
    'hurt myself',
    'hurting myself',
    'cut myself',
    'cutting myself',
    'harm myself',
    'self harm',
    'end my life',
    'end it all',
    'take my own life',
    'hang myself',
    'starve myself',
    'overdose',
    'dont want to live',
    'dont wanna live',
    'dont want to be alive',
    'dont want to be here anymore',
    'dont want to wake up',
    'never wake up again',
    'no reason to live',
    'better off dead',
    'better off without me',
    'happier without me',
    'nobody would miss me',
    'no one would miss me',
    'nobody would care if i died',
    'no one would care if i died',
    'nobody would notice if i was gone',
    'want to disappear forever',
    'deserve to die',
    'should just die',
    'whats the point of living',
    'jump off a bridge',
    'jump off the roof',
    'jumping off the roof',
    'jumping off a bridge',
    'end my lyfe',
    'wish i wuz dead',
    'wish i was ded',
  ],
  distress: [
    'nobody likes me',
    'no one likes me',
    'nobody loves me',
    'no one loves me',
    'nobody cares about me',
    'no one cares about me',
    'nobody wants me',
    'no one wants me',
    'everybody hates me',
    'everyone hates me',
    'i have no friends',
    'ive got no friends',
    'i dont have any friends',
    'i hate myself',
    'i hate my life',
    'i am worthless',
    'im worthless',
    'i am useless',
    'im useless',
    'i am a burden',
    'im a burden',
    'i feel empty inside',
    'i am all alone',
    'im all alone',
    'i cry every night',
    'i cant stop crying',
    'i want to run away',
    'im going to run away',
    'life is pointless',
    'my life is pointless',
  ],
  abuse: [
    'dad hits me',
    'mum hits me',
    'mom hits me',
    'hits me',
    'he hits me',
    'she hits me',
    'they hit me at home',
    'he beats me',
    'she beats me',
    'beats me with',
    'hurts me at home',
    'get hurt at home',
    'scared to go home',
    'afraid to go home',
    'scared of my dad',
    'scared of my mum',
    'scared of my mom',
    'scared of my stepdad',
    'scared of my stepmum',
    'locks me in',
    'lock me in',
    'locked me in my room',
    'burns me',
    'no food at home',
    'doesnt feed me',
    'dont feed me',
    'touches me',
    'touched me',
    'touch my private',
    'private parts',
    'our little secret',
    'not allowed to tell anyone',
    'said not to tell anyone',
  ],
  sexual: [
    'send nudes',
    'nudes',
    'nude',
    'naked picture',
    'naked photo',
    'get naked',
    'send pics of',
    'send a picture of myself',
    'send him a picture',
    'asked me to send pictures',
    'asked me to send a photo',
    'take my clothes off',
    'take off my clothes',
    'show me your body',
    'sex',
    'about sex',
    'sexy',
    'dont tell your parents',
    'dont tell your mum',
    'dont tell your mom',
    'meet me alone',
    'older man online',
    'grown up online',
  ],
  bullying: [
    'bullied',
    'bully me',
    'bullying me',
    'bullies me',
    'being bullied',
    'beat me up',
    'beats me up',
    'picked on',
    'pick on me',
    'make fun of me',
    'made fun of me',
    'laugh at me every day',
    'they hit me',
    'kicked me',
    'pushed me over',
    'threatened me',
    'threaten me',
    'called me names',
    'call me names',
    'told me to kill myself',
    'kys',
  ],
  violence: [
    'bring a knife to school',
    'bring a gun to school',
    'bring my dads gun',
    'shoot up the school',
    'shoot everyone',
    'stab someone',
    'stab him',
    'stab her',
    'kill everyone',
    'kill them all',
    'blow up the school',
    'hurt someone on purpose',
    'going to hurt them',
  ],
};

interface Phrase {
  category: CrisisCategory;
  text: string;
  words: string[];
  compact: string;
}

const LIST: Phrase[] = CRISIS_CATEGORIES.flatMap((category) =>
  PHRASES[category].map((text) => {
    const words = text.split(' ').map(squash);
    return { category, text, words, compact: squash(words.join('')) };
  }),
);

/** A word of the text matches a listed word: exactly when short, one typo allowed from five letters. */
function sameWord(written: string, listed: string): boolean {
  if (written === listed) return true;
  // Short words stay exact ("naked" is not "baked"), and a typo keeps the first letter.
  if (listed.length < 5 || written.length < 4 || written[0] !== listed[0]) return false;
  return editDistance(written, listed, 1) <= 1;
}

function matchesAt(words: readonly string[], start: number, phrase: Phrase): boolean {
  let i = start;
  for (let j = 0; j < phrase.words.length; j++) {
    const listed = phrase.words[j] as string;
    if (i < words.length && sameWord(words[i] as string, listed)) {
      i++;
      continue;
    }
    // One extra word may sit between two listed words ("nobody really likes me").
    if (j > 0 && i + 1 < words.length && sameWord(words[i + 1] as string, listed)) {
      i += 2;
      continue;
    }
    return false;
  }
  return true;
}

/** Words run together ("iwanttodie", "kill my self"): tokens whose joined letters are the phrase. */
function matchesJoined(words: readonly string[], start: number, phrase: Phrase): boolean {
  if (phrase.compact.length < 7) return false;
  let joined = '';
  for (let i = start; i < words.length && joined.length < phrase.compact.length + 2; i++) {
    joined += words[i];
    const squashed = squash(joined);
    if (squashed === phrase.compact) return true;
    // A typo is forgiven only inside one run-together word ("iwantodye"), never across words
    // ("want to diet" is not "want to die").
    if (i === start && editDistance(squashed, phrase.compact, 1) <= 1) return true;
  }
  return false;
}

/**
 * A whole sentence typed without spaces ("sometimesithinkaboutsuicide") is one long token: phrases
 * of six letters or more are looked for inside it.
 */
function insideLongToken(words: readonly string[], phrase: Phrase): boolean {
  if (phrase.compact.length < 6) return false;
  return words.some((w) => w.length >= 9 && w.length > phrase.compact.length && w.includes(phrase.compact));
}

export interface CrisisMatch {
  category: CrisisCategory;
  /** The listed phrase that matched (for the audit, never shown to other children). */
  phrase: string;
}

/** The first crisis phrase in the text, in list order (self-harm first), or null. */
export function findCrisis(text: string): CrisisMatch | null {
  const words = plainWords(text);
  for (const phrase of LIST) {
    if (insideLongToken(words, phrase)) return { category: phrase.category, phrase: phrase.text };
    for (let start = 0; start < words.length; start++) {
      if (matchesAt(words, start, phrase) || matchesJoined(words, start, phrase))
        return { category: phrase.category, phrase: phrase.text };
    }
  }
  return null;
}

/** How many phrases the list holds (shown by the eval, and a change is a version bump). */
export const CRISIS_PHRASE_COUNT = LIST.length;
