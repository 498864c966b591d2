import { and, eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appUser, company, socialAccount, socialSignInRequest } from "../../db/schema/index.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";

/** A real OpenID Connect provider (oauth2-mock-server) plays Google; the whole round trip is walked. */
let provider: OAuth2Server;
let t: TestApp;
let claims: Record<string, unknown> = {};
const ACME = { host: "acme.localhost" };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  // Every token the provider signs gets the claims this test wants (e-mail, verification, audience).
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    // One provider account per e-mail, as at a real provider.
    Object.assign(token.payload, { sub: `google-${String(claims.email)}` }, claims);
  });
  t = await createTestApp({
    PUBLIC_URL: "http://chorus.test",
    OIDC_GOOGLE_ISSUER: String(provider.issuer.url),
    OIDC_GOOGLE_CLIENT_ID: "chorus-web",
    OIDC_GOOGLE_CLIENT_SECRET: "not-so-secret",
  });
  // The demo has Acme open for registration; these cases are about existing accounts, and the
  // auto-provisioning case below opens registration itself.
  await t.database.db
    .update(company)
    .set({ isSelfRegistrationEnabled: false })
    .where(eq(company.subdomain, "acme"));
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});
beforeEach(() => {
  claims = { email: DEMO_USERS.sharer, email_verified: true };
});

/** Our /auth, then the provider's authorize endpoint (over real HTTP): the callback URL it sends the browser to. */
async function startAt(client: TestClient, query = "", headers: Record<string, string> = ACME) {
  const start = await client.get(`/oauth/google/auth${query}`, headers);
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(new URL(String(provider.issuer.url)).origin);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("redirect_uri")).toBe("http://chorus.test/oauth/google/callback");
  for (const p of ["state", "nonce", "code_challenge"]) expect(authorize.searchParams.get(p)).toBeTruthy();
  const answer = await fetch(authorize, { redirect: "manual" });
  expect(answer.status).toBe(302);
  const callback = new URL(String(answer.headers.get("location")));
  expect(callback.origin).toBe("http://chorus.test");
  return `${callback.pathname}${callback.search}`;
}

async function signInWithGoogle(query = "", headers: Record<string, string> = ACME) {
  const client = t.client();
  const callbackPath = await startAt(client, query, headers);
  const done = await client.get(callbackPath);
  return { client, done, callbackPath };
}

