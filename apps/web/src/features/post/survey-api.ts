import type { SurveyResults } from "@chorus/shared/survey/survey.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client.ts";
import { patchPost } from "../../api/post-cache.ts";
import { queryKeys } from "../../api/query-keys.ts";

export interface SurveyAnswer {
  questionId: string;
  optionIdList?: string[];
  text?: string;
}

export function useAnswerSurvey(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerList: SurveyAnswer[]) =>
      api.send<{ hasAnswered: boolean }>("POST", `/api/post3/${postId}/survey/answer`, { answerList }),
    onSuccess: () => {
      patchPost(queryClient, postId, (post) => ({ ...post, hasAnsweredSurvey: true }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.surveyResults(postId) });
    },
  });
}

export function useSurveyResults(postId: string) {
  return useQuery({
    queryKey: queryKeys.surveyResults(postId),
    queryFn: ({ signal }) => api.get<SurveyResults>(`/api/post3/${postId}/survey/results`, signal),
  });
}

/** Share of one option among the question's answers, in whole percent. */
export const percentOf = (count: number, total: number) =>
  total > 0 ? Math.round((count / total) * 100) : 0;
