import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CSRF_HEADER } from "@chorus/shared/session/session.contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CSRF_COOKIE, SESSION_COOKIE, secureCookie } from "./cookies.ts";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    csrfExempt?: boolean;
  }
}

/**
 * Signed double-submit CSRF: the browser holds a random HttpOnly cookie; the token is its HMAC,
 * handed out in a header of GET /api/session. A page on another origin can neither read the
 * header nor forge the HMAC. Rotating the cookie (sign-in, sign-out) makes old tokens stale.
 */
export function createCsrf(secret: Buffer) {
  const tokenFor = (cookieValue: string) =>
    createHmac("sha256", secret).update(cookieValue).digest("base64url");

  function issue(request: FastifyRequest, reply: FastifyReply, options: { rotate?: boolean } = {}): string {
    let value = options.rotate ? undefined : request.cookies[CSRF_COOKIE];
    if (!value) {
      value = randomBytes(24).toString("base64url");
      reply.setCookie(CSRF_COOKIE, value, secureCookie);
      request.cookies[CSRF_COOKIE] = value;
    }
    const token = tokenFor(value);
    reply.header(CSRF_HEADER, token);
    return token;
  }

  function isValid(request: FastifyRequest): boolean {
    const cookieValue = request.cookies[CSRF_COOKIE];
    const sent = request.headers[CSRF_HEADER];
    if (!cookieValue || typeof sent !== "string") return false;
    const expected = Buffer.from(tokenFor(cookieValue));
    const given = Buffer.from(sent);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  function register(app: FastifyInstance) {
    app.addHook("preHandler", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      // A post from another site by design (the SAML IdP's form post to our ACS); such a route
      // proves its caller by other means (a signed response bound to a request we issued).
      if (request.routeOptions.config.csrfExempt === true) return;
      // A bearer-token call (personal or OAuth 2 token) rides on no cookie a foreign page could
      // make the browser send, so there is nothing to forge; a session cookie still needs the token.
      if (request.actor?.sessionId.startsWith("bearer:") && !request.cookies[SESSION_COOKIE]) return;
      if (!isValid(request)) throw new AppError(403, "403.108");
    });
  }

  return { issue, isValid, register };
}
export type Csrf = ReturnType<typeof createCsrf>;
