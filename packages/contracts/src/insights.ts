import { z } from 'zod';
import type { UserType } from './roles.ts';
import { STUDIO_ROLES } from './studio.ts';

// The instructor's dashboard and impact analysis: GET /v1/instructor/dashboard/charts,
// /v1/instructor/dashboard/average-scores, /v1/instructor/impact-analysis and its CSV export.
// Every number is about the caller's own courses (a provider: the courses of their organizations'
// members; an admin may name anyone's course). Discarded courses are left out.

/** Who may read metrics: the studio roles, and providers for their organizations' courses. */
export const INSIGHT_ROLES = [...STUDIO_ROLES, 'provider'] as const satisfies readonly UserType[];

/** Self-esteem numbers about fewer children than this are never shown (privacy). */
export const MIN_GROUP_SIZE = 5;
export const SUPPRESSED_NOTE = `fewer than ${MIN_GROUP_SIZE} children`;

export const CHART_DAYS = ['30', '90', '365'] as const;

/** GET /v1/instructor/dashboard/charts?days=30|90|365 (default 30). */
export const DashboardChartsQuery = z.object({
  days: z
    .enum(CHART_DAYS, { error: 'Please choose 30, 90 or 365 days.' })
    .default('30')
    .transform((v) => Number(v) as 30 | 90 | 365),
});
export type DashboardChartsQuery = z.infer<typeof DashboardChartsQuery>;

export const DashboardKpis = z.object({
  /** Distinct children who started any of the courses (ever). */
  students: z.number().int(),
  /** Distinct children active in the courses in the last 7 days. */
  active_this_week: z.number().int(),
  /** Course completions (ever). */
  completions: z.number().int(),
  /**
   * Mean change in self-esteem percent points per child: the latest survey after they first started
   * one of the courses minus the latest one before; null when fewer than 5 children have both.
   */
  average_self_esteem_change: z.number().nullable(),
  /**
   * Added for issue 18 (decision 049): the same change adjusted for where the children started
   * (regression to the mean taken off); shown by default, null exactly when the raw one is.
   */
  average_self_esteem_change_adjusted: z.number().nullable(),
  /**
   * Added for issue 18 (decision 052): the adjusted change's seeded 95 % bootstrap interval over the
   * measured children, as the impact analysis shows it; null exactly when the adjusted change is.
   */
  average_self_esteem_change_adjusted_low: z.number().nullable(),
  average_self_esteem_change_adjusted_high: z.number().nullable(),
  /** How many children the change is measured on (shown even when the mean is withheld). */
  self_esteem_children: z.number().int(),
});
export type DashboardKpis = z.infer<typeof DashboardKpis>;

export const ChartPoint = z.object({
  /** YYYY-MM-DD (UTC): the day, or the Monday starting the week. */
  date: z.string(),
  enrolments: z.number().int(),
  completions: z.number().int(),
});
export type ChartPoint = z.infer<typeof ChartPoint>;

export const DashboardCharts = z.object({
  days: z.number().int(),
  /** 'day' for 30 and 90 days, 'week' for 365; every bucket is present (zeros included), oldest first. */
  bucket: z.enum(['day', 'week']),
  kpis: DashboardKpis,
  series: z.array(ChartPoint),
});
export type DashboardCharts = z.infer<typeof DashboardCharts>;

/** GET /v1/instructor/dashboard/average-scores: one row per course, by title. */
export const CourseAverageScore = z.object({
  course_id: z.string(),
  course_title: z.string(),
  /** Mean score (0-100) of every finished play, one decimal; null without plays. */
  average_score: z.number().nullable(),
  /** Mean stars (0-3) of every finished play, two decimals; null without plays. */
  average_stars: z.number().nullable(),
  plays: z.number().int(),
  /** Distinct children with any lesson progress in the course. */
  children: z.number().int(),
});
export type CourseAverageScore = z.infer<typeof CourseAverageScore>;
export const AverageScores = z.object({ results: z.array(CourseAverageScore) });
export type AverageScores = z.infer<typeof AverageScores>;

/** GET /v1/instructor/impact-analysis?course_id= (and export.csv): all the caller's courses, or one. */
export const ImpactQuery = z.object({
  course_id: z.uuid('This is not a course id.').optional(),
});
export type ImpactQuery = z.infer<typeof ImpactQuery>;

/** A group too small to show: only how many children there are. */
export const SuppressedImpact = z.object({
  course_id: z.string(),
  course_title: z.string(),
  children: z.number().int(),
  suppressed: z.literal(true),
});
export type SuppressedImpact = z.infer<typeof SuppressedImpact>;

export const ImpactPoint = z.object({ before: z.number(), after: z.number() });

/**
 * Self-esteem percent before and after the course, for children with both a survey up to the moment
 * they started the course and one after it (the latest of each). Means have one decimal; Cohen's d
 * (paired: mean of the differences over their sample SD) two, null when every difference is equal.
 */
export const ShownImpact = z.object({
  course_id: z.string(),
  course_title: z.string(),
  children: z.number().int(),
  suppressed: z.literal(false),
  mean_before: z.number(),
  mean_after: z.number(),
  mean_change: z.number(),
  cohens_d: z.number().nullable(),
  /**
   * Added for issue 18 (decision 049): the mean change adjusted for the starting score (what regression
   * to the mean alone would give a child who started there is taken off), one decimal, with its seeded
   * 95% bootstrap interval. Shown by default; mean_change is the raw figure.
   */
  adjusted_change: z.number(),
  adjusted_change_low: z.number(),
  adjusted_change_high: z.number(),
  /** One point per child, in no particular order and without ids. */
  points: z.array(ImpactPoint),
});
export type ShownImpact = z.infer<typeof ShownImpact>;

export const CourseImpact = z.discriminatedUnion('suppressed', [SuppressedImpact, ShownImpact]);
export type CourseImpact = z.infer<typeof CourseImpact>;
export const ImpactAnalysis = z.object({ min_group_size: z.number().int(), results: z.array(CourseImpact) });
export type ImpactAnalysis = z.infer<typeof ImpactAnalysis>;
