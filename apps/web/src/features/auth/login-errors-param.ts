/**
 * A failed social or single sign-on round trip comes back to the login page as `?error=`.
 * Known values get their own sentence; anything else the general one.
 */
const KNOWN_SIGN_IN_ERRORS: Record<string, string> = {
  access_denied: "signIn.error.accessDenied",
  cancelled: "signIn.error.accessDenied",
  user_not_found: "signIn.error.userNotFound",
  "404.2": "signIn.error.userNotFound",
  not_allowed: "signIn.error.notAllowed",
  registration_not_allowed: "signIn.error.notAllowed",
  "400.14": "signIn.error.notAllowed",
  "403.20": "login.error.locked",
  state_mismatch: "signIn.error.expired",
  invalid_state: "signIn.error.expired",
  expired: "signIn.error.expired",
  network_disabled: "signIn.error.methodDisabled",
  sso_failed: "signIn.error.sso",
  saml_failed: "signIn.error.sso",
};

export function signInErrorKey(error: string | null): string | null {
  if (!error) return null;
  return KNOWN_SIGN_IN_ERRORS[error] ?? "signIn.error.generic";
}
