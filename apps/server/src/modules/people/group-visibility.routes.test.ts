import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupAdmin } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { acmeGroupsAndTeams } from "./people.test-helpers.ts";

let t: TestApp;
let ada: TestClient;
let gustav: TestClient;
let acme: Awaited<ReturnType<typeof acmeGroupsAndTeams>>;
let gustavGroup: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signIn(DEMO_USERS.admin);
  gustav = await t.signIn(DEMO_USERS.group_admin);
  acme = await acmeGroupsAndTeams(t);
  const gustavId = await t.userId(DEMO_USERS.group_admin);
  const [own] = await t.database.db.select().from(groupAdmin).where(eq(groupAdmin.userId, gustavId));
  gustavGroup = own!.groupId;
});
afterAll(() => t.close());

describe("group visibility", () => {
  it("is open by default, saved by managers, read by the group's own admin", async () => {
    const url = `/api/group/${acme.fieldSales}/visibility`;
    expect((await ada.get(url)).json()).toEqual({ isRestricted: false, visibleGroupIdList: [] });
    const saved = await ada.put(url, {
      isRestricted: true,
      visibleGroupIdList: [acme.headquarters, acme.fieldSales],
    });
    // The group itself is always visible to its members, so it is not listed.
    expect(saved.json()).toEqual({ isRestricted: true, visibleGroupIdList: [acme.headquarters] });
    expect((await ada.get(url)).json()).toEqual({
      isRestricted: true,
      visibleGroupIdList: [acme.headquarters],
    });
    expect((await gustav.get(`/api/group/${gustavGroup}/visibility`)).statusCode).toBe(200);
    expect(
      (
        await gustav.put(`/api/group/${gustavGroup}/visibility`, {
          isRestricted: false,
          visibleGroupIdList: [],
        })
      ).statusCode,
    ).toBe(403);
    await ada.put(url, { isRestricted: false, visibleGroupIdList: [] });
  });

  it("refuses groups of no company group (400)", async () => {
    const other = await factories(t.database.db).group(await t.companyId("globex"));
    const response = await ada.put(`/api/group/${acme.fieldSales}/visibility`, {
      isRestricted: true,
      visibleGroupIdList: [other.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please choose groups of the company.");
  });

  it("limits a restricted group's members to their own and the visible groups in the directory", async () => {
    const make = factories(t.database.db);
    const hidden = await make.group(acme.companyId, { name: "Hidden Group" });
    const shown = await make.group(acme.companyId, { name: "Shown Group" });
    const hiddenPerson = await make.user(acme.companyId, {
      groupId: hidden.id,
      firstName: "Hildegard",
      lastName: "Hidden",
    });
    const shownPerson = await make.user(acme.companyId, {
      groupId: shown.id,
      firstName: "Hildegard",
      lastName: "Shown",
    });
    const viewer = await t.signIn(DEMO_USERS.sharer);
    const emmaGroup = (await ada.get(`/api/user/${await t.userId(DEMO_USERS.sharer)}`)).json()
      .groupId as string;
    const search = async () =>
      (
        (await viewer.get("/api/user/profile?searchTerm=hildegard")).json().profileList as { _id: string }[]
      ).map((p) => p._id);
    expect((await search()).sort()).toEqual([hiddenPerson.id, shownPerson.id].sort());
    await ada.put(`/api/group/${emmaGroup}/visibility`, {
      isRestricted: true,
      visibleGroupIdList: [shown.id],
    });
    expect(await search()).toEqual([shownPerson.id]);
    expect((await viewer.get("/api/user/profile/count?searchTerm=hildegard")).json().count).toBe(1);
    expect((await viewer.get(`/api/user/preview/${hiddenPerson.id}`)).statusCode).toBe(404);
    // Managers see everyone whatever the setting.
    expect((await ada.get("/api/user/profile/count?searchTerm=hildegard")).json().count).toBe(2);
    await ada.put(`/api/group/${emmaGroup}/visibility`, { isRestricted: false, visibleGroupIdList: [] });
  });
});
