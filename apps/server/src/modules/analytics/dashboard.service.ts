import type { AnalyticsAuth } from "@chorus/shared/analytics/analytics.contract";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden } from "../../platform/errors.ts";
import { analyticsScopeOf, canEditEmvRates } from "./analytics.policy.ts";
import { filterOptions } from "./scope.repository.ts";

/** The dashboards of the Analytics menu (core §2): Workforce Insights, Posts, Users; smarper for provider staff. */
export async function getDashboards(ctx: RequestContext) {
  const dashboardList = [
    { id: "overview" as const, path: "/analytics2" },
    { id: "posts" as const, path: "/analytics2/posts" },
    { id: "users" as const, path: "/analytics2/users" },
  ];
  if (ctx.actor.role === "smarper")
    return { dashboardList: [...dashboardList, { id: "smarper" as const, path: "/analytics2/smarper" }] };
  return { dashboardList };
}

export async function getAnalyticsAuth(ctx: RequestContext): Promise<AnalyticsAuth> {
  const scope = await analyticsScopeOf(ctx.db, ctx.actor);
  if (!scope) throw forbidden();
  return {
    isAuthorized: true,
    scope: scope.kind,
    groupIdList: scope.kind === "group" ? scope.groupIds : [],
    channelIdList: scope.kind === "channels" ? scope.channelIds : [],
    canEditEmvRates: canEditEmvRates(ctx.actor),
    canSeeAllCompanies: ctx.actor.role === "smarper",
    ...(await filterOptions(
      ctx.db,
      ctx.companyId,
      scope.kind === "company"
        ? {}
        : scope.kind === "group"
          ? { groupIds: scope.groupIds }
          : { channelIds: scope.channelIds },
    )),
  };
}
