import { z } from 'zod';
import { FLAG_NAMES } from './first-download.ts';

export { FLAG_NAMES };

/**
 * The feature flags (DESIGN §9, decision 032). Each is off unless an admin turns it on:
 * - `cohort`: the cohort pages (instructors' /instructor/cohorts/, parents' enrolment, "My class").
 * - `how_to`: the how-to guide (/how-to) and the links to it.
 * - `registration_flow`: the guided sign-up (/signup's steps and /welcome; decision 040).
 */
export const FlagName = z.enum(FLAG_NAMES, { error: 'There is no feature flag of that name.' });
export type FlagName = z.infer<typeof FlagName>;

/** GET /v1/feature-flag/is-enabled?name= */
export const FlagQuery = z.object({ name: FlagName });
export type FlagQuery = z.infer<typeof FlagQuery>;

/** GET /v1/feature-flag/is-enabled -> `{name, enabled}`; a flag never set is off. */
export const FlagState = z.object({ name: FlagName, enabled: z.boolean() });
export type FlagState = z.infer<typeof FlagState>;

/** PATCH /v1/admin/feature-flags/{name} */
export const FlagParams = z.object({ name: FlagName });
export const FlagUpdate = z.object({ enabled: z.boolean() });
export type FlagUpdate = z.infer<typeof FlagUpdate>;

/** One flag on the admin page: its state and who changed it last (null until someone does). */
export const AdminFlag = z.object({
  name: FlagName,
  description: z.string(),
  enabled: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminFlag = z.infer<typeof AdminFlag>;

/** GET /v1/admin/feature-flags: every flag, in FLAG_NAMES order. */
export const AdminFlagList = z.object({ results: z.array(AdminFlag) });
export type AdminFlagList = z.infer<typeof AdminFlagList>;

/** What each flag turns on, in the words the admin page shows. */
export const FLAG_DESCRIPTIONS: Record<FlagName, string> = {
  cohort: 'Cohorts: classes of children that instructors run together.',
  how_to: 'The how-to guide (/how-to) and the links to it.',
  registration_flow:
    'The guided sign-up for new parents: the account and email, the first child, then the child’s first course or check-in.',
};
