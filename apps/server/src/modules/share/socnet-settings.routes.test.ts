import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
});
afterAll(() => t.close());

const stored = async () => (await t.database.db.select().from(company).where(eq(company.id, acmeId)))[0];

describe("company network settings", () => {
  it("PUT /api/company/{id}/socnet reorders, keeping each network's settings", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const response = await ada.put(`/api/company/${acmeId}/socnet`, {
      nameList: ["Xing", "Facebook", "Twitter", "Linkedin"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.body).SocnetOrderedSet).toEqual([
      { Name: "Xing", SharingPoint: 5, authEnabled: false },
      { Name: "Facebook", SharingPoint: 5, authEnabled: false },
      { Name: "Twitter", SharingPoint: 5, authEnabled: true },
      { Name: "Linkedin", SharingPoint: 10, authEnabled: true },
    ]);
    expect((await stored())?.socnetOrderedSet.map((e) => e.Name)).toEqual([
      "Xing",
      "Facebook",
      "Twitter",
      "Linkedin",
    ]);
  });

  it.each([
    [["Linkedin", "Twitter"]],
    [["Linkedin", "Twitter", "Facebook", "Facebook"]],
    [["Linkedin", "Twitter", "Facebook", "Instagram"]],
  ])("refuses a nameList that is not the same networks once each: %j", async (nameList) => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const before = (await stored())?.socnetOrderedSet;
    expect((await ada.put(`/api/company/${acmeId}/socnet`, { nameList })).statusCode).toBe(400);
    expect((await stored())?.socnetOrderedSet).toEqual(before);
  });

  it("PUT …/socnet/{name} changes SharingPoint, authEnabled and the Signature", async () => {
    const pablo = await t.signIn(DEMO_USERS.partner);
    const response = await pablo.put(`/api/company/${acmeId}/socnet/Twitter`, {
      SharingPoint: 7,
      authEnabled: false,
      Signature: "via @Acme",
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = JSON.parse(response.body);
    expect(body.SocnetOrderedSet.find((e: { Name: string }) => e.Name === "Twitter")).toEqual({
      Name: "Twitter",
      SharingPoint: 7,
      authEnabled: false,
    });
    expect(body.SocnetMap.Twitter).toEqual({ Signature: "via @Acme" });
  });

  it("PUT of a network the company does not have → 404; POST adds it", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    expect((await ada.put(`/api/company/${acmeId}/socnet/Instagram`, { SharingPoint: 3 })).statusCode).toBe(
      404,
    );
    const added = await ada.post(`/api/company/${acmeId}/socnet/instagram`, {
      SharingPoint: 3,
      authEnabled: true,
    });
    expect(added.statusCode).toBe(200);
    expect(JSON.parse(added.body).SocnetOrderedSet.at(-1)).toEqual({
      Name: "Instagram",
      SharingPoint: 3,
      authEnabled: true,
    });
    expect((await ada.post(`/api/company/${acmeId}/socnet/myspace`, {})).statusCode).toBe(404);
  });

  it.each([[{ SharingPoint: -1 }], [{ SharingPoint: 1.5 }], [{ Signature: "x".repeat(401) }]])(
    "refuses %o → 400",
    async (payload) => {
      const ada = await t.signIn(DEMO_USERS.admin);
      expect((await ada.put(`/api/company/${acmeId}/socnet/Linkedin`, payload)).statusCode).toBe(400);
    },
  );

  it("another company's id → 404, nothing changes", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const globexId = await t.companyId("globex");
    const before = (await t.database.db.select().from(company).where(eq(company.id, globexId)))[0];
    expect((await ada.put(`/api/company/${globexId}/socnet/Linkedin`, { SharingPoint: 99 })).statusCode).toBe(
      404,
    );
    expect(
      (await ada.put(`/api/company/${globexId}/socnet`, { nameList: ["Twitter", "Linkedin"] })).statusCode,
    ).toBe(404);
    const after = (await t.database.db.select().from(company).where(eq(company.id, globexId)))[0];
    expect(after?.socnetOrderedSet).toEqual(before?.socnetOrderedSet);
  });
});
