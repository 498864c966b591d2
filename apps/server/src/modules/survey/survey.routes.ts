import { surveyEndpoints as endpoints } from "@chorus/shared/survey/survey.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { attachment, POST_MANAGER_ROLES } from "../read-confirmation/index.ts";
import { answerSurvey, exportSurveyCsv, getSurveyResults } from "./survey.service.ts";

export function surveyRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;

    for (const endpoint of [endpoints.answer, endpoints.answerDeprecated]) {
      serve(endpoint, signedIn, (ctx, { params, body }) => answerSurvey(ctx, params.postId, body));
    }
    serve(endpoints.results, signedIn, (ctx, { params }) => getSurveyResults(ctx, params.postId));
    serve(
      endpoints.exportCsv,
      { access: { roles: POST_MANAGER_ROLES } },
      async (ctx, { params }, reply) => {
        const csv = await exportSurveyCsv(ctx, params.postId);
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", attachment(`survey-${params.postId}.csv`))
          .header("cache-control", "no-store");
        return csv;
      },
      { produces: ["text/csv"] },
    );
  };
}
