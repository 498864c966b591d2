import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, scimConnection, userGroup } from "../db/schema/index.ts";
import { generateToken, patchOp, scimClient, userBody } from "../modules/scim/scim.test-helpers.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp } from "./test-app.ts";

/**
 * A SCIM token names one company: Globex's token never lists, reads, changes or deactivates an
 * Acme user or group (404, Acme unchanged), and Globex's admin cannot read or change Acme's
 * Active Directory settings.
 */
let t: TestApp;
let acmeId: string;
let globexScim: ReturnType<typeof scimClient>;
let acmeUserId: string;
let acmeGroupId: string;

beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
  const globexId = await t.companyId("globex");
  const ada = await t.signIn(DEMO_USERS.admin);
  const acmeScim = scimClient(t, await generateToken(ada, acmeId));
  acmeUserId = (await acmeScim("POST", "/Users", userBody("only.acme@acme.example"))).json.id;
  acmeGroupId = (
    await acmeScim("POST", "/Groups", { displayName: "Acme only", members: [{ value: acmeUserId }] })
  ).json.id;
  globexScim = scimClient(t, await generateToken(await t.signIn(GLOBEX_ADMIN), globexId));
});
afterAll(() => t?.close());

describe("tenant isolation: SCIM", () => {
  it("lists only the token's company", async () => {
    const users = (await globexScim("GET", "/Users?count=200")).json.Resources as {
      id: string;
      userName: string;
    }[];
    expect(users.length).toBeGreaterThan(0);
    expect(users.map((u) => u.id)).not.toContain(acmeUserId);
    expect(users.every((u) => !u.userName.endsWith("@acme.example"))).toBe(true);
    const filtered = await globexScim(
      "GET",
      `/Users?filter=${encodeURIComponent('userName eq "only.acme@acme.example"')}`,
    );
    expect(filtered.json.totalResults).toBe(0);
    const groups = (await globexScim("GET", "/Groups")).json.Resources as { id: string }[];
    expect(groups.map((g) => g.id)).not.toContain(acmeGroupId);
  });

  it("answers 404 to every call on an Acme user or group and leaves them unchanged", async () => {
    const before = {
      user: (await t.database.db.select().from(appUser).where(eq(appUser.id, acmeUserId)))[0],
      group: (await t.database.db.select().from(userGroup).where(eq(userGroup.id, acmeGroupId)))[0],
    };
    const calls = [
      await globexScim("GET", `/Users/${acmeUserId}`),
      await globexScim("PUT", `/Users/${acmeUserId}`, userBody("taken@globex.example")),
      await globexScim(
        "PATCH",
        `/Users/${acmeUserId}`,
        patchOp({ op: "replace", path: "active", value: false }),
      ),
      await globexScim("DELETE", `/Users/${acmeUserId}`),
      await globexScim("GET", `/Groups/${acmeGroupId}`),
      await globexScim("PUT", `/Groups/${acmeGroupId}`, { displayName: "Taken", members: [] }),
      await globexScim("PATCH", `/Groups/${acmeGroupId}`, patchOp({ op: "remove", path: "members" })),
      await globexScim("DELETE", `/Groups/${acmeGroupId}`),
    ];
    for (const response of calls) expect(response.status).toBe(404);
    // A Globex group cannot take an Acme user as a member either.
    const globexGroup = await globexScim("POST", "/Groups", {
      displayName: "Globex grab",
      members: [{ value: acmeUserId }],
    });
    expect(globexGroup.status).toBe(400);
    expect((await t.database.db.select().from(appUser).where(eq(appUser.id, acmeUserId)))[0]).toEqual(
      before.user,
    );
    expect((await t.database.db.select().from(userGroup).where(eq(userGroup.id, acmeGroupId)))[0]).toEqual(
      before.group,
    );
  });

  it("keeps Acme's Active Directory settings from Globex's admin (404)", async () => {
    const gina = await t.signIn(GLOBEX_ADMIN);
    const before = await t.database.db
      .select()
      .from(scimConnection)
      .where(eq(scimConnection.companyId, acmeId));
    expect((await gina.get(`/api/company/${acmeId}/scim`)).statusCode).toBe(404);
    expect((await gina.post(`/api/company/${acmeId}/scim/token`, {})).statusCode).toBe(404);
    expect((await gina.delete(`/api/company/${acmeId}/scim/token`)).statusCode).toBe(404);
    expect((await gina.put(`/api/company/${acmeId}/scim`, { groupMapping: "team" })).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(scimConnection).where(eq(scimConnection.companyId, acmeId)),
    ).toEqual(before);
  });
});
