import { describe, expect, it } from 'vitest';
import { csvLines, csvNumber, csvText, mean, pairedSummary, round, sampleSd } from './stats.ts';

describe('mean and sample SD', () => {
  it('match hand-worked values', () => {
    expect(mean([2, 3, 1, 3, 0])).toBeCloseTo(1.8, 12);
    // Squared deviations 0.04 + 1.44 + 0.64 + 1.44 + 3.24 = 6.8; 6.8 / 4 = 1.7.
    expect(sampleSd([2, 3, 1, 3, 0])).toBeCloseTo(Math.sqrt(1.7), 12);
    expect(sampleSd([1, 2, 3, 4, 5])).toBeCloseTo(Math.sqrt(2.5), 12);
  });
  it('refuse too few values', () => {
    expect(() => mean([])).toThrow();
    expect(() => sampleSd([4])).toThrow();
  });
});

describe('pairedSummary', () => {
  it("gives the means and Cohen's d for paired samples", () => {
    const s = pairedSummary([
      { before: 10, after: 12 },
      { before: 12, after: 15 },
      { before: 9, after: 10 },
      { before: 15, after: 18 },
      { before: 11, after: 11 },
    ]);
    expect(s).not.toBeNull();
    expect(s?.n).toBe(5);
    expect(s?.meanBefore).toBeCloseTo(11.4, 12);
    expect(s?.meanAfter).toBeCloseTo(13.2, 12);
    expect(s?.meanChange).toBeCloseTo(1.8, 12);
    expect(s?.cohensD).toBeCloseTo(1.8 / Math.sqrt(1.7), 12); // 1.3805...
    expect(round(s?.cohensD ?? 0, 2)).toBe(1.38);
  });
  it('is negative when scores fall', () => {
    const s = pairedSummary([
      { before: 60, after: 59 },
      { before: 60, after: 58 },
      { before: 60, after: 57 },
      { before: 60, after: 56 },
      { before: 60, after: 55 },
    ]);
    expect(s?.meanChange).toBe(-3);
    expect(s?.cohensD).toBeCloseTo(-3 / Math.sqrt(2.5), 12); // -1.897...
  });
  it('has no effect size when every difference is equal (SD 0), or for one child', () => {
    const same = pairedSummary([
      { before: 40, after: 50 },
      { before: 60, after: 70 },
      { before: 30, after: 40 },
    ]);
    expect(same?.meanChange).toBe(10);
    expect(same?.cohensD).toBeNull();
    expect(pairedSummary([{ before: 40, after: 45 }])?.cohensD).toBeNull();
    expect(pairedSummary([])).toBeNull();
  });
});

describe('round', () => {
  it('rounds half away from zero and never gives -0', () => {
    expect(round(1.25, 1)).toBe(1.3);
    expect(round(-1.25, 1)).toBe(-1.3);
    expect(round(1.005, 2)).toBe(1.01);
    expect(Object.is(round(-0.0001, 1), 0)).toBe(true);
    expect(round(1e-7, 2)).toBe(0);
    expect(round(2.345678, 0)).toBe(2);
  });
});

describe('CSV cells', () => {
  it('quotes text and doubles inner quotes', () => {
    expect(csvText('Brave Steps')).toBe('"Brave Steps"');
    expect(csvText('Say "hi", friend')).toBe('"Say ""hi"", friend"');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
  });
  it('defuses formulas with a leading quote mark', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvText('+1')).toBe('"\'+1"');
    expect(csvText('-2+3')).toBe('"\'-2+3"');
    expect(csvText('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvText('\t=1')).toBe('"\'\t=1"');
    expect(csvText('a=1')).toBe('"a=1"');
  });
  it('writes numbers plainly, null as empty, rows with CRLF', () => {
    expect(csvNumber(-3.5)).toBe('-3.5');
    expect(csvNumber(null)).toBe('');
    expect(
      csvLines([
        ['"a"', '1'],
        ['"b"', ''],
      ]),
    ).toBe('"a",1\r\n"b",\r\n');
  });
});
