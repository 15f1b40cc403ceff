import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HarderQuestionList } from '@ye/contracts/games-adapt';
import { api } from '../../../lib/api-client.ts';

// Questions children find harder than expected (decision 047), beside the section that shows them.

export const harderQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['quizzes', 'harder-questions'] as const,
    queryFn: ({ signal }) => api.get<HarderQuestionList>('/v1/instructor/quiz/harder-questions', { signal }),
  });

export const useHarderQuestions = () => useQuery(harderQuestionsQueryOptions());
