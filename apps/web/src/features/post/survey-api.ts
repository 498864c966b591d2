import { surveyEndpoints } from "@chorus/shared/survey/survey.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call.ts";
import { patchPost } from "../../api/post-cache.ts";
import { postKeys } from "../../api/post-keys.ts";

export interface SurveyAnswer {
  questionId: string;
  optionIdList?: string[];
  text?: string;
}

export function useAnswerSurvey(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerList: SurveyAnswer[]) =>
      call(surveyEndpoints.answer, { params: { postId }, body: { answerList } }),
    onSuccess: () => {
      patchPost(queryClient, postId, (post) => ({ ...post, hasAnsweredSurvey: true }));
      void queryClient.invalidateQueries({ queryKey: postKeys.surveyResults(postId) });
    },
  });
}

export function useSurveyResults(postId: string) {
  return useQuery({
    queryKey: postKeys.surveyResults(postId),
    queryFn: ({ signal }) => call(surveyEndpoints.results, { params: { postId }, signal }),
  });
}

/** Share of one option among the question's answers, in whole percent. */
export const percentOf = (count: number, total: number) =>
  total > 0 ? Math.round((count / total) * 100) : 0;
