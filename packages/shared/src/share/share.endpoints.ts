import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
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
} from "./share.contract.ts";

export const shareEndpoints = {
  postShare: defineEndpoint({
    method: "POST",
    path: "/api/share",
    summary:
      "Share a post now or at scheduledAt (LinkedIn, X: posted through the API; Facebook, Xing: a dialog, then PUT to confirm; generic: the tracked link)",
    body: shareCreateBodySchema,
    response: shareCreateResponseSchema,
  }),
  putShare: defineEndpoint({
    method: "PUT",
    path: "/api/share",
    summary: "Confirm a Facebook or Xing share after its popup: { _id } or { postId, media }",
    body: shareConfirmBodySchema,
    response: shareCreateResponseSchema,
  }),
  deleteShareByShareId: defineEndpoint({
    method: "DELETE",
    path: "/api/share/{shareId}",
    summary: "Remove a scheduled share (marked removed)",
    params: z.object({ shareId: objectIdSchema }),
    response: shareSchema,
  }),
  getShare: defineEndpoint({
    method: "GET",
    path: "/api/share",
    summary: "The actor's shares (not removed), newest first; postId narrows to one post",
    query: shareListQuerySchema,
    response: shareListSchema,
  }),
  postShareSmart: defineEndpoint({
    method: "POST",
    path: "/api/share/smart",
    summary: "Queue a share (LinkedIn, X) for the next good time slot: 2 h apart, 08:00–20:00 company time",
    body: smartShareBodySchema,
    response: shareCreateResponseSchema,
  }),
  getShareSmartQueueState: defineEndpoint({
    method: "GET",
    path: "/api/share/smart/queue/state",
    summary: "The actor's smart queue on a network: its length and the next free slot",
    query: smartQueueQuerySchema,
    response: smartQueueStateSchema,
  }),
  getUserMePoints: defineEndpoint({
    method: "GET",
    path: "/api/user/me/points",
    summary: "The actor's Star and Coin totals and the ledger entries that explain them",
    response: myPointsSchema,
  }),
};
