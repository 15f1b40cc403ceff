import { type Flags, useFlags } from './flags.ts';

/**
 * Parts of the product that the spec describes. Words that describe one (the how-to guide, the
 * terms, the privacy policy) are shown only while it is on, so no page promises what is not there.
 * `features` are fixed switches; the flagged ones follow the server's feature flags (decision 032),
 * read once per session: pages ask `useIsOn()` so they re-render when the flags arrive (decision 039).
 */
export const features = {
  /** Live webinars run by instructors, found by children in their library. */
  webinars: true,
  /** Paid subscriptions, managed (and cancelled) from My account. */
  subscriptions: true,
};

/** Features behind a server flag: cohorts (groups of children an instructor follows together). */
export const FLAGGED_FEATURES = {
  cohorts: 'cohortFeatureFlagEnabled',
} as const satisfies Record<string, keyof Flags>;

export type Feature = keyof typeof features | keyof typeof FLAGGED_FEATURES;

const isFlagged = (feature: Feature): feature is keyof typeof FLAGGED_FEATURES => feature in FLAGGED_FEATURES;

/**
 * Whether a feature is on now. A flagged feature is on only with the session's flags given and its
 * flag on: without them (not read yet, or unreadable) it is off, so nothing is promised early.
 */
export const isOn = (feature: Feature, flags?: Flags): boolean =>
  isFlagged(feature) ? (flags?.[FLAGGED_FEATURES[feature]] ?? false) : features[feature];

/** `isOn` with this session's flags; the component re-renders when they arrive. */
export function useIsOn(): (feature: Feature) => boolean {
  const flags = useFlags();
  return (feature) => isOn(feature, flags);
}
