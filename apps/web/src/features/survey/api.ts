import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SELF_ESTEEM_SURVEY_ID,
  type Survey,
  type SurveyAnswersRequest,
  type SurveyResult,
} from '@ye/contracts/survey';
import { api } from '../../lib/api-client.ts';
import { surveyStatusQueryOptions } from '../../lib/survey-status.ts';

// ---- GET /v1/survey/{id} -----------------------------------------------------------------------

export const surveyQueryOptions = (id: number = SELF_ESTEEM_SURVEY_ID) =>
  queryOptions({
    queryKey: ['survey', 'detail', id] as const,
    queryFn: ({ signal }) => api.get<Survey>(`/v1/survey/${id}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSurvey = (id: number = SELF_ESTEEM_SURVEY_ID) => useQuery(surveyQueryOptions(id));

// ---- POST /v1/survey/survey_answers --------------------------------------------------------------

export function useSubmitSurveyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyAnswersRequest) => api.post<SurveyResult>('/v1/survey/survey_answers', body),
    // The page says so itself, kindly, and keeps the answers for another try.
    meta: { skipErrorToast: true },
    onSuccess: () => client.invalidateQueries({ queryKey: surveyStatusQueryOptions().queryKey }),
  });
}
