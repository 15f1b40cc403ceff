import { describe, expect, it } from 'vitest';
import { effectSize, effectWords, points, privacyNote, signed } from './impact-words.ts';

describe('impact words', () => {
  it('signs changes with a plus or a real minus, one decimal', () => {
    expect(signed(4.2)).toBe('+4.2');
    expect(signed(-1)).toBe('−1.0');
    expect(signed(0)).toBe('0.0');
    expect(signed(-0.04)).toBe('0.0');
    expect(signed(0.456, 2)).toBe('+0.46');
  });

  it('says point or points', () => {
    expect(points(1)).toBe('+1.0 point');
    expect(points(-1)).toBe('−1.0 point');
    expect(points(2.5)).toBe('+2.5 points');
    expect(points(0)).toBe('0.0 points');
  });

  it("reads Cohen's d on the usual thresholds, both directions", () => {
    expect(effectSize(0.19)).toBe('very small');
    expect(effectSize(0.2)).toBe('small');
    expect(effectSize(-0.49)).toBe('small');
    expect(effectSize(0.5)).toBe('medium');
    expect(effectSize(0.79)).toBe('medium');
    expect(effectSize(0.8)).toBe('large');
    expect(effectSize(-1.38)).toBe('large');
    expect(effectWords(1.38)).toBe('Large rise');
    expect(effectWords(-0.6)).toBe('Medium drop');
    expect(effectWords(0.25)).toBe('Small rise');
    expect(effectWords(-0.1)).toBe('Very small change');
    expect(effectWords(null)).toMatch(/same amount/);
  });

  it('names the privacy threshold', () => {
    expect(privacyNote()).toBe('Not shown: fewer than 5 children (privacy)');
    expect(privacyNote(10)).toBe('Not shown: fewer than 10 children (privacy)');
  });
});
