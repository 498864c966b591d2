import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import {
  readConfirmationParamsSchema,
  readConfirmationSchema,
  readerListQuerySchema,
  readerListSchema,
} from "./read-confirmation.contract.ts";

export const readConfirmationEndpoints = {
  confirm: defineEndpoint({
    method: "POST",
    path: "/api/post3/{postId}/confirmread",
    tag: "post",
    summary: "Confirm having read a post that asks for it (idempotent)",
    params: readConfirmationParamsSchema,
    response: readConfirmationSchema,
  }),
  exportCsv: defineEndpoint({
    method: "GET",
    path: "/api/post3/{postId}/confirmations/export",
    tag: "post",
    summary: "CSV of the post's audience and who confirmed reading it (managers of the post)",
    params: readConfirmationParamsSchema,
    response: z.string().describe("CSV: First name, Last name, Email, Confirmed, Confirmed at"),
  }),
  readers: defineEndpoint({
    method: "GET",
    path: "/api/user/readers/{postId}",
    summary: "Who confirmed reading the post, by name prefix (managers of the post)",
    params: readConfirmationParamsSchema,
    query: readerListQuerySchema,
    response: readerListSchema,
  }),
};
