import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, samlIdp, userSession } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import {
  buildSamlResponse,
  createIdpKeys,
  idpMetadataXml,
  type ResponseOptions,
  readAuthnRequest,
  type TestIdpKeys,
} from "./saml.test-idp.ts";

const IDP_ENTITY = "https://idp.test/realms/acme";
const IDP_SSO = "https://idp.test/realms/acme/protocol/saml";
const SP_ENTITY = "http://chorus.test/saml/sp/metadata?company=acme";
const ACS = "http://chorus.test/saml/sp/acs";

let t: TestApp;
let idp: TestIdpKeys;
let strangerKeys: TestIdpKeys;
let admin: TestClient;

beforeAll(async () => {
  [idp, strangerKeys] = await Promise.all([createIdpKeys(), createIdpKeys()]);
  t = await createTestApp({ PUBLIC_URL: "http://chorus.test", ALLOW_PRIVATE_OUTBOUND: "true" });
  admin = await t.signIn(DEMO_USERS.admin);
  const response = await admin.put("/saml/api/idp", {
    entityId: IDP_ENTITY,
    ssoUrl: IDP_SSO,
    certificate: idp.certificate,
    autoProvision: false,
  });
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(() => t.close());

/** /saml/sp/select, then what the IdP reads from our AuthnRequest. */
async function startSso(client: TestClient, query = "?subdomain=acme") {
  const start = await client.get(`/saml/sp/select${query}`);
  expect(start.statusCode, start.body).toBe(302);
  const request = readAuthnRequest(String(start.headers.location));
  expect(request.destination).toBe(IDP_SSO);
  expect(request.acsUrl).toBe(ACS);
  expect(request.issuer).toBe(SP_ENTITY);
  expect(request.relayState).toBe(request.id);
  return request;
}

function postToAcs(client: TestClient, samlResponse: string, relayState: string) {
  return client.request({
    method: "POST",
    url: "/saml/sp/acs",
    // The IdP's form post carries no CSRF token; the route does not need one.
    headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "from-another-site" },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
  });
}

function responseFor(request: { id: string }, overrides: Partial<ResponseOptions> = {}) {
  return buildSamlResponse(idp, {
    idpEntityId: IDP_ENTITY,
    inResponseTo: request.id,
    acsUrl: ACS,
    audience: SP_ENTITY,
    nameId: DEMO_USERS.sharer,
    attributes: { email: DEMO_USERS.sharer },
    ...overrides,
  });
}

describe("SAML single sign-on (SP-initiated)", () => {
  it("signs in the user the IdP's signed assertion names and returns to the path", async () => {
    const client = t.client();
    const request = await startSso(client, "?subdomain=acme&returnTo=%2Fpost%2F123");
    const done = await postToAcs(client, responseFor(request), request.relayState);
    expect(done.statusCode, done.body).toBe(302);
    expect(done.headers.location).toBe("/post/123");
    const session = await client.get("/api/session2");
    expect(session.json().user.email).toBe(DEMO_USERS.sharer);
  });

  // Issue 9 finding 2: `/\t/evil.example/phish` passed the prefix checks; Chromium strips the tab.
  it.each([
    "%2F%09%2Fevil.example%2Fphish",
    "%2F%0A%2Fevil.example",
    "%2F.%2F%2Fevil.example",
    "%2F%5C%09evil.example",
  ])("never sends the browser off the site after sign-in (returnTo=%s)", async (returnTo) => {
    const client = t.client();
    const request = await startSso(client, `?subdomain=acme&returnTo=${returnTo}`);
    const done = await postToAcs(client, responseFor(request), request.relayState);
    expect(done.statusCode, done.body).toBe(302);
    const location = String(done.headers.location);
    expect(new URL(location, "http://chorus.test/saml/sp/acs").origin).toBe("http://chorus.test");
    expect(location).toBe("/");
  });

  it("takes the company from the host's subdomain", async () => {
    const client = t.client();
    const start = await client.get("/saml/sp/select", { host: "acme.localhost" });
    expect(readAuthnRequest(String(start.headers.location)).issuer).toBe(SP_ENTITY);
  });

  it("refuses a replayed response (InResponseTo is single use)", async () => {
    const client = t.client();
    const request = await startSso(client);
    const samlResponse = responseFor(request);
    expect((await postToAcs(client, samlResponse, request.relayState)).headers.location).toBe("/");
    const replay = await client.request({
      method: "POST",
      url: "/saml/sp/acs",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `chorus_saml=${request.id}` },
      payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: request.relayState }).toString(),
    });
    expect(replay.headers.location).toBe("/account?error=sso_failed");
  });

  it.each<[string, Partial<ResponseOptions>]>([
    ["a bad signature (another key)", { signingKey: undefined }],
    ["an unsigned assertion", { sign: "none" }],
    ["a wrong audience", { audience: "https://someone-else.example/sp" }],
    ["an expired assertion", { validForMinutes: -5 }],
    ["another recipient", { recipient: "https://evil.example/acs" }],
    ["another IdP's issuer", { idpEntityId: "https://evil.example/idp" }],
    ["an answer to a request we never sent", { inResponseTo: "_never-sent" }],
  ])("refuses %s", async (name, overrides) => {
    const client = t.client();
    const request = await startSso(client);
    const options = name.startsWith("a bad signature") ? { signingKey: strangerKeys } : overrides;
    const done = await postToAcs(client, responseFor(request, options), request.relayState);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/account?error=sso_failed");
    expect((await client.get("/api/session2")).statusCode).toBe(401);
  });

  it("refuses a response posted into a browser that did not start the sign-in", async () => {
    const request = await startSso(t.client());
    const done = await postToAcs(t.client(), responseFor(request), request.relayState);
    expect(done.headers.location).toBe("/account?error=sso_failed");
  });

  it("refuses an unknown user unless auto-provisioning is on, then creates an SSO-provisioned sharer", async () => {
    const email = "new.person@acme.example";
    const attributes = { email, firstName: "New", lastName: "Person" };
    let client = t.client();
    let request = await startSso(client);
    let done = await postToAcs(
      client,
      responseFor(request, { nameId: email, attributes }),
      request.relayState,
    );
    expect(done.headers.location).toBe("/account?error=user_not_found");

    await admin.put("/saml/api/idp", {
      entityId: IDP_ENTITY,
      ssoUrl: IDP_SSO,
      certificate: idp.certificate,
      autoProvision: true,
    });
    client = t.client();
    request = await startSso(client);
    done = await postToAcs(client, responseFor(request, { nameId: email, attributes }), request.relayState);
    expect(done.headers.location).toBe("/");
    const acmeId = await t.companyId("acme");
    const [user] = await t.database.db
      .select()
      .from(appUser)
      .where(and(eq(appUser.companyId, acmeId), eq(appUser.email, email)));
    expect(user).toMatchObject({
      role: "sharer",
      firstName: "New",
      lastName: "Person",
      ssoProvisioned: true,
    });
    const sessions = await t.database.db
      .select()
      .from(userSession)
      .where(eq(userSession.userId, user?.id ?? ""));
    expect(sessions).toHaveLength(1);
  });

  it("sends a company without an IdP back to the login page", async () => {
    const done = await t.client().get("/saml/sp/select?subdomain=globex");
    expect(done.headers.location).toBe("/account?error=sso_not_configured");
  });
});

