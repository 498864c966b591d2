/**
 * Where a user-given return path (`returnTo`, `redirect`, a stored SAML/OAuth return path) may send
 * the browser after sign-in: only somewhere on this site.
 *
 * Browsers strip tabs and newlines from URLs and read `\` as `/`, so string prefix checks
 * (`//`, `/\`) miss forms like `/\t/evil.example`. Instead the candidate is resolved with the
 * WHATWG URL parser, the one the browser uses, against an origin no one else can name; it is kept
 * only when the origin did not change, and what is given back is the parser's normalised
 * path + search + hash, which the browser reads the same way.
 */

/** `.invalid` is reserved (RFC 2606): no request can ever come from or go to it. */
const OWN_ORIGIN = "https://return-path.invalid";
export const DEFAULT_RETURN_PATH = "/";
export const MAX_RETURN_PATH_LENGTH = 2000;

export function safeReturnPath(candidate: unknown, fallback: string = DEFAULT_RETURN_PATH): string {
  if (typeof candidate !== "string" || candidate.length > MAX_RETURN_PATH_LENGTH) return fallback;
  // A path, written as one: anything else (`https:`, `javascript:`, `evil.example`, ` /x`) is refused
  // even when the parser would make something harmless of it.
  if (!candidate.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave a path that is itself scheme-relative (`/.//evil` → `//evil`).
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
