import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AverageScores, DashboardCharts, ImpactAnalysis } from '@ye/contracts/insights';
import { api } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob.ts';

/** Every insights query key starts here. */
const INSIGHTS = ['insights'] as const;

export type ChartDays = 30 | 90 | 365;
export const CHART_DAY_OPTIONS: readonly ChartDays[] = [30, 90, 365];

/** '?days=90' → 90; anything else → the default 30. */
export function parseChartDays(value: string | null): ChartDays {
  const n = Number(value);
  return CHART_DAY_OPTIONS.find((d) => d === n) ?? 30;
}

// ---- GET /v1/instructor/dashboard/charts -----------------------------------------------------

export const dashboardChartsQueryOptions = (days: ChartDays) =>
  queryOptions({
    queryKey: [...INSIGHTS, 'charts', days] as const,
    queryFn: ({ signal }) =>
      api.get<DashboardCharts>('/v1/instructor/dashboard/charts', { query: { days }, signal }),
    // The cards keep showing while another period loads.
    placeholderData: keepPreviousData,
    // The page shows its own error state.
    meta: { skipErrorToast: true },
  });

export const useDashboardCharts = (days: ChartDays) => useQuery(dashboardChartsQueryOptions(days));

// ---- GET /v1/instructor/dashboard/average-scores ---------------------------------------------

export const averageScoresQueryOptions = () =>
  queryOptions({
    queryKey: [...INSIGHTS, 'average-scores'] as const,
    queryFn: ({ signal }) => api.get<AverageScores>('/v1/instructor/dashboard/average-scores', { signal }),
    meta: { skipErrorToast: true },
  });

export const useAverageScores = () => useQuery(averageScoresQueryOptions());

// ---- GET /v1/instructor/impact-analysis ------------------------------------------------------

/** Every course at once: the page filters in place, so the course list stays complete. */
export const impactAnalysisQueryOptions = () =>
  queryOptions({
    queryKey: [...INSIGHTS, 'impact'] as const,
    queryFn: ({ signal }) => api.get<ImpactAnalysis>('/v1/instructor/impact-analysis', { signal }),
    meta: { skipErrorToast: true },
  });

export const useImpactAnalysis = () => useQuery(impactAnalysisQueryOptions());

// ---- GET /v1/instructor/impact-analysis/export.csv -------------------------------------------

export const IMPACT_CSV_PATH = '/v1/instructor/impact-analysis/export.csv';
export const IMPACT_CSV_FALLBACK_NAME = 'impact-analysis.csv';

/**
 * The CSV needs the bearer token, so it is fetched through the API client and saved from memory,
 * named as the server names it (impact-analysis-YYYY-MM-DD.csv) or impact-analysis.csv.
 */
export async function downloadImpactCsv(courseId?: string): Promise<string> {
  const blob = await api.blob(IMPACT_CSV_PATH, {
    query: { course_id: courseId },
    headers: { Accept: 'text/csv' },
  });
  const name = blob instanceof File && blob.name ? blob.name : IMPACT_CSV_FALLBACK_NAME;
  saveBlob(blob, name);
  return name;
}

export const useDownloadImpactCsv = () =>
  useMutation({
    mutationFn: (courseId?: string) => downloadImpactCsv(courseId),
    // The page says what went wrong next to the button.
    meta: { skipErrorToast: true },
  });