describe("IdP settings", () => {
  it("validates the settings", async () => {
    const bad = await admin.put("/saml/api/idp", {
      entityId: IDP_ENTITY,
      ssoUrl: IDP_SSO,
      certificate: "not a cert",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/certificate/);
    const noUrl = await admin.put("/saml/api/idp", {
      entityId: IDP_ENTITY,
      ssoUrl: "ftp://x",
      certificate: idp.certificate,
    });
    expect(noUrl.statusCode).toBe(400);
    expect((await admin.put("/saml/api/idp", { metadataXml: "<nope/>" })).statusCode).toBe(400);
  });

  it("takes the IdP from its metadata document", async () => {
    const response = await admin.put("/saml/api/idp", {
      metadataXml: idpMetadataXml(idp, IDP_ENTITY, IDP_SSO),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      entityId: IDP_ENTITY,
      ssoUrl: IDP_SSO, // the HTTP-Redirect binding's address
      wantSignedAssertions: true,
      spEntityId: SP_ENTITY,
      acsUrl: ACS,
      attributeMapping: { email: "email", firstName: "firstName", lastName: "lastName" },
    });
    expect(response.json().certificate).toContain("BEGIN CERTIFICATE");
  });

  it("publishes the SP metadata for the company", async () => {
    const response = await t.client().get("/saml/sp/metadata?company=acme");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/samlmetadata\+xml/);
    expect(response.body).toContain(`entityID="${SP_ENTITY.replace("&", "&amp;")}"`);
    expect(response.body).toContain(`Location="${ACS}"`);
    expect((await t.client().get("/saml/sp/metadata?company=nope")).statusCode).toBe(404);
  });

  it("shows the single sign-on button once the company has an IdP", async () => {
    expect((await t.client().get("/api/auth/methods", { host: "acme.localhost" })).json().sso).toBe(true);
    expect((await t.client().get("/api/auth/methods", { host: "globex.localhost" })).json().sso).toBe(false);
  });
});

describe("Keycloak settings", () => {
  let server: Server;
  let metadataUrl: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/realms/acme/protocol/saml/descriptor") {
        res.setHeader("content-type", "application/xml");
        res.end(
          idpMetadataXml(
            idp,
            "https://keycloak.test/realms/acme",
            "https://keycloak.test/realms/acme/protocol/saml",
          ),
        );
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    metadataUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/acme/protocol/saml/descriptor`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("gives our SP metadata in Keycloak's client-import form", async () => {
    const response = await admin.get("/api/keycloak/idp/metadata");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ entityId: SP_ENTITY, acsUrl: ACS });
    expect(body.keycloakClient).toMatchObject({
      clientId: SP_ENTITY,
      protocol: "saml",
      redirectUris: [ACS],
      attributes: { saml_assertion_consumer_url_post: ACS, "saml.assertion.signature": "true" },
    });
    expect(body.metadataXml).toContain("SPSSODescriptor");
  });

  it("fetches Keycloak's metadata from its address and saves the IdP", async () => {
    const response = await admin.post("/api/keycloak/idp/config", { metadataUrl });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ entityId: "https://keycloak.test/realms/acme" });
    const [row] = await t.database.db
      .select()
      .from(samlIdp)
      .where(eq(samlIdp.companyId, await t.companyId("acme")));
    expect(row?.ssoUrl).toBe("https://keycloak.test/realms/acme/protocol/saml");
  });

  it("answers 400 for an address that does not serve metadata", async () => {
    const missing = await admin.post("/api/keycloak/idp/config", { metadataUrl: `${metadataUrl}-missing` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/HTTP 404/);
  });
});

describe("outbound guard in production settings", () => {
  it("refuses a private metadata address unless private outbound is allowed", async () => {
    const strict = await createTestApp({ PUBLIC_URL: "http://chorus.test" });
    try {
      const client = await strict.signIn(DEMO_USERS.admin);
      const response = await client.post("/api/keycloak/idp/config", {
        metadataUrl: "http://169.254.169.254/latest/meta-data",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/private network/);
    } finally {
      await strict.close();
    }
  });
});
