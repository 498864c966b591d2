import type { Survey } from "../post/post.contract.ts";
import type { SurveyAnswerItem, SurveyAnswers } from "./survey.contract.ts";

/** Longest text answer per question type. */
export const SURVEY_TEXT_MAX_LENGTH = { shorttext: 280, longtext: 2000 } as const;

export type SurveyAnswerCheck = { ok: true; answers: SurveyAnswers } | { ok: false; message: string };

/**
 * Checks a respondent's answers against the survey's questions and returns them keyed by question:
 * a single choice takes exactly one known option, a multiple choice one or more distinct known
 * options, a text question 1 to 2000 characters (280 for short text) after trimming.
 * Questions may be left out (a survey often ends with an optional "anything else?"), but at
 * least one must be answered, and none twice.
 */
export function checkSurveyAnswers(
  survey: Survey,
  answerList: readonly SurveyAnswerItem[],
): SurveyAnswerCheck {
  const fail = (message: string): SurveyAnswerCheck => ({ ok: false, message });
  if (answerList.length === 0) return fail("Answer at least one question.");
  const questions = new Map(survey.questionList.map((q) => [q._id, q]));
  const answers: SurveyAnswers = {};
  for (const item of answerList) {
    const question = questions.get(item.questionId);
    if (!question) return fail(`Unknown question ${item.questionId}.`);
    if (item.questionId in answers) return fail(`Question ${item.questionId} is answered twice.`);
    if (question.type === "singlechoice" || question.type === "multichoice") {
      if (item.text !== undefined) return fail(`Question ${item.questionId} takes options, not text.`);
      const chosen = item.optionIdList ?? [];
      const known = new Set(question.optionList.map((o) => o._id));
      const unknown = chosen.find((id) => !known.has(id));
      if (unknown !== undefined) return fail(`Unknown option ${unknown} for question ${item.questionId}.`);
      if (new Set(chosen).size !== chosen.length)
        return fail(`An option is chosen twice for question ${item.questionId}.`);
      if (question.type === "singlechoice" && chosen.length !== 1)
        return fail(`Choose exactly one option for question ${item.questionId}.`);
      if (question.type === "multichoice" && chosen.length === 0)
        return fail(`Choose at least one option for question ${item.questionId}.`);
      answers[item.questionId] = chosen;
    } else {
      if (item.optionIdList !== undefined)
        return fail(`Question ${item.questionId} takes text, not options.`);
      const text = (item.text ?? "").trim();
      const max = SURVEY_TEXT_MAX_LENGTH[question.type];
      if (text.length === 0) return fail(`Write an answer for question ${item.questionId}.`);
      if (text.length > max)
        return fail(`The answer to question ${item.questionId} can have at most ${max} characters.`);
      answers[item.questionId] = text;
    }
  }
  return { ok: true, answers };
}
