// Pure statistics for the impact analysis and CSV export (no database, no I/O).

export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new Error('mean of no values');
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Sample standard deviation (n - 1); needs at least two values. */
export function sampleSd(values: readonly number[]): number {
  if (values.length < 2) throw new Error('a sample SD needs at least two values');
  const m = mean(values);
  let squares = 0;
  for (const v of values) squares += (v - m) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

export interface PairedSummary {
  n: number;
  meanBefore: number;
  meanAfter: number;
  meanChange: number;
  /** Cohen's d for paired samples (d_z): mean difference / SD of differences; null when the SD is 0. */
  cohensD: number | null;
}

/** Before/after summary of paired measurements; null for no pairs. */
export function pairedSummary(pairs: readonly { before: number; after: number }[]): PairedSummary | null {
  if (pairs.length === 0) return null;
  const diffs = pairs.map((p) => p.after - p.before);
  const meanChange = mean(diffs);
  const sd = diffs.length < 2 ? 0 : sampleSd(diffs);
  // Differences that are all equal give SD 0 (or a rounding speck of it): no effect size exists.
  const cohensD = sd < 1e-9 ? null : meanChange / sd;
  return {
    n: pairs.length,
    meanBefore: mean(pairs.map((p) => p.before)),
    meanAfter: mean(pairs.map((p) => p.after)),
    meanChange,
    cohensD,
  };
}

/** Rounds to `places` decimals, half away from zero, never giving -0. */
export function round(value: number, places: number): number {
  // Shifting through the decimal text avoids 1.005 * 100 = 100.49999...
  const abs = Math.abs(value);
  const text = String(abs);
  const shifted = text.includes('e')
    ? Math.round(abs * 10 ** places)
    : Math.round(Number(`${text}e${places}`));
  const r = Math.sign(value) * Number(`${shifted}e-${places}`);
  return r === 0 ? 0 : r;
}

/**
 * One CSV text cell: always quoted, inner quotes doubled, and a leading = + - @ (or tab / carriage
 * return) defused with a ' so spreadsheets never run it as a formula.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV number cell (ours, so never a formula); empty for null. */
export function csvNumber(value: number | null): string {
  return value === null ? '' : String(value);
}

/** Rows of already-formatted cells as CSV with CRLF line ends (RFC 4180). */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
