import type { SocialFeed } from "@chorus/shared/integrations/integrations.contract";
import { socialFeedEndpoints as endpoints } from "@chorus/shared/integrations/integrations.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";

/**
 * GET /api/social-feed. Chorus keeps no LinkedIn organisation token yet (members connect their own
 * accounts only), so every company gets the empty state; the web shows it plainly.
 */
export function socialFeedRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    serve(
      endpoints.feed,
      { access: "signedIn" },
      async (): Promise<SocialFeed> => ({ isConnected: false, organizationName: null, postList: [] }),
    );
  };
}
