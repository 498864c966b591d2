/** What other features may use from auth. */
export { authKeys, useAuthMethods, usePublicConfig } from "./api.ts";
export { LoginForm } from "./components/LoginForm.tsx";
export { hasCompanyLab } from "./login-branding.ts";
export { pickOAuthParams } from "./oauth-params.ts";
