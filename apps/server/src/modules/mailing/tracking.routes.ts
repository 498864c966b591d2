import { timingSafeEqual } from "node:crypto";
import { browserHref } from "@chorus/shared/http/endpoint";
import { mailingBrowserRoutes, mailingWebhookEndpoints } from "@chorus/shared/mailing/mailing.endpoints";
import { escapeHtml } from "@chorus/shared/text/html";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { notFound } from "../../platform/errors.ts";
import { countOpen, followClick, recordBounceReport, unsubscribe } from "./tracking.service.ts";

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
export const UNSUBSCRIBED_TEXT = "You have been unsubscribed. You will not receive these e-mails any more.";
export const BAD_LINK_TEXT = "This link is not valid.";

function page(reply: FastifyReply, status: number, title: string, body: string) {
  reply.header("cache-control", "no-store");
  reply.header(
    "content-security-policy",
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  );
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#222">${body}</body></html>`,
    );
}

/** Shared-secret check of the bounce webhook, in constant time. */
function webhookAllowed(secret: string, given: unknown): boolean {
  if (!secret || typeof given !== "string") return false;
  const a = Buffer.from(secret);
  const b = Buffer.from(given.replace(/^Bearer\s+/i, ""));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What a newsletter's recipient reaches without signing in: the unsubscribe page and its one-click
 * POST (RFC 8058, what List-Unsubscribe-Post makes mail clients send), the open pixel and tracked
 * links; and the bounce webhook of the mail provider, behind its shared secret.
 */
export function mailingTrackingRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { route, browser } = endpointRouter(app.withTypeProvider<ZodTypeProvider>(), deps);
    // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" as a form; the token is in the URL.
    if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
      app.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: 1024 },
        (_r, body, done) => done(null, body),
      );
    }
    browser(mailingBrowserRoutes.unsubscribePage, { access: "public" }, async (request, reply) => {
      const token = request.query.token;
      // A GET only asks: link scanners open links, and must not unsubscribe anyone.
      return page(
        reply,
        200,
        "Unsubscribe",
        `<h1 style="font-size:22px">Unsubscribe</h1><p>Stop receiving these e-mails?</p>` +
          `<form method="post" action="${escapeHtml(browserHref(mailingBrowserRoutes.unsubscribe, { query: { token } }))}">` +
          `<button type="submit" style="padding:10px 20px;font-size:16px">Unsubscribe</button></form>`,
      );
    });

    browser(
      mailingBrowserRoutes.unsubscribe,
      { access: "public", csrfExempt: true },
      async (request, reply) => {
        const done = await unsubscribe(deps, deps.db, request.query.token);
        if (!done) return page(reply, 400, "Unsubscribe", `<p>${escapeHtml(BAD_LINK_TEXT)}</p>`);
        return page(
          reply,
          200,
          "Unsubscribed",
          `<h1 style="font-size:22px">${escapeHtml(UNSUBSCRIBED_TEXT)}</h1>`,
        );
      },
    );

    browser(mailingBrowserRoutes.open, { access: "public" }, async (request, reply) => {
      await countOpen(deps, deps.db, request.params.token);
      reply.header("cache-control", "no-store, private");
      return reply.type("image/gif").send(PIXEL);
    });

    browser(mailingBrowserRoutes.click, { access: "public" }, async (request, reply) => {
      const { deliveryId } = request.params;
      const { url, sig } = request.query;
      const target = await followClick(deps, deps.db, deliveryId, url, sig);
      if (!target) return page(reply, 404, "Link", `<p>${escapeHtml(BAD_LINK_TEXT)}</p>`);
      reply.header("cache-control", "no-store");
      return reply.redirect(target, 302);
    });

    route(mailingWebhookEndpoints.postBounce, { access: "public", csrfExempt: true }, async (request) => {
      const secret = deps.config.mailing.bounceWebhookSecret;
      const given = request.headers["x-mailing-webhook-secret"] ?? request.headers.authorization;
      if (!webhookAllowed(secret, given)) throw notFound("Not found");
      return recordBounceReport(deps, deps.db, request.body);
    });
  };
}
