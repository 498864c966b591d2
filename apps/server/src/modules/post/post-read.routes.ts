import {
  feedQuerySchema,
  postFeedbackBodySchema,
  postFeedbackResponseSchema,
  postIdParamsSchema,
  topSharedResponseSchema,
  widgetsQuerySchema,
  widgetsResponseSchema,
} from "@chorus/shared/post/feed.contract";
import { feedPageSchema, postCountersSchema, postSchema } from "@chorus/shared/post/post.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import { readFeed } from "./feed.service.ts";
import { addFeedback, readCounters, readPost } from "./post-read.service.ts";
import { readTopShared, readWidgets } from "./post-widgets.repository.ts";

/** The read side of posts: the feed, one post, counters, widgets, top shared, feedback. */
export function postReadRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/post3",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary:
            "The feed. type is required; page is 1-based, pageSize defaults to 10 (max 50); cursor (the previous " +
            "page's nextCursor) continues without offset; q searches title and body; filters is a JSON object " +
            'of author, campaign, title, body (e.g. {"author":"<userId>"}) or one key:value pair (author:<userId>); ' +
            "dateFrom/dateTo are ISO dates. A feed type the actor may not read answers 403.",
          querystring: feedQuerySchema,
          response: { 200: feedPageSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return readFeed(contextOf(request, deps.db), request.query);
      },
    );

    app.get(
      "/api/post3/counters",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary:
            "Post counters: publishedCount (published posts the actor reads), proposedCount, scheduledCount, " +
            "archivedCount, rejectedCount, allCount (the channels the actor curates); each stops at 1000",
          response: { 200: postCountersSchema },
        },
      },
      async (request) => readCounters(contextOf(request, deps.db)),
    );

    app.get(
      "/api/post3/widgets",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary:
            "Feed widgets: featured (newest featuredAt first) and popular (most likes and comments, last 30 days). " +
            "featured and popular are counts (default 5); pageSize, when given, sets both; offset skips posts",
          querystring: widgetsQuerySchema,
          response: { 200: widgetsResponseSchema },
        },
      },
      async (request) => {
        const { featured, popular, pageSize, offset } = request.query;
        return readWidgets(contextOf(request, deps.db), {
          featured: pageSize ?? featured,
          popular: pageSize ?? popular,
          offset,
        });
      },
    );

    app.get(
      "/api/post3/topshared",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary: "Top shared link and video posts of the last 30 days among the posts the actor reads",
          response: { 200: topSharedResponseSchema },
        },
      },
      async (request) => readTopShared(contextOf(request, deps.db)),
    );

    app.get(
      "/api/post3/:postId",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary: "One post; 404 when the actor may not read it",
          params: postIdParamsSchema,
          response: { 200: postSchema },
        },
      },
      async (request) => readPost(contextOf(request, deps.db), request.params.postId),
    );

    app.post(
      "/api/post3/:postId/feedback",
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["post"],
          summary: "Send feedback on a post the actor reads",
          params: postIdParamsSchema,
          body: postFeedbackBodySchema,
          response: { 200: postFeedbackResponseSchema },
        },
      },
      async (request) =>
        addFeedback(contextOf(request, deps.db), request.params.postId, request.body.feedback),
    );
  };
}
