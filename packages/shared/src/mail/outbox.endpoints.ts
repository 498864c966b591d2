import { z } from "zod";
import { defineEndpoint } from "../http/endpoint.ts";
import { objectIdSchema } from "../ids/object-id.ts";
import { outboxMailDetailSchema, outboxPageSchema, outboxQuerySchema } from "./mail.contract.ts";

/** The company's mail outbox, for its managers. */
export const outboxEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/mail/outbox",
    tag: "mail",
    summary: "The company's mail outbox, newest first (admin-level)",
    query: outboxQuerySchema,
    response: outboxPageSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/mail/outbox/{mailId}",
    tag: "mail",
    summary: "One mail of the outbox with its HTML and text, sign-in links hidden (admin-level)",
    params: z.object({ mailId: objectIdSchema }),
    response: outboxMailDetailSchema,
  }),
};
