import { z } from "zod";
import { objectIdSchema } from "../ids/object-id.ts";

export const surveyPostParamsSchema = z.object({ postId: objectIdSchema });

/** One question's answer: option ids for choice questions, text for text questions. */
export const surveyAnswerItemSchema = z.object({
  questionId: z.string().min(1).max(64),
  optionIdList: z.array(z.string().min(1).max(64)).max(100).optional(),
  text: z.string().max(10_000).optional(),
});
export type SurveyAnswerItem = z.infer<typeof surveyAnswerItemSchema>;

export const surveyAnswerBodySchema = z.object({
  answerList: z.array(surveyAnswerItemSchema).min(1, "answer at least one question").max(200),
});
export type SurveyAnswerBody = z.infer<typeof surveyAnswerBodySchema>;

export const surveyAnsweredSchema = z.object({ hasAnswered: z.literal(true) });

/** A stored answer set: questionId → chosen option ids, or the text written. */
export type SurveyAnswers = Record<string, string[] | string>;

export const surveyQuestionResultSchema = z.object({
  _id: z.string(),
  type: z.enum(["singlechoice", "multichoice", "shorttext", "longtext"]),
  question: z.string(),
  /** How many respondents answered this question. */
  answerCount: z.number().int().min(0),
  optionList: z.array(z.object({ _id: z.string(), text: z.string(), count: z.number().int().min(0) })),
  /** Text answers, oldest first; null for choice questions and for viewers who don't manage the post. */
  textAnswerList: z.array(z.string()).nullable(),
});

/** GET /api/post3/{postId}/survey/results. */
export const surveyResultsSchema = z.object({
  /** How many people answered the survey. */
  answerCount: z.number().int().min(0),
  hasAnswered: z.boolean(),
  questionList: z.array(surveyQuestionResultSchema),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

export const SURVEY_CSV_COLUMNS = ["Respondent", "Email", "Question", "Answer"] as const;
