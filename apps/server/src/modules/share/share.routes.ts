import { objectIdSchema } from "@chorus/shared/ids/object-id";
import {
  myPointsSchema,
  shareConfirmBodySchema,
  shareCreateBodySchema,
  shareCreateResponseSchema,
  shareListQuerySchema,
  shareListSchema,
  shareSchema,
  smartQueueQuerySchema,
  smartQueueStateSchema,
  smartShareBodySchema,
} from "@chorus/shared/share/share.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { contextOf } from "../../platform/request-context.ts";
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
import type { SharingRuntime } from "./sharing-runtime.ts";
import { followSharedLink } from "./tracking.service.ts";

/** The share calls of the catalogue, the tracked link and the points ledger. */
export function registerShareCalls(root: FastifyInstance, deps: AppDeps, runtime: SharingRuntime) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["share"];

  app.post(
    "/api/share",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary:
          "Share a post now or at scheduledAt (LinkedIn, X: posted through the API; Facebook, Xing: a dialog, then PUT to confirm; generic: the tracked link)",
        body: shareCreateBodySchema,
        response: { 200: shareCreateResponseSchema },
      },
    },
    async (request) => createShare(contextOf(request, deps.db), runtime, request.body),
  );

  app.put(
    "/api/share",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "Confirm a Facebook or Xing share after its popup: { _id } or { postId, media }",
        body: shareConfirmBodySchema,
        response: { 200: shareCreateResponseSchema },
      },
    },
    async (request) => confirmShare(contextOf(request, deps.db), runtime, request.body),
  );

  app.delete(
    "/api/share/:shareId",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "Remove a scheduled share (marked removed)",
        params: z.object({ shareId: objectIdSchema }),
        response: { 200: shareSchema },
      },
    },
    async (request) =>
      presentShare(runtime, await removeShare(contextOf(request, deps.db), request.params.shareId)),
  );

  app.get(
    "/api/share",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "The actor's shares (not removed), newest first; postId narrows to one post",
        querystring: shareListQuerySchema,
        response: { 200: shareListSchema },
      },
    },
    async (request) => ({
      shareList: (await listShares(contextOf(request, deps.db), request.query.postId)).map((row) =>
        presentShare(runtime, row),
      ),
    }),
  );

  app.post(
    "/api/share/smart",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary:
          "Queue a share (LinkedIn, X) for the next good time slot: 2 h apart, 08:00–20:00 company time",
        body: smartShareBodySchema,
        response: { 200: shareCreateResponseSchema },
      },
    },
    async (request) => createSmartShare(contextOf(request, deps.db), runtime, request.body),
  );

  app.get(
    "/api/share/smart/queue/state",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        summary: "The actor's smart queue on a network: its length and the next free slot",
        querystring: smartQueueQuerySchema,
        response: { 200: smartQueueStateSchema },
      },
    },
    async (request) => smartQueueState(contextOf(request, deps.db), runtime, request.query.media),
  );

  app.get(
    "/api/user/me/points",
    {
      config: { access: "signedIn" },
      schema: {
        tags: ["user"],
        summary: "The actor's Star and Coin totals and the ledger entries that explain them",
        response: { 200: myPointsSchema },
      },
    },
    async (request) => myPoints(contextOf(request, deps.db)),
  );

  app.get(
    "/s/:shortCode",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "A shared link: counts a unique visitor (per share, per day) and redirects to the post with UTM tags",
        params: z.object({ shortCode: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/) }),
      },
    },
    async (request, reply) => {
      const target = await followSharedLink(deps.db, runtime, request.params.shortCode, {
        ip: request.ip,
        userAgent: String(request.headers["user-agent"] ?? ""),
      });
      if (!target) return reply.status(404).type("text/plain").send("This link is not available.");
      reply.header("cache-control", "no-store");
      return reply.redirect(target, 302);
    },
  );
}
