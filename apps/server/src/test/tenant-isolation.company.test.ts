import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../db/schema/index.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex admin can neither read nor change Acme's settings or white label, nor can a partner
 * another company's; a smarper administers every company (core §2: the Companies list opens each).
 */
let t: TestApp;
let gina: TestClient;
let sam: TestClient;
let acmeId: string;
let globexId: string;
const acmeRow = async () => (await t.database.db.select().from(company).where(eq(company.id, acmeId)))[0];

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
  globexId = await t.companyId("globex");
  gina = await t.signIn(GLOBEX_ADMIN);
  sam = await t.signIn(DEMO_USERS.smarper);
});
afterAll(() => t.close());

describe("tenant isolation: company administration", () => {
  it("answers 404 for every call on Acme from Globex, and leaves Acme unchanged", async () => {
    const before = await acmeRow();
    const calls = [
      await gina.get(`/api/company/${acmeId}`),
      await gina.put(`/api/company/${acmeId}`, { commentEnabled: false }),
      await gina.put(`/api/company/${acmeId}`, { _id: acmeId, invitePoint: 99 }),
      await gina.put(`/api/company/${acmeId}/whitelabel`, { HighlightColor: "#000000" }),
      await gina.delete(`/api/company/${acmeId}/whitelabel`),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Acme");
    }
    expect(await acmeRow()).toEqual(before);
  });

  it("lets a smarper open and change any company's settings from the Companies list", async () => {
    const opened = await sam.get(`/api/company/${globexId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ _id: globexId, name: expect.stringContaining("Globex") });
    const changed = await sam.put(`/api/company/${globexId}`, { isGamificationDisabled: true });
    expect(changed.statusCode).toBe(200);
    const row = (await t.database.db.select().from(company).where(eq(company.id, globexId)))[0];
    expect(row?.isGamificationDisabled).toBe(true);
    await sam.put(`/api/company/${globexId}`, { isGamificationDisabled: false });
    expect((await sam.get(`/api/company/${"f".repeat(24)}`)).statusCode).toBe(404);
  });

  it("keeps a partner's settings calls to its own company", async () => {
    const pablo = await t.signIn(DEMO_USERS.partner);
    const before = (await t.database.db.select().from(company).where(eq(company.id, globexId)))[0];
    expect((await pablo.get(`/api/company/${globexId}`)).statusCode).toBe(404);
    expect((await pablo.put(`/api/company/${globexId}`, { isGamificationDisabled: true })).statusCode).toBe(
      404,
    );
    expect(
      (await pablo.put(`/api/company/${globexId}/whitelabel`, { HighlightColor: "#000" })).statusCode,
    ).toBe(404);
    expect((await t.database.db.select().from(company).where(eq(company.id, globexId)))[0]).toEqual(before);
  });

  it("keeps another company out of a Globex admin's list (403) and out of a partner's", async () => {
    expect((await gina.get("/api/company")).statusCode).toBe(403);
    const pablo = await t.signIn(DEMO_USERS.partner);
    const list = (await pablo.get("/api/company")).json().companyList as { _id: string }[];
    expect(list.map((c) => c._id)).toContain(acmeId);
    expect(list.map((c) => c._id)).not.toContain(globexId);
  });
});
