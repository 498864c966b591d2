import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { LEADERBOARD_CSV_COLUMNS } from "@chorus/shared/leaderboard/leaderboard.contract";
import { leaderboardEndpoints as endpoints } from "@chorus/shared/leaderboard/leaderboard.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { attachment } from "../read-confirmation/index.ts";
import { exportRanking, getRanking } from "./leaderboard-ranking.service.ts";
import {
  createFilter,
  editFilter,
  getSettings,
  removeFilter,
  updateSettings,
} from "./leaderboard-settings.service.ts";

/** Leaderboards: everyone signed in reads them; admins (admin, partner, smarper) set them up and export. */
export function leaderboardRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const admins = { access: { roles: MANAGER_ROLES } };

    serve(endpoints.settings, { access: "signedIn" }, (ctx) => getSettings(ctx));
    serve(endpoints.updateSettings, admins, (ctx, { body }) => updateSettings(ctx, body));
    serve(endpoints.createFilter, admins, (ctx, { body }) => createFilter(ctx, body));
    serve(
      endpoints.exportCsv,
      admins,
      async (ctx, { query }, reply) => {
        const csv = await exportRanking(ctx, query);
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", attachment(`leaderboard-${query.dateFrom}-${query.dateTo}.csv`))
          .header("cache-control", "no-store");
        return csv;
      },
      { produces: ["text/csv"], description: `Columns: ${LEADERBOARD_CSV_COLUMNS.join(", ")}` },
    );
    serve(endpoints.ranking, { access: "signedIn" }, (ctx, { params, query }) =>
      getRanking(ctx, deps.clock, params.filterId, query),
    );
    serve(endpoints.updateFilter, admins, (ctx, { params, body }) => editFilter(ctx, params.filterId, body));
    serve(endpoints.deleteFilter, admins, (ctx, { params }) => removeFilter(ctx, params.filterId));
  };
}
