import { createHash } from "node:crypto";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthAuthorizationCode, oauthClient } from "../../db/schema/index.ts";
import { hashToken } from "../../platform/crypto.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const REDIRECT = "https://app.example/callback";
const verifier = `${"a".repeat(20)}${"B".repeat(20)}-._~0123`;
const challenge = createHash("sha256").update(verifier).digest("base64url");

beforeAll(async () => {
  t = await createTestApp();
  // The demo client exists in tests only.
  await t.database.db.insert(oauthClient).values([
    {
      id: newObjectId(),
      companyId: null,
      clientId: "test-client-app",
      name: "Demo App",
      redirectUriList: [REDIRECT],
      isPublic: true,
    },
    {
      id: newObjectId(),
      companyId: await t.companyId("acme"),
      clientId: "acme-intranet",
      name: "Acme Intranet",
      redirectUriList: ["https://intranet.acme.example/cb"],
      isPublic: false,
      secretHash: hashToken("intranet-secret"),
    },
  ]);
});
afterAll(() => t.close());

const authorizeUrl = (extra: Record<string, string> = {}) =>
  `/oauth2/authorize?${new URLSearchParams({
    response_type: "code",
    client_id: "test-client-app",
    redirect_uri: REDIRECT,
    state: "xyz",
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...extra,
  })}`;

const token = (form: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/oauth2/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });

