import { SIGN_IN_ERRORS } from "@chorus/shared/auth/sign-in-methods.contract";

const LOGIN_LINK_ERRORS = ["expired", "used", "invalid"] as const;

/**
 * A failed social or single sign-on round trip comes back to the login page as `?error=<code>`
 * (the server's SIGN_IN_ERRORS), a spent login link as `?loginLinkError=`. Known codes get their
 * own sentence; anything else the general one.
 */
export function signInErrorKey(error: string | null, loginLinkError: string | null = null): string | null {
  if (loginLinkError) {
    const known = (LOGIN_LINK_ERRORS as readonly string[]).includes(loginLinkError);
    return known ? `signIn.error.loginLink_${loginLinkError}` : "signIn.error.generic";
  }
  if (!error) return null;
  return Object.hasOwn(SIGN_IN_ERRORS, error) ? `signIn.error.${error}` : "signIn.error.generic";
}
