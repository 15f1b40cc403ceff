// How a child's text is read before any list is matched (decision 046). Children disguise and
// misspell: "k1ll mys3lf", "i wanna diiiie", "iwanttodie", "sucide". Every rule here is plain and
// deterministic, so the same words always give the same answer and a change shows in SAFETY_VERSION.

/** Characters children use for letters ("st00pid", "$elf", "h8"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
  '8': 'b',
  '9': 'g',
};

/** Repeated letters count once ("diiiie", "killl"); applied to the text and the lists alike. */
export const squash = (word: string): string => word.replace(/(.)\1+/g, '$1');

/**
 * The text as plain lowercase words: accents dropped, look-alike characters read as letters (only
 * inside a word, so "5 friends" keeps its number), apostrophes removed ("don't" is "dont"), anything
 * else a space, and letters spelled one by one ("d i e") joined again. Repeated letters squashed.
 */
export function plainWords(text: string): string[] {
  const lowered = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘`]/g, "'");
  // A look-alike counts as a letter only next to a letter ("k1ll", "$elf"), never in "5 friends".
  const chars = [...lowered];
  const mapped = chars
    .map((ch, i) => {
      const letter = LEET[ch];
      if (!letter) return ch;
      const near = /\p{L}/u.test(chars[i - 1] ?? '') || /\p{L}/u.test(chars[i + 1] ?? '');
      // A lone "1" before a word is "I" ("1 am sad"); other lone digits stay numbers.
      if (ch === '1' && !near && /^\s+[\p{L}@$\d]/u.test(chars.slice(i + 1, i + 3).join(''))) return 'i';
      return near ? letter : ch;
    })
    .join('');
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
    if (t.length === 1 && t !== 'i' && t !== 'a' && t !== 'u') run.push(t);
    else if (t.length === 1 && run.length > 0) run.push(t);
    else {
      flush();
      words.push(t);
    }
  }
  flush();
  return words.map(squash);
}

/** Damerau-Levenshtein distance, stopped early above `max` (lists compare short words). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}
