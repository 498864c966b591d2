import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { isSensitiveMailKind, type OutboxMail } from "@chorus/shared/mail/mail.contract";
import { outboxEndpoints as endpoints } from "@chorus/shared/mail/outbox.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps.ts";
import { endpointRouter } from "../endpoint-route.ts";
import { notFound } from "../errors.ts";
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
  return async function register(app: FastifyInstance) {
    const { serve } = endpointRouter(app, deps);
    const managers = { access: { roles: MANAGER_ROLES } };

    serve(endpoints.list, managers, async (ctx, { query }) => {
      const { rows, hasMore } = await listOutboxMail(ctx.db, ctx.companyId, query.page, query.pageSize);
      return { mailList: rows.map(presentOutboxMail), hasMore };
    });

    serve(endpoints.get, managers, async (ctx, { params }) => {
      const row = await findOutboxMail(ctx.db, ctx.companyId, params.mailId);
      if (!row) throw notFound("Mail not found");
      return { ...presentOutboxMail(row), ...shownOutboxBody(row) };
    });
  };
}
