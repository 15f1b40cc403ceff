// The registry of `npm run eval` (scripts/eval.ts): every file in scripts/eval/checks/ exports
// `checks`, a list of EvalCheck. Each owner adds a file there; no one edits the same lines.

/** One measured figure and its goal. */
export interface Figure {
  name: string;
  value: number;
  /** The goal in words, printed beside the figure: "≥ 0.95", "≤ 5 ms". */
  target: string;
  pass: boolean;
  /** How to print the value (default: 3 decimals). */
  format?: (value: number) => string;
}

export interface EvalCheck {
  /** A short title: "Safety set", "Difficulty model". */
  name: string;
  run: () => Figure[] | Promise<Figure[]>;
}

export const atLeast = (name: string, value: number, min: number, format?: Figure['format']): Figure => ({
  name,
  value,
  target: `≥ ${format ? format(min) : min}`,
  pass: value >= min,
  ...(format ? { format } : {}),
});

export const atMost = (name: string, value: number, max: number, format?: Figure['format']): Figure => ({
  name,
  value,
  target: `≤ ${format ? format(max) : max}`,
  pass: value <= max,
  ...(format ? { format } : {}),
});

export const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/** A deterministic generator (mulberry32): every eval run draws the same numbers. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw from a seeded generator (Box-Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
