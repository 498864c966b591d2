import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { trackingEndpoints as endpoints } from "@chorus/shared/share/tracking.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { trackPostView } from "./post-view.service.ts";
import { readUtmSettings, updateUtmSettings } from "./utm-settings.service.ts";

/** Company UTM settings are admin-level business; another company answers 404. */
const adminLevel = { access: { roles: MANAGER_ROLES } };

/** Company UTM tags of tracked links, and the post view tracker. */
export function registerTrackingCalls(app: FastifyInstance, deps: AppDeps) {
  const { serve } = endpointRouter(app, deps);
  serve(endpoints.getCompanyUtm, adminLevel, (ctx, { params }) => readUtmSettings(ctx, params.companyId));
  serve(endpoints.putCompanyUtm, adminLevel, (ctx, { params, body }) =>
    updateUtmSettings(ctx, params.companyId, body),
  );
  serve(endpoints.trackPostView, { access: "signedIn" }, (ctx, { params, query }) =>
    trackPostView(ctx, params.postId, query.source),
  );
}
