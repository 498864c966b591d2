import {
  behalfFeedPageSchema,
  behalfFeedQuerySchema,
  collaborationBodySchema,
  collaborationLookupQuerySchema,
  collaborationPageQuerySchema,
  collaborationPageSchema,
  collaborationSchema,
  collaborationStatusBodySchema,
  contentOwnerParamsSchema,
  deletedSchema,
  ownerCandidateListSchema,
  ownerCandidateQuerySchema,
  ownerChannelListSchema,
  ownerPageSchema,
  ownerQuerySchema,
} from "@chorus/shared/behalf/behalf.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  decideCollaboration,
  getCollaboration,
  listMyCollaborations,
  notifyOwner,
  removeCollaboration,
  requestCollaboration,
} from "./behalf.service.ts";
import {
  listOwnerCandidates,
  listOwnerChannels,
  listOwners,
  readBehalfFeed,
} from "./behalf-owner.service.ts";

/**
 * Post on behalf of a content owner (catalogue "Behalf post"). Every route is for any signed-in
 * user; who may see or decide a collaboration is the policy's business (others get 404).
 */
export function behalfRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ["behalf"];

    app.get(
      "/api/behalf_post/collaborations",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "Collaborations the caller writes for or owns (managers: all of the company)",
          querystring: collaborationPageQuerySchema,
          response: { 200: collaborationPageSchema },
        },
      },
      async (request) => listMyCollaborations(contextOf(request, deps.db), request.query),
    );

    app.put(
      "/api/behalf_post/collaborations",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "Ask to post on behalf of a content owner (pending until the owner approves it)",
          body: collaborationBodySchema,
          response: { 200: collaborationSchema },
        },
      },
      async (request) => requestCollaboration(contextOf(request, deps.db), request.body),
    );

    app.get(
      "/api/behalf_post/collaborations/:contentOwnerId",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "The collaboration with a content owner (the caller's, or the named writer's)",
          params: contentOwnerParamsSchema,
          querystring: collaborationLookupQuerySchema,
          response: { 200: collaborationSchema },
        },
      },
      async (request) =>
        getCollaboration(
          contextOf(request, deps.db),
          request.params.contentOwnerId,
          request.query.contentWriterId,
        ),
    );

    app.delete(
      "/api/behalf_post/collaborations/:contentOwnerId",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "End a collaboration (writer, owner or manager)",
          params: contentOwnerParamsSchema,
          querystring: collaborationLookupQuerySchema,
          response: { 200: deletedSchema },
        },
      },
      async (request) =>
        removeCollaboration(
          contextOf(request, deps.db),
          request.params.contentOwnerId,
          request.query.contentWriterId,
        ),
    );

    app.post(
      "/api/behalf_post/collaborations/:contentOwnerId/notify_owner",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "Remind the content owner of a pending request",
          params: contentOwnerParamsSchema,
          querystring: collaborationLookupQuerySchema,
          response: { 200: collaborationSchema },
        },
      },
      async (request) =>
        notifyOwner(
          contextOf(request, deps.db),
          request.params.contentOwnerId,
          request.query.contentWriterId,
        ),
    );

    app.post(
      "/api/behalf_post/collaborations/:contentOwnerId/status",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "Approve or reject a pending collaboration (the owner only)",
          params: contentOwnerParamsSchema,
          body: collaborationStatusBodySchema,
          response: { 200: collaborationSchema },
        },
      },
      async (request) =>
        decideCollaboration(contextOf(request, deps.db), request.params.contentOwnerId, request.body),
    );

    app.get(
      "/api/behalf_post/owners",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "Content owners who approved the caller",
          querystring: ownerQuerySchema,
          response: { 200: ownerPageSchema },
        },
      },
      async (request) => listOwners(contextOf(request, deps.db), request.query),
    );

    app.get(
      "/api/behalf_post/owner-candidates",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary:
            "People of the company the caller may ask for a collaboration: active, name or e-mail matching q, at most 20",
          querystring: ownerCandidateQuerySchema,
          response: { 200: ownerCandidateListSchema },
        },
      },
      async (request) => listOwnerCandidates(contextOf(request, deps.db), request.query.q),
    );

    app.get(
      "/api/behalf_post/owners/:contentOwnerId/channels",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "The owner's channels the caller may post to on their behalf (and can see)",
          params: contentOwnerParamsSchema,
          response: { 200: ownerChannelListSchema },
        },
      },
      async (request) => listOwnerChannels(contextOf(request, deps.db), request.params.contentOwnerId),
    );

    app.get(
      "/api/behalf_post/feed",
      {
        config: { access: "signedIn" },
        schema: {
          tags,
          summary: "Posts created on behalf, by the caller as writer or as owner",
          querystring: behalfFeedQuerySchema,
          response: { 200: behalfFeedPageSchema },
        },
      },
      async (request) => readBehalfFeed(contextOf(request, deps.db), request.query),
    );
  };
}
