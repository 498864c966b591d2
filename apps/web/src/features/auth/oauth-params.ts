import { authBrowserRoutes } from "@chorus/shared/auth/auth.endpoints";
import { samlBrowserRoutes } from "@chorus/shared/auth/saml.contract";
import { browserHref } from "@chorus/shared/http/endpoint";

/** The OAuth 2 parameters /authz and the login page pass along (access §2 route table). */
export const OAUTH_PARAM_NAMES = [
  "client_name",
  "response_type",
  "client_id",
  "redirect_uri",
  "state",
  "scope",
  "code_challenge",
  "code_challenge_method",
] as const;

/** The OAuth parameters present in `search`, in a fixed order. */
export function pickOAuthParams(search: URLSearchParams): URLSearchParams {
  const picked = new URLSearchParams();
  for (const name of OAUTH_PARAM_NAMES) {
    const value = search.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

/**
 * The `oauthserver` value for social and SSO sign-in: given as is when the page already has one,
 * otherwise built from the /authz parameters; null when this sign-in is not part of an app authorization.
 */
export function oauthServerValue(search: URLSearchParams): string | null {
  const given = search.get("oauthserver");
  if (given) return given;
  const picked = pickOAuthParams(search);
  return picked.has("client_id") ? picked.toString() : null;
}

/** Where the login page sends a signed-in user when it was opened from /authz. */
export function authzReturnPath(search: URLSearchParams): string | null {
  const picked = pickOAuthParams(search);
  return picked.has("client_id") ? `/authz?${picked.toString()}` : null;
}

export function socialSignInHref(network: string, oauthserver: string | null): string {
  return browserHref(authBrowserRoutes.socialSignIn, {
    params: { network },
    ...(oauthserver && { query: { oauthserver } }),
  });
}

export const SSO_SELECT_HREF = browserHref(samlBrowserRoutes.select);
