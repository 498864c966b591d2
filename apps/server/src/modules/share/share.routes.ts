import { shareEndpoints as endpoints } from "@chorus/shared/share/share.endpoints";
import { shareBrowserRoutes } from "@chorus/shared/share/tracking.endpoints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { newsletterClickOf } from "../mailing/index.ts";
import { myPoints } from "../points/index.ts";
import { presentShare } from "./share.presenter.ts";
import {
  confirmShare,
  createShare,
  createSmartShare,
  listShares,
  removeShare,
  smartQueueState,
} from "./share.service.ts";
import { sharingSessionJoin } from "./share-settings.repository.ts";
import type { SharingRuntime } from "./sharing-runtime.ts";
import { followSharedLink } from "./tracking.service.ts";

/** The share calls of the catalogue, the tracked link and the points ledger. */
export function registerShareCalls(root: FastifyInstance, deps: AppDeps, runtime: SharingRuntime) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { serve, browser } = endpointRouter(app, deps);

  // Sharing reads the company's networks and the user's labs with the session (one statement less).
  const sharing = { access: "signedIn", sessionJoin: sharingSessionJoin } as const;
  serve(endpoints.postShare, sharing, (ctx, request) => createShare(ctx, runtime, request.body));

  serve(endpoints.putShare, { access: "signedIn" }, (ctx, request) =>
    confirmShare(ctx, runtime, request.body),
  );

  serve(endpoints.deleteShareByShareId, { access: "signedIn" }, async (ctx, request) =>
    presentShare(runtime, await removeShare(ctx, request.params.shareId)),
  );

  serve(endpoints.getShare, { access: "signedIn" }, async (ctx, request) => ({
    shareList: (await listShares(ctx, request.query.postId)).map((row) => presentShare(runtime, row)),
  }));

  serve(endpoints.postShareSmart, sharing, (ctx, request) => createSmartShare(ctx, runtime, request.body));

  serve(endpoints.getShareSmartQueueState, { access: "signedIn" }, (ctx, request) =>
    smartQueueState(ctx, runtime, request.query.media),
  );

  serve(endpoints.getUserMePoints, { access: "signedIn" }, (ctx) => myPoints(ctx));

  browser(shareBrowserRoutes.shortLink, { access: "public" }, async (request, reply) => {
    const recipient = request.query.r;
    const target = await followSharedLink(
      deps.db,
      runtime,
      request.params.shortCode,
      { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") },
      recipient ? newsletterClickOf(deps, recipient) : undefined,
    );
    if (!target) return reply.status(404).type("text/plain").send("This link is not available.");
    reply.header("cache-control", "no-store");
    return reply.redirect(target, 302);
  });
}
