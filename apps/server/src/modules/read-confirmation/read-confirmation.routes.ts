import { readConfirmationEndpoints as endpoints } from "@chorus/shared/read-confirmation/read-confirmation.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { POST_MANAGER_ROLES } from "./post-manager.ts";
import { confirmPostRead, exportConfirmations, getReaders } from "./read-confirmation.service.ts";
import { attachment } from "./safe-csv.ts";

export function readConfirmationRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    // Only roles that can manage some post get past here; the post decides the rest.
    const postManagers = { access: { roles: POST_MANAGER_ROLES } };

    serve(endpoints.confirm, { access: "signedIn" }, (ctx, { params }) =>
      confirmPostRead(ctx, params.postId),
    );

    serve(
      endpoints.exportCsv,
      postManagers,
      async (ctx, { params }, reply) => {
        const csv = await exportConfirmations(ctx, params.postId);
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", attachment(`read-confirmations-${params.postId}.csv`))
          .header("cache-control", "no-store");
        return csv;
      },
      { produces: ["text/csv"] },
    );

    serve(endpoints.readers, postManagers, (ctx, { params, query }) =>
      getReaders(ctx, params.postId, query.nameStarts),
    );
  };
}