describe("social sign-in with Google (OpenID Connect, PKCE)", () => {
  it("signs in the host company's user with a verified e-mail and records the network account", async () => {
    const { client, done } = await signInWithGoogle();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/");
    expect(done.headers["x-csrf-token"]).toBeTruthy();
    const session = await client.get("/api/session2");
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(DEMO_USERS.sharer);
    const userId = await t.userId(DEMO_USERS.sharer);
    const linked = await t.database.db.select().from(socialAccount).where(eq(socialAccount.userId, userId));
    expect(linked).toMatchObject([
      { network: "google", subject: `google-${DEMO_USERS.sharer}`, email: DEMO_USERS.sharer },
    ]);
  });

  it("returns to the /authz request given by the oauthserver parameters", async () => {
    const query =
      "?oauthserver=true&client_name=Zapier&client_id=zap-1&redirect_uri=https%3A%2F%2Fzapier.example%2Fcb&state=xyz&response_type=code";
    const { done } = await signInWithGoogle(query);
    expect(done.headers.location).toBe(
      "/authz?client_name=Zapier&client_id=zap-1&redirect_uri=https%3A%2F%2Fzapier.example%2Fcb&state=xyz&response_type=code",
    );
  });

  it("returns to a local path, never to another site", async () => {
    expect((await signInWithGoogle("?returnTo=%2Fpost%2Fabc")).done.headers.location).toBe("/post/abc");
    expect((await signInWithGoogle("?returnTo=%2F%2Fevil.example")).done.headers.location).toBe("/");
    // Browsers strip the tab and read `//evil.example` (issue 9 finding 2).
    expect((await signInWithGoogle("?returnTo=%2F%09%2Fevil.example")).done.headers.location).toBe("/");
  });

  it("on localhost finds the user across companies", async () => {
    claims = { email: GLOBEX_SHARER, email_verified: true };
    const { client, done } = await signInWithGoogle("", { host: "localhost:3000" });
    expect(done.headers.location).toBe("/");
    expect((await client.get("/api/session2")).json().company.subdomain).toBe("globex");
  });

  it("refuses a callback whose state is not the browser's", async () => {
    const client = t.client();
    const callbackPath = await startAt(client);
    const tampered = callbackPath.replace(/state=[^&]+/, "state=forged");
    const done = await client.get(tampered);
    expect(done.headers.location).toBe("/account?error=social_state_invalid");
    // Another browser (without the state cookie) cannot use the genuine callback either.
    const other = await t.client().get(callbackPath);
    expect(other.headers.location).toBe("/account?error=social_state_invalid");
    expect((await t.client().get("/api/session2")).statusCode).toBe(401);
  });

  it("refuses a replayed callback (the code and state are single use)", async () => {
    const client = t.client();
    const callbackPath = await startAt(client);
    const state = new URL(callbackPath, "http://x").searchParams.get("state") ?? "";
    const first = await client.get(callbackPath);
    expect(first.headers.location).toBe("/");
    const replay = await client.request({
      method: "GET",
      url: callbackPath,
      headers: { cookie: `chorus_oidc=${state}` },
    });
    expect(replay.headers.location).toBe("/account?error=social_state_invalid");
  });

  it("refuses an expired attempt", async () => {
    const client = t.client();
    const callbackPath = await startAt(client);
    await t.database.db.update(socialSignInRequest).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get(callbackPath)).headers.location).toBe("/account?error=social_state_invalid");
  });

  it.each([
    ["an unverified e-mail", { email: DEMO_USERS.sharer, email_verified: false }, "social_email_unverified"],
    ["no e-mail", { email: undefined, email_verified: true }, "social_email_unverified"],
    ["an unknown user", { email: "nobody@acme.example", email_verified: true }, "user_not_found"],
    [
      "an ID token for another audience",
      { email: DEMO_USERS.sharer, email_verified: true, aud: "someone-else" },
      "social_failed",
    ],
    [
      "an ID token from another issuer",
      { email: DEMO_USERS.sharer, email_verified: true, iss: "https://evil.example" },
      "social_failed",
    ],
    [
      "an expired ID token",
      { email: DEMO_USERS.sharer, email_verified: true, exp: Math.floor(Date.now() / 1000) - 3600 },
      "social_failed",
    ],
  ])("refuses %s", async (_name, tokenClaims, error) => {
    claims = tokenClaims;
    const { client, done } = await signInWithGoogle();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`/account?error=${error}`);
    expect((await client.get("/api/session2")).statusCode).toBe(401);
  });

  it("refuses a wrong nonce", async () => {
    claims = { email: DEMO_USERS.sharer, email_verified: true, nonce: "not-the-nonce" };
    expect((await signInWithGoogle()).done.headers.location).toBe("/account?error=social_failed");
  });

  it("says when the provider reported an error", async () => {
    const client = t.client();
    const callbackPath = await startAt(client);
    const state = new URL(callbackPath, "http://x").searchParams.get("state");
    const done = await client.get(`/oauth/google/callback?error=access_denied&state=${state}`);
    expect(done.headers.location).toBe("/account?error=social_denied");
  });

  it("creates a sharer when self-registration is on and the e-mail domain is the company's", async () => {
    const acmeId = await t.companyId("acme");
    const [before] = await t.database.db.select().from(company).where(eq(company.id, acmeId));
    await t.database.db
      .update(company)
      .set({
        isSelfRegistrationEnabled: true,
        domainSet: ["acme.example"],
        directoryGroupId: null,
        labList: [],
      })
      .where(eq(company.id, acmeId));
    try {
      claims = { email: "newbie@acme.example", email_verified: true, given_name: "New", family_name: "Bie" };
      const { client, done } = await signInWithGoogle();
      expect(done.headers.location).toBe("/");
      const [user] = await t.database.db
        .select()
        .from(appUser)
        .where(and(eq(appUser.companyId, acmeId), eq(appUser.email, "newbie@acme.example")));
      expect(user).toMatchObject({
        role: "sharer",
        firstName: "New",
        lastName: "Bie",
        ssoProvisioned: false,
      });
      expect((await client.get("/api/session2")).json().user.email).toBe("newbie@acme.example");

      claims = { email: "outsider@elsewhere.example", email_verified: true };
      expect((await signInWithGoogle()).done.headers.location).toBe("/account?error=user_not_found");
    } finally {
      await t.database.db
        .update(company)
        .set({ isSelfRegistrationEnabled: before?.isSelfRegistrationEnabled, domainSet: before?.domainSet })
        .where(eq(company.id, acmeId));
    }
  });

  it("answers 404 for a network that is not configured, and for an unknown one", async () => {
    const microsoft = await t.client().get("/oauth/microsoft/auth", ACME);
    expect(microsoft.statusCode).toBe(404);
    expect(microsoft.json().message).toBe("Sign-in with Microsoft is not configured");
    expect((await t.client().get("/oauth/myspace/auth")).statusCode).toBe(404);
  });
});

describe("GET /api/auth/methods", () => {
  it("lists the enabled networks, single sign-on and password login for the host's company", async () => {
    const response = await t.client().get("/api/auth/methods", ACME);
    expect(response.json()).toEqual({ networkList: ["google"], sso: false, password: true });
    const acmeId = await t.companyId("acme");
    await t.database.db.update(company).set({ isPasswordAuthEnabled: false }).where(eq(company.id, acmeId));
    expect((await t.client().get("/api/auth/methods", ACME)).json().password).toBe(false);
    await t.database.db.update(company).set({ isPasswordAuthEnabled: true }).where(eq(company.id, acmeId));
  });
});
