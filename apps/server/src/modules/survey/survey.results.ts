import type { Survey } from "@chorus/shared/post/post.contract";
import type { SurveyResults } from "@chorus/shared/survey/survey.contract";
import type { Respondent } from "./survey.repository.ts";

/**
 * Per question: how many answered, how often each option was chosen, and, for text questions,
 * the texts (only when the viewer manages the post: free text can say who wrote it).
 */
export function tallySurvey(
  survey: Survey,
  respondents: readonly Respondent[],
  viewer: { userId: string; managesPost: boolean },
): SurveyResults {
  return {
    answerCount: respondents.length,
    hasAnswered: respondents.some((r) => r.userId === viewer.userId),
    questionList: survey.questionList.map((question) => {
      const answers = respondents
        .map((r) => r.answers[question._id])
        .filter((answer): answer is string | string[] => answer !== undefined);
      const isText = question.type === "shorttext" || question.type === "longtext";
      const counts = new Map<string, number>();
      for (const answer of answers) {
        if (Array.isArray(answer)) for (const id of answer) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return {
        _id: question._id,
        type: question.type,
        question: question.question,
        answerCount: answers.length,
        optionList: question.optionList.map((option) => ({ ...option, count: counts.get(option._id) ?? 0 })),
        textAnswerList:
          isText && viewer.managesPost ? answers.filter((a): a is string => typeof a === "string") : null,
      };
    }),
  };
}

/** One CSV line per respondent and answered question: name, e-mail, question, answer. */
export function surveyCsvRows(survey: Survey, respondents: readonly Respondent[]): string[][] {
  const rows: string[][] = [];
  for (const respondent of respondents) {
    const name = `${respondent.firstName} ${respondent.lastName}`.trim();
    for (const question of survey.questionList) {
      const answer = respondent.answers[question._id];
      if (answer === undefined) continue;
      const text = Array.isArray(answer)
        ? answer.map((id) => question.optionList.find((o) => o._id === id)?.text ?? id).join("; ")
        : answer;
      rows.push([name, respondent.email ?? "", question.question, text]);
    }
  }
  return rows;
}
