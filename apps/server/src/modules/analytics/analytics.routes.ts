import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { analyticsEndpoints as endpoints } from "@chorus/shared/analytics/analytics.endpoints";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { attachment } from "../read-confirmation/index.ts";
import { requestRollupIfStale } from "./analytics.jobs.ts";
import { analyticsAccess } from "./analytics.policy.ts";
import { getAnalyticsAuth, getDashboards } from "./dashboard.service.ts";
import { getEmvSettings, saveEmvSettings } from "./emv.service.ts";
import { type ExportFile, exportPosts, exportUsers } from "./export.service.ts";
import {
  getCampaignChannelInsight,
  getChannelInsight,
  getCompanies,
  getOverview,
  getPostPage,
  getUserPage,
} from "./report.service.ts";
import { playVideo } from "./video.service.ts";

const sendFile = (reply: FastifyReply, file: ExportFile) => {
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", attachment(file.filename))
    .header("cache-control", "no-store");
  return file.body as unknown as string;
};

/** The catalogue's Analytics calls, the screens' reports, exports and the EMV setting. */
export function analyticsRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    // Managers, group admins, channel managers and analysts; their scope narrows what they see.
    const analysts = { access: analyticsAccess(deps.db) };

    serve(endpoints.dashboards, analysts, (ctx) => getDashboards(ctx));
    serve(endpoints.auth, analysts, (ctx) => getAnalyticsAuth(ctx));
    // Any reader of a post may play its video.
    serve(endpoints.videostream, { access: "signedIn" }, (ctx, { query }) =>
      playVideo(ctx, query.postId, deps.clock.now()),
    );
    serve(endpoints.channelInsight, analysts, (ctx, { query }) => getChannelInsight(ctx, query));
    serve(endpoints.campaignChannelInsight, analysts, (ctx, { query }) =>
      getCampaignChannelInsight(ctx, query),
    );
    // The first reports a screen asks for queue a rollup run when the rollups never ran or lag.
    serve(endpoints.overview, analysts, async (ctx, { query }) => {
      await requestRollupIfStale(deps);
      return getOverview(ctx, query);
    });
    serve(endpoints.posts, analysts, async (ctx, { query }) => {
      await requestRollupIfStale(deps);
      return getPostPage(ctx, query);
    });
    serve(endpoints.users, analysts, (ctx, { query }) => getUserPage(ctx, query));
    serve(
      endpoints.postsExport,
      analysts,
      async (ctx, { query }, reply) => sendFile(reply, await exportPosts(ctx, query, query.format)),
      { produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"] },
    );
    serve(
      endpoints.usersExport,
      analysts,
      async (ctx, { query }, reply) => sendFile(reply, await exportUsers(ctx, query, query.format)),
      { produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"] },
    );
    // Every company's figures: the provider's own staff only.
    serve(endpoints.companies, { access: { roles: ["smarper"] } }, (ctx, { query }) =>
      getCompanies(ctx, query),
    );
    serve(endpoints.emvSettings, analysts, (ctx) => getEmvSettings(ctx));
    // A company setting: admin-level (core §6).
    serve(endpoints.saveEmvSettings, { access: { roles: MANAGER_ROLES } }, (ctx, { body }) =>
      saveEmvSettings(ctx, body),
    );
  };
}
