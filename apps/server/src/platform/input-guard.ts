import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte that reaches a query fails it (a 500, with the
 * value in the driver's error). No field of the product needs one, so any request carrying one in
 * its path, query, cookies, headers or body is refused here, for every route at once, with the
 * validation error shape; the routes and their schemas never see it.
 */
const NUL = "\u0000";
const REASON = "must not contain the NUL character";

/** The dotted path of the first string (or key) holding a NUL, e.g. "body.tags.0"; null if none. */
export function findNul(context: string, value: unknown): string | null {
  const stack: [unknown, string][] = [[value, context]];
  while (stack.length > 0) {
    const [current, at] = stack.pop() as [unknown, string];
    if (typeof current === "string") {
      if (current.includes(NUL)) return at;
    } else if (Array.isArray(current)) {
      for (const [i, item] of current.entries()) stack.push([item, `${at}.${i}`]);
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return at;
        stack.push([item, `${at}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Only the cookies the app reads (`chorus_*`, and `version` of the client-version check): another
 * site on a parent domain may set cookies of its own, which must not lock every page.
 */
const APP_COOKIE = /^(chorus_|version$)/;
const appCookies = (cookies: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(cookies).filter(([name]) => APP_COOKIE.test(name)));

/** Far deeper than any contract nests (a post's blocks, a survey's options): anything more is an attack. */
export const MAX_JSON_DEPTH = 64;

/**
 * How deeply a JSON text nests, counted in one pass without parsing (brackets inside strings
 * ignored), stopping as soon as it passes `limit`: parsers, the prototype-pollution scan and the
 * validators all recurse, and a body nested thousands deep would overflow their stacks (a 500).
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

function refuse(path: string): AppError {
  return new AppError(400, "400.0", `${path}: ${REASON}`, { issues: [{ path, message: REASON }] });
}

/** Call after the cookie plugin (cookies are read) and before anything reads a session or a token. */
export function registerInputGuard(app: FastifyInstance) {
  const beforeAnyLookup = (request: FastifyRequest) =>
    findNul("params", request.params) ??
    findNul("querystring", request.query) ??
    findNul("cookies", appCookies(request.cookies)) ??
    findNul("headers", request.headers);
  app.addHook("onRequest", async (request) => {
    const path = beforeAnyLookup(request);
    if (path) throw refuse(path);
  });
  // JSON bodies: the nesting is checked before Fastify's own parser (which keeps its protection
  // against __proto__ and constructor keys) sees the text.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      const message = `must not nest deeper than ${MAX_JSON_DEPTH} levels`;
      return done(new AppError(400, "400.0", `body: ${message}`, { issues: [{ path: "body", message }] }));
    }
    parseJson(request, text, done);
  });
  // The body is parsed after onRequest.
  app.addHook("preValidation", async (request) => {
    const path = findNul("body", request.body);
    if (path) throw refuse(path);
  });
}
