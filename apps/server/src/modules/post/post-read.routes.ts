import { postEndpoints as endpoints } from "@chorus/shared/post/post.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { readFeed } from "./feed.service.ts";
import { addFeedback, readCounters, readPost } from "./post-read.service.ts";
import { readTopShared, readWidgets } from "./post-widgets.repository.ts";

/** The read side of posts: the feed, one post, counters, widgets, top shared, feedback. */
export function postReadRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;

    serve(endpoints.feed, signedIn, (ctx, { query }, reply) => {
      reply.header("cache-control", "no-store");
      return readFeed(ctx, query);
    });
    serve(endpoints.counters, signedIn, (ctx) => readCounters(ctx));
    serve(endpoints.widgets, signedIn, (ctx, { query }) => {
      const { featured, popular, pageSize, offset } = query;
      return readWidgets(ctx, { featured: pageSize ?? featured, popular: pageSize ?? popular, offset });
    });
    serve(endpoints.topShared, signedIn, (ctx) => readTopShared(ctx));
    serve(endpoints.detail, signedIn, (ctx, { params }) => readPost(ctx, params.postId));
    serve(endpoints.feedback, signedIn, (ctx, { params, body }) =>
      addFeedback(ctx, params.postId, body.feedback),
    );
  };
}
