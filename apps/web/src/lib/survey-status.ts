import { queryOptions } from '@tanstack/react-query';
import type { SurveyStatus } from '@ye/contracts/survey';
import { api } from './api-client.ts';

/**
 * GET /v1/survey/status: whether the signed-in child is due to (re)take the self-esteem survey.
 * Shared because the child's home shows the prompt and the survey feature refreshes it after a submit.
 */
export const surveyStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['survey', 'status'] as const,
    queryFn: ({ signal }) => api.get<SurveyStatus>('/v1/survey/status', { signal }),
    staleTime: 5 * 60_000,
    meta: { skipErrorToast: true },
  });
