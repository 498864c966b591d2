import { behalfEndpoints as endpoints } from "@chorus/shared/behalf/behalf.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
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
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" } as const;

    serve(endpoints.listCollaborations, signedIn, (ctx, { query }) => listMyCollaborations(ctx, query));
    serve(endpoints.requestCollaboration, signedIn, (ctx, { body }) => requestCollaboration(ctx, body));
    serve(endpoints.getCollaboration, signedIn, (ctx, { params, query }) =>
      getCollaboration(ctx, params.contentOwnerId, query.contentWriterId),
    );
    serve(endpoints.endCollaboration, signedIn, (ctx, { params, query }) =>
      removeCollaboration(ctx, params.contentOwnerId, query.contentWriterId),
    );
    serve(endpoints.notifyOwner, signedIn, (ctx, { params, query }) =>
      notifyOwner(ctx, params.contentOwnerId, query.contentWriterId),
    );
    serve(endpoints.decideCollaboration, signedIn, (ctx, { params, body }) =>
      decideCollaboration(ctx, params.contentOwnerId, body),
    );
    serve(endpoints.listOwners, signedIn, (ctx, { query }) => listOwners(ctx, query));
    serve(endpoints.listOwnerCandidates, signedIn, (ctx, { query }) => listOwnerCandidates(ctx, query.q));
    serve(endpoints.listOwnerChannels, signedIn, (ctx, { params }) =>
      listOwnerChannels(ctx, params.contentOwnerId),
    );
    serve(endpoints.feed, signedIn, (ctx, { query }) => readBehalfFeed(ctx, query));
  };
}
