import { postEndpoints as endpoints } from "@chorus/shared/post/post.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { readFeed } from "./feed.service.ts";
import { addFeedback, readCounters, readPost } from "./post-read.service.ts";
import { readTopShared, readWidgets } from "./post-widgets.repository.ts";
import { viewerSessionJoin } from "./viewer.repository.ts";

/** The read side of posts: the feed, one post, counters, widgets, top shared, feedback. */
export function postReadRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;
    // The routes that present posts need the viewer on every request: it comes with the session.
    const viewing = { access: "signedIn", sessionJoin: viewerSessionJoin } as const;

    serve(
      endpoints.feed,
      viewing,
      (ctx, { query }, reply) => {
        reply.header("cache-control", "no-store");
        return readFeed(ctx, query);
      },
      undefined,
      { compiledSerializer: true },
    );
    serve(endpoints.counters, viewing, (ctx) => readCounters(ctx));
    serve(endpoints.widgets, viewing, (ctx, { query }) => {
      const { featured, popular, pageSize, offset } = query;
      return readWidgets(ctx, { featured: pageSize ?? featured, popular: pageSize ?? popular, offset });
    });
    serve(endpoints.topShared, viewing, (ctx) => readTopShared(ctx));
    serve(endpoints.detail, viewing, (ctx, { params }) => readPost(ctx, params.postId));
    serve(endpoints.feedback, signedIn, (ctx, { params, body }) =>
      addFeedback(ctx, params.postId, body.feedback),
    );
  };
}
