import type { AccessRow } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

const NO_ID = "000000000000000000000000";

/**
 * Consent, onboarding, the user's own settings, languages, tokens and OAuth 2. Calls that would
 * change a demo user for the other rows are sent with input the service refuses (okStatus 400/404):
 * the policy let them through, which is what the matrix checks.
 */
export const onboardingRows: AccessRow[] = [
  { method: "GET", route: "/api/user/consent", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/user/consent",
    body: () => ({ termOfService: false, privacyPolicy: false }),
    allowed: "signedIn",
    okStatus: 400,
  },
  { method: "GET", route: "/api/onboarding/state", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/user/me/event",
    body: () => ({ _id: "me", triggeredEventList: [] }),
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/onboarding/privacypolicy/:companyId",
    url: (f) => `/api/onboarding/privacypolicy/${f.companyId}`,
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/onboarding/privacypolicy",
    body: () => ({ link: "https://acme.example/privacy" }),
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/onboarding/privacypolicy/:companyId",
    url: (f) => `/api/onboarding/privacypolicy/${f.companyId}`,
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/onboarding/pages/:companyId",
    url: (f) => `/api/onboarding/pages/${f.companyId}`,
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/onboarding/pages",
    body: () => ({ pageName: "welcome", title: "Welcome to Acme", description: "" }),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/user/me/group",
    body: () => ({ groupId: NO_ID }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/user/me/team",
    body: () => ({ teamIdList: [NO_ID] }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/user/me",
    body: () => ({ firstName: "", lastName: "" }),
    allowed: "signedIn",
    okStatus: 400,
  },
  {
    method: "DELETE",
    route: "/api/user/me",
    body: () => ({ password: "not-the-password" }),
    allowed: "signedIn",
    okStatus: 400,
  },
  { method: "GET", route: "/auth/mobile/redirect", allowed: "signedIn" },
  {
    method: "POST",
    route: "/auth/mobile/login",
    body: () => ({ token: "not-a-real-mobile-token" }),
    allowed: "everyone",
    okStatus: 400,
  },
  { method: "GET", route: "/api/user/me/language", allowed: "signedIn" },
  { method: "PUT", route: "/api/user/me/language", body: () => ({ language: "en" }), allowed: "signedIn" },
  { method: "GET", route: "/api/user/me/readlang", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/user/me/readlang",
    body: () => ({ readLang: ["zz"] }),
    allowed: "signedIn",
    okStatus: 400,
  },
  { method: "GET", route: "/api/user/me/translation", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/user/me/translation",
    body: () => ({ translation: { value: "en", display: "English" } }),
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/lang/translation-targets", allowed: "signedIn" },
  // access_token_lab is off in the demo data: signed-in callers pass the policy and get the lab's 403.
  {
    method: "POST",
    route: "/api/token",
    body: () => ({ name: "matrix" }),
    allowed: "signedIn",
    okStatus: 403,
  },
  { method: "GET", route: "/api/token", allowed: "signedIn", okStatus: 403 },
  { method: "DELETE", route: "/api/token", body: () => ({ _id: NO_ID }), allowed: "signedIn", okStatus: 403 },
  {
    method: "GET",
    route: "/api/oauth2/client/:clientId",
    url: () => "/api/oauth2/client/no-such-app",
    allowed: "everyone",
    okStatus: 404,
  },
  { method: "GET", route: "/oauth2/authorize", allowed: "everyone", okStatus: 400 },
  { method: "POST", route: "/oauth2/token", body: () => ({}), allowed: "everyone", okStatus: 400 },
];
