import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samlIdp } from "../db/schema/index.ts";
import { createIdpKeys, idpMetadataXml, type TestIdpKeys } from "../modules/saml/saml.test-idp.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * IdP settings belong to the signed-in admin's company: a Globex admin, even on Acme's host,
 * neither reads nor changes Acme's identity provider.
 */
let t: TestApp;
let keys: TestIdpKeys;
let globexAdmin: TestClient;
let acmeId: string;
const ACME_HOST = { host: "acme.localhost" };

beforeAll(async () => {
  keys = await createIdpKeys();
  t = await createTestApp({ PUBLIC_URL: "http://chorus.test" });
  acmeId = await t.companyId("acme");
  const acmeAdmin = await t.signIn(DEMO_USERS.admin);
  const saved = await acmeAdmin.put("/saml/api/idp", {
    entityId: "https://idp.acme.example",
    ssoUrl: "https://idp.acme.example/sso",
    certificate: keys.certificate,
  });
  expect(saved.statusCode).toBe(200);
  globexAdmin = await t.signIn(GLOBEX_ADMIN);
});
afterAll(() => t.close());

const acmeIdp = async () =>
  (await t.database.db.select().from(samlIdp).where(eq(samlIdp.companyId, acmeId)))[0];

describe("tenant isolation: single sign-on settings", () => {
  it("a Globex admin's Keycloak metadata is Globex's, even on Acme's host", async () => {
    const response = await globexAdmin.get("/api/keycloak/idp/metadata", ACME_HOST);
    expect(response.statusCode).toBe(200);
    expect(response.json().entityId).toContain("company=globex");
    expect(JSON.stringify(response.json())).not.toContain("idp.acme.example");
  });

  it("a Globex admin's IdP change lands on Globex and leaves Acme's unchanged", async () => {
    const before = await acmeIdp();
    const put = await globexAdmin.request({
      method: "PUT",
      url: "/saml/api/idp",
      headers: ACME_HOST,
      payload: {
        metadataXml: idpMetadataXml(keys, "https://evil.globex.example", "https://evil.globex.example/sso"),
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().spEntityId).toContain("company=globex");
    const keycloak = await globexAdmin.request({
      method: "POST",
      url: "/api/keycloak/idp/config",
      headers: ACME_HOST,
      payload: {
        metadataXml: idpMetadataXml(keys, "https://evil2.globex.example", "https://evil2.globex.example/sso"),
      },
    });
    expect(keycloak.statusCode).toBe(200);
    expect(await acmeIdp()).toEqual(before);
    const globexId = await t.companyId("globex");
    const [globexIdp] = await t.database.db.select().from(samlIdp).where(eq(samlIdp.companyId, globexId));
    expect(globexIdp?.entityId).toBe("https://evil2.globex.example");
  });

  it("Acme's single sign-on still goes to Acme's IdP", async () => {
    const start = await t.client().get("/saml/sp/select?subdomain=acme");
    expect(String(start.headers.location)).toMatch(/^https:\/\/idp\.acme\.example\/sso\?/);
  });
});
