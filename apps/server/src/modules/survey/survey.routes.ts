import {
  surveyAnswerBodySchema,
  surveyAnsweredSchema,
  surveyPostParamsSchema,
  surveyResultsSchema,
} from "@chorus/shared/survey/survey.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { attachment, POST_MANAGER_ROLES } from "../read-confirmation/index.ts";
import { answerSurvey, exportSurveyCsv, getSurveyResults } from "./survey.service.ts";

export function surveyRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    // The catalogue keeps the old path as a deprecated alias of the same call.
    for (const [url, deprecated] of [
      ["/api/post3/:postId/survey/answer", false],
      ["/api/post3/:postId/answersurvey", true],
    ] as const) {
      app.post(
        url,
        {
          config: { access: "signedIn" },
          schema: {
            tags: ["post"],
            summary: "Answer a survey post; answering again replaces one's earlier answers",
            deprecated,
            params: surveyPostParamsSchema,
            body: surveyAnswerBodySchema,
            response: { 200: surveyAnsweredSchema },
          },
        },
        async (request) => answerSurvey(contextOf(request, deps.db), request.params.postId, request.body),
      );
    }

    app.get(
      "/api/post3/:postId/survey/results",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary: "Answer counts per question and option; text answers only for the post's managers",
          params: surveyPostParamsSchema,
          response: { 200: surveyResultsSchema },
        },
      },
      async (request) => getSurveyResults(contextOf(request, deps.db), request.params.postId),
    );

    app.get(
      "/api/post3/:postId/survey/export/csv",
      {
        config: { access: { roles: POST_MANAGER_ROLES } },
        schema: {
          tags: ["post"],
          summary: "CSV of every answer: respondent, e-mail, question, answer (managers of the post)",
          params: surveyPostParamsSchema,
          produces: ["text/csv"],
          response: { 200: z.string().describe("CSV: Respondent, Email, Question, Answer") },
        },
      },
      async (request, reply) => {
        const csv = await exportSurveyCsv(contextOf(request, deps.db), request.params.postId);
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", attachment(`survey-${request.params.postId}.csv`))
          .header("cache-control", "no-store");
        return csv;
      },
    );
  };
}