describe("OAuth 2 authorization server", () => {
  it("walks the whole flow: /authz, Authorize app, code, token, API call", async () => {
    const anonymous = await t.client().get(authorizeUrl());
    expect(anonymous.statusCode).toBe(302);
    const authz = new URL(String(anonymous.headers.location), "http://x");
    expect(authz.pathname).toBe("/authz");
    expect(Object.fromEntries(authz.searchParams)).toMatchObject({
      client_name: "Demo App",
      isLoggedIn: "false",
      client_id: "test-client-app",
      redirect_uri: REDIRECT,
      state: "xyz",
    });
    expect((await t.client().get("/api/oauth2/client/test-client-app")).json()).toEqual({
      clientId: "test-client-app",
      name: "Demo App",
    });

    const emma = await t.signIn(DEMO_USERS.sharer);
    const page = await emma.get(authorizeUrl());
    expect(new URL(String(page.headers.location), "http://x").searchParams.get("isLoggedIn")).toBe("true");
    // A click that comes from another site is sent to the decision page, not authorised.
    const crossSite = await emma.get(authorizeUrl({ authz: "1" }), { "sec-fetch-site": "cross-site" });
    expect(String(crossSite.headers.location)).toMatch(/^\/authz\?/);

    const granted = await emma.get(authorizeUrl({ authz: "1" }), { "sec-fetch-site": "same-origin" });
    expect(granted.statusCode).toBe(302);
    const back = new URL(String(granted.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get("state")).toBe("xyz");
    const code = back.searchParams.get("code") ?? "";
    const [stored] = await t.database.db
      .select()
      .from(oauthAuthorizationCode)
      .where(eq(oauthAuthorizationCode.id, hashToken(code)));
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);

    const wrongVerifier = await token({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: "test-client-app",
      code_verifier: "b".repeat(43),
    });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().error).toBe("invalid_grant");

    const granted2 = await emma.get(authorizeUrl({ authz: "1" }));
    const code2 = new URL(String(granted2.headers.location)).searchParams.get("code") ?? "";
    const issued = await token({
      grant_type: "authorization_code",
      code: code2,
      redirect_uri: REDIRECT,
      client_id: "test-client-app",
      code_verifier: verifier,
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    const accessToken = issued.json().access_token;
    expect(accessToken).toMatch(/^chorus_oat_/);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/session2",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json().user.email).toBe(DEMO_USERS.sharer);

    // The code works once; a replay revokes the token it produced.
    const replay = await token({
      grant_type: "authorization_code",
      code: code2,
      redirect_uri: REDIRECT,
      client_id: "test-client-app",
      code_verifier: verifier,
    });
    expect(replay.json().error).toBe("invalid_grant");
    const revoked = await t.app.inject({
      method: "GET",
      url: "/api/session2",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it("Cancel sends access_denied back with the state", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.get(authorizeUrl({ cancel_authz: "1" }));
    const back = new URL(String(response.headers.location));
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: "access_denied", state: "xyz" });
  });

  it("never redirects to an unregistered address or for an unknown app", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const wrongUri = await emma.get(authorizeUrl({ redirect_uri: "https://evil.example/cb", authz: "1" }));
    expect(wrongUri.statusCode).toBe(400);
    expect(wrongUri.headers.location).toBeUndefined();
    expect(wrongUri.body).toContain("This redirect address is not registered for the app.");
    const prefix = await emma.get(authorizeUrl({ redirect_uri: `${REDIRECT}/more` }));
    expect(prefix.statusCode).toBe(400);
    expect((await emma.get(authorizeUrl({ client_id: "nobody" }))).statusCode).toBe(400);
    expect((await t.client().get("/api/oauth2/client/nobody")).statusCode).toBe(404);
  });

  it("public clients need PKCE S256; only response_type=code", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const noPkce = await emma.get(authorizeUrl({ code_challenge: "", authz: "1" }));
    expect(new URL(String(noPkce.headers.location)).searchParams.get("error")).toBe("invalid_request");
    const plain = await emma.get(authorizeUrl({ code_challenge_method: "plain", authz: "1" }));
    expect(new URL(String(plain.headers.location)).searchParams.get("error")).toBe("invalid_request");
    const implicit = await emma.get(authorizeUrl({ response_type: "token", authz: "1" }));
    expect(new URL(String(implicit.headers.location)).searchParams.get("error")).toBe(
      "unsupported_response_type",
    );
  });

  it("a company's client serves only that company and authenticates with its secret", async () => {
    const url = `/oauth2/authorize?${new URLSearchParams({
      response_type: "code",
      client_id: "acme-intranet",
      redirect_uri: "https://intranet.acme.example/cb",
      state: "s",
      authz: "1",
    })}`;
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.get(url)).statusCode).toBe(400);
    const ada = await t.signIn(DEMO_USERS.admin);
    const code = new URL(String((await ada.get(url)).headers.location)).searchParams.get("code") ?? "";
    const form = { grant_type: "authorization_code", code, redirect_uri: "https://intranet.acme.example/cb" };
    const noSecret = await token({ ...form, client_id: "acme-intranet" });
    expect(noSecret.statusCode).toBe(401);
    expect(noSecret.json().error).toBe("invalid_client");
    const basic = Buffer.from("acme-intranet:intranet-secret").toString("base64");
    const ok = await t.app.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${basic}` },
      payload: new URLSearchParams(form).toString(),
    });
    expect(ok.statusCode).toBe(200);
    expect((await token({ grant_type: "password" })).json().error).toBe("unsupported_grant_type");
  });
});

describe("token endpoint errors (RFC 6749 §5.2)", () => {
  const post = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: "POST", url: "/oauth2/token", headers, payload });
  const json = { "content-type": "application/json" };
  const form = { "content-type": "application/x-www-form-urlencoded" };

  // Issue 9 finding 5: each of these answered 500 with FST_ERR_RESPONSE_SERIALIZATION.
  it.each([
    ["no body", {}, undefined],
    ["an empty JSON body", json, ""],
    ["bad JSON", json, '{"grant_type":'],
    ["an array", json, JSON.stringify([{ grant_type: "authorization_code" }])],
    ["a string", json, JSON.stringify("authorization_code")],
    ["wrong types", json, JSON.stringify({ grant_type: 1, code: { a: 1 }, client_id: ["x"] })],
    [
      "a huge field",
      form,
      new URLSearchParams({ grant_type: "authorization_code", code: "c".repeat(5000) }).toString(),
    ],
    ["a body over the form limit", form, `grant_type=authorization_code&code=${"c".repeat(9000)}`],
    ["a parameter given twice", form, "grant_type=authorization_code&grant_type=authorization_code&code=x"],
    ["a NUL byte", form, "grant_type=authorization_code&client_id=test%00client&code=x"],
    ["an unsupported content type", { "content-type": "application/xml" }, "<grant_type/>"],
    ["no grant_type", form, "code=x&client_id=test-client-app"],
  ])("%s → 400 invalid_request", async (_label, headers, payload) => {
    const response = await post(headers as Record<string, string>, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: "invalid_request", error_description: expect.any(String) });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).not.toMatch(/FST_|statusCode/);
  });

  it("answers invalid_client with 401 and a challenge, unsupported_grant_type and invalid_grant with 400", async () => {
    const badBasic = await post(
      { ...form, authorization: `Basic ${Buffer.from("acme%zz:secret").toString("base64")}` },
      "grant_type=authorization_code&code=x",
    );
    expect(badBasic.statusCode).toBe(401);
    expect(badBasic.json().error).toBe("invalid_client");
    expect(badBasic.headers["www-authenticate"]).toMatch(/^Basic /);
    expect(badBasic.headers["cache-control"]).toBe("no-store");

    const grant = await post(form, "grant_type=password&username=a&password=b");
    expect([grant.statusCode, grant.json().error]).toEqual([400, "unsupported_grant_type"]);

    const code = await post(form, "grant_type=authorization_code&client_id=test-client-app&code=nope");
    expect([code.statusCode, code.json().error]).toEqual([400, "invalid_grant"]);
  });
});
