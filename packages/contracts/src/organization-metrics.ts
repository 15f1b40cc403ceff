import { z } from 'zod';

/**
 * GET /v1/organizations/{id}/metrics (decision 040): an organization's courses (those of its members)
 * for its own external admins and providers: how many children learn in them and finish them. A
 * figure about fewer than MIN_GROUP_SIZE children (insights' under-5 rule) is withheld: null, with
 * `suppressed` true, so no child can be picked out.
 */
export const OrganizationMetricsParams = z.object({ id: z.uuid('There is no such organization.') });

export const OrganizationCourseMetrics = z.object({
  course_id: z.string(),
  course_title: z.string(),
  suppressed: z.boolean(),
  /** Children with progress in the course; null when suppressed. */
  learners: z.number().int().nullable(),
  /** Of them, those who finished it; null when suppressed. */
  completions: z.number().int().nullable(),
});
export type OrganizationCourseMetrics = z.infer<typeof OrganizationCourseMetrics>;

export const OrganizationMetrics = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  min_group_size: z.number().int(),
  totals: z.object({
    suppressed: z.boolean(),
    learners: z.number().int().nullable(),
    completions: z.number().int().nullable(),
    active_this_week: z.number().int().nullable(),
    /** Mean self-esteem change (survey points) over the children measured before and after; null under the group size. */
    average_self_esteem_change: z.number().nullable(),
  }),
  courses: z.array(OrganizationCourseMetrics),
});
export type OrganizationMetrics = z.infer<typeof OrganizationMetrics>;
