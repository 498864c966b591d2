import { randomBytes } from "node:crypto";
import { CSRF_HEADER } from "@chorus/shared/session/session.contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CSRF_COOKIE, SESSION_COOKIE, secureCookie } from "./cookies.ts";
import { hmacSha256, sameSecret } from "./crypto.ts";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    csrfExempt?: boolean;
  }
}

/**
 * Signed double-submit CSRF, bound to the session. The token is an HMAC a page on another origin
 * can neither read (it comes in a header of GET /api/session) nor forge. Signed in, it is the HMAC
 * of the session's id (the hash of the HttpOnly session cookie), so a token and cookie minted in
 * another browser, or for another user or tenant, are worthless with the victim's session cookie.
 * Before sign-in it is the HMAC of a random HttpOnly pre-session cookie (the sign-in form's post).
 * A new session (sign-in) or none (sign-out) makes every earlier token stale.
 */
export function createCsrf(secret: Buffer) {
  const hmac = (binding: string) => hmacSha256(secret, binding);

  /** The session whose token the request must carry; a bearer token is no browser session. */
  const sessionOf = (request: FastifyRequest): string | null => {
    const sessionId = request.actor?.sessionId;
    return sessionId && !sessionId.startsWith("bearer:") ? sessionId : null;
  };

  function expectedToken(request: FastifyRequest, sessionId: string | null): string | null {
    if (sessionId) return hmac(`session:${sessionId}`);
    const browser = request.cookies[CSRF_COOKIE];
    return browser ? hmac(`browser:${browser}`) : null;
  }

  /**
   * Hands out the token in the response header. `sessionId`: the session the next requests ride
   * on — the one just started (sign-in), null once it ended (sign-out); by default the request's.
   * `rotate` replaces the pre-session cookie, so a token minted before stops working.
   */
  function issue(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { rotate?: boolean; sessionId?: string | null } = {},
  ): string {
    let browser = options.rotate ? undefined : request.cookies[CSRF_COOKIE];
    if (!browser) {
      browser = randomBytes(24).toString("base64url");
      reply.setCookie(CSRF_COOKIE, browser, secureCookie);
      request.cookies[CSRF_COOKIE] = browser;
    }
    const sessionId = options.sessionId === undefined ? sessionOf(request) : options.sessionId;
    const token = expectedToken(request, sessionId) ?? "";
    reply.header(CSRF_HEADER, token);
    return token;
  }

  function isValid(request: FastifyRequest): boolean {
    const expected = expectedToken(request, sessionOf(request));
    const sent = request.headers[CSRF_HEADER];
    if (!expected || typeof sent !== "string") return false;
    return sameSecret(expected, sent);
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
