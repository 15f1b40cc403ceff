import { MIN_GROUP_SIZE } from '@ye/contracts/insights';

// Numbers of the dashboard and the impact analysis in plain words.

/** +4.2 → '+4.2', -1 → '−1.0', 0 → '0.0' (one decimal, a real minus sign, a plus when it rose). */
export function signed(value: number, decimals = 1): string {
  const fixed = Math.abs(value).toFixed(decimals);
  if (Number(fixed) === 0) return fixed;
  return value > 0 ? `+${fixed}` : `−${fixed}`;
}

/** A change in self-esteem percent points: '+4.2 points', '−1.0 point'. */
export function points(value: number): string {
  const text = signed(value);
  return `${text} ${Math.abs(Number(value.toFixed(1))) === 1 ? 'point' : 'points'}`;
}

export type EffectSize = 'very small' | 'small' | 'medium' | 'large';

/** Cohen's usual thresholds on |d|: under 0.2 very small, 0.2 small, 0.5 medium, 0.8 and up large. */
export function effectSize(d: number): EffectSize {
  const size = Math.abs(d);
  if (size >= 0.8) return 'large';
  if (size >= 0.5) return 'medium';
  if (size >= 0.2) return 'small';
  return 'very small';
}

/**
 * Cohen's d read aloud: 'Large rise', 'Small drop', 'Very small change'; null (every child changed by
 * the same amount, so there is no spread to compare with) says so.
 */
export function effectWords(d: number | null): string {
  if (d === null) return 'Not computed: every child changed by exactly the same amount';
  const size = effectSize(d);
  const label = size.charAt(0).toUpperCase() + size.slice(1);
  if (size === 'very small') return `${label} change`;
  return `${label} ${d > 0 ? 'rise' : 'drop'}`;
}

/** The privacy note shown instead of a group's numbers. */
export const privacyNote = (minGroupSize: number = MIN_GROUP_SIZE) =>
  `Not shown: fewer than ${minGroupSize} children (privacy)`;
