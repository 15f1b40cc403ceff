/**
 * Parts of the product that the spec describes but that are not built yet. Words that describe one
 * (the how-to guide, the terms) are shown only while its flag is on, so no page promises what is not
 * there. Turning a feature on when it ships is one line here (a later issue moves these to the
 * server's feature flags).
 */
export const features = {
  /** Live webinars run by instructors, found by children in their library. */
  webinars: true,
  /** Cohorts: groups of children an instructor follows through a course together. */
  cohorts: false,
  /** Paid subscriptions, managed (and cancelled) from My account. */
  subscriptions: true,
};

export type Feature = keyof typeof features;

/** Whether a feature is on now (read at render time, so tests can switch a flag). */
export const isOn = (feature: Feature): boolean => features[feature];
