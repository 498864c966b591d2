import { createHash, randomBytes } from "node:crypto";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { eq } from "drizzle-orm";
import {
  customPrivacyPolicy,
  mobileLoginLink,
  oauthAuthorizationCode,
  onboardingPage,
  personalAccessToken,
} from "../../db/schema/index.ts";
import { DEMO_OAUTH_CLIENT } from "../../db/seed/demo.ts";
import { hashToken } from "../../platform/crypto.ts";
import { DEMO_PASSWORD } from "../test-app.ts";
import type { AccessRow } from "./principals.ts";
import { MANAGERS, meOf, own } from "./principals.ts";

/**
 * Consent, onboarding, the user's own settings, languages, tokens and OAuth 2. A call that changes
 * the caller's account (group, team, name, deletion) runs as a new user of the principal's role
 * (freshUser); company-wide onboarding settings are restored after each case (isolate). The
 * access_token_lab is on for Acme (setup.ts), so tokens are really issued.
 */
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const VERIFIER = `${"m".repeat(24)}${"X".repeat(19)}`;
const CHALLENGE = createHash("sha256").update(VERIFIER).digest("base64url");
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

export const onboardingRows: AccessRow[] = [
  { method: "GET", route: "/api/user/consent", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/user/consent",
    body: () => ({ termOfService: true, privacyPolicy: true }),
    allowed: "signedIn",
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
    isolate: [customPrivacyPolicy],
    allowed: MANAGERS,
  },
  {
    method: "DELETE",
    route: "/api/onboarding/privacypolicy/:companyId",
    arrange: async (make, f) => {
      // There is a policy to delete in every case; the table is put back afterwards.
      await make.db.delete(customPrivacyPolicy).where(eq(customPrivacyPolicy.companyId, f.companyId));
      await make.db
        .insert(customPrivacyPolicy)
        .values({ companyId: f.companyId, link: "https://acme.example/privacy" });
      return {};
    },
    url: (f) => `/api/onboarding/privacypolicy/${f.companyId}`,
    isolate: [customPrivacyPolicy],
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
    isolate: [onboardingPage],
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/user/me/group",
    freshUser: true,
    body: (f) => ({ groupId: f.groupId }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/user/me/team",
    freshUser: true,
    body: (f) => ({ teamIdList: [f.teamId] }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/user/me",
    freshUser: true,
    body: (f) => ({ firstName: "Renamed", lastName: f.principal }),
    allowed: "signedIn",
  },
  {
    method: "DELETE",
    route: "/api/user/me",
    freshUser: true,
    body: () => ({ password: DEMO_PASSWORD }),
    allowed: "signedIn",
  },
  { method: "GET", route: "/auth/mobile/redirect", allowed: "signedIn" },
  {
    method: "POST",
    route: "/auth/mobile/login",
    // A link the bystander's phone got: whoever hands it back signs in as them, once.
    arrange: async (make, f) => {
      const token = randomBytes(32).toString("base64url");
      await make.db.insert(mobileLoginLink).values({
        id: sha256(token),
        companyId: f.companyId,
        userId: f.bystanderId,
        expiresAt: new Date(Date.now() + 60_000),
      });
      return { token };
    },
    body: (f) => ({ token: own(f, "token") }),
    freshClient: true,
    allowed: "everyone",
  },
  {
    method: "GET",
    route: "/languages/reacttranslations/:file",
    url: () => "/languages/reacttranslations/en.json",
    // The login page needs the texts before anyone signs in.
    allowed: "everyone",
  },
  { method: "GET", route: "/languages/:file", url: () => "/languages/fr_FR.json", allowed: "everyone" },
  { method: "GET", route: "/api/user/me/language", allowed: "signedIn" },
  { method: "PUT", route: "/api/user/me/language", body: () => ({ language: "en" }), allowed: "signedIn" },
  { method: "GET", route: "/api/user/me/readlang", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/user/me/readlang",
    freshUser: true,
    body: () => ({ readLang: ["en", "de"] }),
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/user/me/translation", allowed: "signedIn" },
  {
    method: "PUT",
    route: "/api/user/me/translation",
    body: () => ({ translation: { value: "en", display: "English" } }),
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/lang/translation-targets", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/token",
    body: (f) => ({ name: `matrix ${f.principal}` }),
    allowed: "signedIn",
  },
  { method: "GET", route: "/api/token", allowed: "signedIn" },
  {
    method: "DELETE",
    route: "/api/token",
    arrange: async (make, f) => {
      const [row] = await make.db
        .insert(personalAccessToken)
        .values({
          id: newObjectId(),
          companyId: f.companyId,
          userId: meOf(f),
          name: "to delete",
          tokenHash: sha256(randomBytes(16).toString("hex")),
        })
        .returning();
      return { token: row?.id ?? "" };
    },
    body: (f) => ({ _id: own(f, "token") }),
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/oauth2/client/:clientId",
    url: () => `/api/oauth2/client/${DEMO_OAUTH_CLIENT.clientId}`,
    allowed: "everyone",
  },
  {
    method: "GET",
    route: "/oauth2/authorize",
    url: () =>
      `/oauth2/authorize?${new URLSearchParams({
        response_type: "code",
        client_id: DEMO_OAUTH_CLIENT.clientId,
        redirect_uri: DEMO_OAUTH_CLIENT.redirectUri,
        state: "matrix",
        code_challenge: CHALLENGE,
        code_challenge_method: "S256",
      })}`,
    // To the app authorization page (signed in) or through it to sign-in first (anonymous).
    allowed: "everyone",
    okStatus: 302,
  },
  {
    method: "POST",
    route: "/oauth2/token",
    // A code the client app got for the bystander: the app (any caller) exchanges it once.
    arrange: async (make, f) => {
      const code = randomBytes(24).toString("base64url");
      await make.db.insert(oauthAuthorizationCode).values({
        id: hashToken(code),
        companyId: f.companyId,
        userId: f.bystanderId,
        clientId: DEMO_OAUTH_CLIENT.clientId,
        redirectUri: DEMO_OAUTH_CLIENT.redirectUri,
        codeChallenge: CHALLENGE,
        expiresAt: new Date(Date.now() + 60_000),
      });
      return { code };
    },
    raw: async (f) =>
      form({
        grant_type: "authorization_code",
        code: own(f, "code"),
        redirect_uri: DEMO_OAUTH_CLIENT.redirectUri,
        client_id: DEMO_OAUTH_CLIENT.clientId,
        code_verifier: VERIFIER,
      }),
    allowed: "everyone",
  },
];
