import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import {
  surveyAnswerBodySchema,
  surveyAnsweredSchema,
  surveyPostParamsSchema,
  surveyResultsSchema,
} from "./survey.contract.ts";

const tag = "post";
const answer = {
  method: "POST",
  tag,
  summary: "Answer a survey post; answering again replaces one's earlier answers",
  params: surveyPostParamsSchema,
  body: surveyAnswerBodySchema,
  response: surveyAnsweredSchema,
} as const;

export const surveyEndpoints = {
  answer: defineEndpoint({ ...answer, path: "/api/post3/{postId}/survey/answer" }),
  /** The catalogue keeps the old path as a deprecated alias of the same call. */
  answerDeprecated: defineEndpoint({ ...answer, path: "/api/post3/{postId}/answersurvey", deprecated: true }),
  results: defineEndpoint({
    method: "GET",
    path: "/api/post3/{postId}/survey/results",
    tag,
    summary: "Answer counts per question and option; text answers only for the post's managers",
    params: surveyPostParamsSchema,
    response: surveyResultsSchema,
  }),
  exportCsv: defineEndpoint({
    method: "GET",
    path: "/api/post3/{postId}/survey/export/csv",
    tag,
    summary: "CSV of every answer: respondent, e-mail, question, answer (managers of the post)",
    params: surveyPostParamsSchema,
    response: z.string().describe("CSV: Respondent, Email, Question, Answer"),
  }),
};
