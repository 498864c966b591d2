import {
  readConfirmationParamsSchema,
  readConfirmationSchema,
  readerListQuerySchema,
  readerListSchema,
} from "@chorus/shared/read-confirmation/read-confirmation.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { POST_MANAGER_ROLES } from "./post-manager.ts";
import { confirmPostRead, exportConfirmations, getReaders } from "./read-confirmation.service.ts";
import { attachment } from "./safe-csv.ts";

export function readConfirmationRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/api/post3/:postId/confirmread",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary: "Confirm having read a post that asks for it (idempotent)",
          params: readConfirmationParamsSchema,
          response: { 200: readConfirmationSchema },
        },
      },
      async (request) => confirmPostRead(contextOf(request, deps.db), request.params.postId),
    );

    app.get(
      "/api/post3/:postId/confirmations/export",
      {
        // Only roles that can manage some post get past here; the post decides the rest.
        config: { access: { roles: POST_MANAGER_ROLES } },
        schema: {
          tags: ["post"],
          summary: "CSV of the post's audience and who confirmed reading it (managers of the post)",
          params: readConfirmationParamsSchema,
          produces: ["text/csv"],
          response: {
            200: z.string().describe("CSV: First name, Last name, Email, Confirmed, Confirmed at"),
          },
        },
      },
      async (request, reply) => {
        const csv = await exportConfirmations(contextOf(request, deps.db), request.params.postId);
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", attachment(`read-confirmations-${request.params.postId}.csv`))
          .header("cache-control", "no-store");
        return csv;
      },
    );

    app.get(
      "/api/user/readers/:postId",
      {
        config: { access: { roles: POST_MANAGER_ROLES } },
        schema: {
          tags: ["user"],
          summary: "Who confirmed reading the post, by name prefix (managers of the post)",
          params: readConfirmationParamsSchema,
          querystring: readerListQuerySchema,
          response: { 200: readerListSchema },
        },
      },
      async (request) =>
        getReaders(contextOf(request, deps.db), request.params.postId, request.query.nameStarts),
    );
  };
}
