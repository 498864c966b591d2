import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { objectIdSchema } from "@chorus/shared/ids/object-id";
import {
  isSensitiveMailKind,
  type OutboxMail,
  outboxMailDetailSchema,
  outboxPageSchema,
  outboxQuerySchema,
} from "@chorus/shared/mail/mail.contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { contextOf } from "../request-context.ts";
import { findOutboxMail, listOutboxMail, type OutboxRow } from "./outbox.repository.ts";
import { shownOutboxBody } from "./outbox-copy.ts";

type OutboxListRow = Omit<OutboxRow, "companyId" | "html" | "text">;

function presentOutboxMail(row: OutboxListRow): OutboxMail {
  return {
    _id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status: row.status as OutboxMail["status"],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
    sensitive: isSensitiveMailKind(row.kind),
  };
}

/**
 * The company's sent mail, for its managers: in outbox mode this is where mail is read. Secrets
 * meant for one recipient (sign-in links) are never part of what it shows (outbox-copy.ts).
 */
export function mailOutboxRoutes(deps: AppDeps) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/api/mail/outbox",
      {
        config: { access: { roles: MANAGER_ROLES } },
        schema: {
          tags: ["mail"],
          summary: "The company's mail outbox, newest first (admin-level)",
          querystring: outboxQuerySchema,
          response: { 200: outboxPageSchema },
        },
      },
      async (request) => {
        const ctx = contextOf(request, deps.db);
        const { page, pageSize } = request.query;
        const { rows, hasMore } = await listOutboxMail(ctx.db, ctx.companyId, page, pageSize);
        return { mailList: rows.map(presentOutboxMail), hasMore };
      },
    );

    app.get(
      "/api/mail/outbox/:mailId",
      {
        config: { access: { roles: MANAGER_ROLES } },
        schema: {
          tags: ["mail"],
          summary: "One mail of the outbox with its HTML and text, sign-in links hidden (admin-level)",
          params: z.object({ mailId: objectIdSchema }),
          response: { 200: outboxMailDetailSchema },
        },
      },
      async (request) => {
        const ctx = contextOf(request, deps.db);
        const row = await findOutboxMail(ctx.db, ctx.companyId, request.params.mailId);
        if (!row) throw notFound("Mail not found");
        return { ...presentOutboxMail(row), ...shownOutboxBody(row) };
      },
    );
  };
}
