import { ADMIN_ONLY_LABS, LAB_PAGE_NAMES } from "@chorus/shared/labs/labs-page.rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, company, team, userGroup } from "../../db/schema/index.ts";
import { factories } from "../../test/factories.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { makeNewcomer, setCompany } from "../onboarding/onboarding.test-helpers.ts";

let t: TestApp;
let ada: TestClient; // admin
let pablo: TestClient; // partner
let sam: TestClient; // smarper
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signIn(DEMO_USERS.admin);
  pablo = await t.signIn(DEMO_USERS.partner);
  sam = await t.signIn(DEMO_USERS.smarper);
  acmeId = await t.companyId("acme");
});
afterAll(() => t.close());

type LabState = { name: string; isEnabled: boolean };
const names = (labs: LabState[]) => labs.map((l) => l.name);

describe("the labs page", () => {
  it("shows admins every lab, and hides the admin-only ones from a partner", async () => {
    const asAdmin = (await ada.get(`/api/company/${acmeId}/labs`)).json();
    expect(names(asAdmin.labList)).toEqual([...LAB_PAGE_NAMES]);
    const asPartner = (await pablo.get(`/api/company/${acmeId}/labs`)).json();
    for (const lab of ADMIN_ONLY_LABS) expect(names(asPartner.labList)).not.toContain(lab);
    expect(asPartner.labList).toHaveLength(LAB_PAGE_NAMES.length - ADMIN_ONLY_LABS.length);
  });

  it("saves the labs named and keeps the others; a partner cannot switch an admin-only lab (403)", async () => {
    const [before] = await t.database.db.select().from(company).where(eq(company.id, acmeId));
    const saved = await ada.put(`/api/company/${acmeId}/labs`, {
      labList: [
        { name: "employee_directory_lab", isEnabled: true },
        { name: "incontext", isEnabled: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const on = (saved.json().labList as LabState[]).filter((l) => l.isEnabled).map((l) => l.name);
    expect(on).toEqual(expect.arrayContaining(["employee_directory_lab", "incontext", ...before!.labList]));
    const off = await ada.put(`/api/company/${acmeId}/labs`, {
      labList: [{ name: "employee_directory_lab", isEnabled: false }],
    });
    expect(
      (off.json().labList as LabState[]).find((l) => l.name === "employee_directory_lab")?.isEnabled,
    ).toBe(false);
    const [after] = await t.database.db.select().from(company).where(eq(company.id, acmeId));
    expect(after!.labList).toContain("incontext");
    expect(after!.labList).not.toContain("employee_directory_lab");

    const refused = await pablo.put(`/api/company/${acmeId}/labs`, {
      labList: [{ name: "saml", isEnabled: true }],
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await ada.put(`/api/company/${acmeId}/labs`, { labList: [{ name: "nope", isEnabled: true }] }))
        .statusCode,
    ).toBe(400);
  });

  it("keeps the labs page to admin-level roles, and another company's page out of reach (404)", async () => {
    for (const role of ["sharer", "group_admin", "channel_manager"] as const)
      expect((await (await t.signIn(DEMO_USERS[role])).get(`/api/company/${acmeId}/labs`)).statusCode).toBe(
        403,
      );
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.get(`/api/company/${acmeId}/labs`)).statusCode).toBe(404);
    expect(
      (
        await gina.put(`/api/company/${acmeId}/labs`, {
          labList: [{ name: "feed_filter_lab", isEnabled: true }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it("sets a user's own flags, keeping the flags not named", async () => {
    const emmaId = await t.userId(DEMO_USERS.sharer);
    await ada.put(`/api/user/${emmaId}/labs`, { featureMap: { machine_translations_lab: true } });
    const second = await ada.put(`/api/user/${emmaId}/labs`, { featureMap: { feed_filter_lab: false } });
    expect(second.json().featureMap).toMatchObject({
      machine_translations_lab: true,
      feed_filter_lab: false,
    });
    expect((await ada.get(`/api/user/${emmaId}/labs`)).json().featureMap.machine_translations_lab).toBe(true);
    expect((await pablo.put(`/api/user/${emmaId}/labs`, { featureMap: { saml: true } })).statusCode).toBe(
      403,
    );
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.get(`/api/user/${emmaId}/labs`)).statusCode).toBe(404);
  });

  it("sets the user-only flags (the Vietnamese language), which then let the user choose that language", async () => {
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const member = await t.signIn(DEMO_USERS.sharer);
    const chooseVietnamese = async () =>
      (await member.put("/api/user/me/language", { language: "vi" })).statusCode;
    expect(await chooseVietnamese()).toBe(400);
    const saved = await ada.put(`/api/user/${emmaId}/labs`, { featureMap: { vietnamese_language: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().featureMap.vietnamese_language).toBe(true);
    expect((await ada.get(`/api/user/${emmaId}/labs`)).json().featureMap.vietnamese_language).toBe(true);
    expect(await chooseVietnamese()).toBe(200);
    expect(
      (await ada.put(`/api/user/${emmaId}/labs`, { featureMap: { klingon_language: true } })).statusCode,
    ).toBe(400);
  });
});

describe("Migrate (smarper, classic instances)", () => {
  it("puts everyone of a classic company in one group with its teams; a group instance is refused (409)", async () => {
    await setCompany(t, "globex", { isGroupEnabled: false });
    const globexId = await t.companyId("globex");
    const make = factories(t.database.db);
    const member = await make.user(globexId);
    const kept = await make.team(globexId, { memberIds: [member.id] });
    const smarper = await makeNewcomer(t, "globex", { role: "smarper", isFresh: false });
    await smarper.client.post("/api/user/consent", {});

    const page = (await smarper.client.get(`/api/company/${globexId}/labs`)).json();
    expect(page.instanceType).toBe("classic");
    const migrated = await smarper.client.post(`/api/company/${globexId}/labs/migrate`, { withTeams: true });
    expect(migrated.statusCode).toBe(200);
    const { groupId, teamCount } = migrated.json();
    expect(teamCount).toBeGreaterThanOrEqual(1);
    const [group] = await t.database.db.select().from(userGroup).where(eq(userGroup.id, groupId));
    const people = await t.database.db.select().from(appUser).where(eq(appUser.companyId, globexId));
    expect(group?.companyId).toBe(globexId);
    expect(group?.memberCount).toBe(people.filter((u) => u.isActive).length);
    expect(people.every((u) => u.groupId === groupId)).toBe(true);
    const [teamRow] = await t.database.db.select().from(team).where(eq(team.id, kept.id));
    expect(teamRow?.groupId).toBe(groupId);
    const [row] = await t.database.db.select().from(company).where(eq(company.id, globexId));
    expect(row?.isGroupEnabled).toBe(true);
    expect((await smarper.client.get(`/api/company/${globexId}/labs`)).json().instanceType).toBe("group");

    const again = await smarper.client.post(`/api/company/${globexId}/labs/migrate`, { withTeams: false });
    expect(again.statusCode).toBe(409);
    expect((await ada.post(`/api/company/${acmeId}/labs/migrate`, { withTeams: false })).statusCode).toBe(
      403,
    );
    // Any smarper acts on the company the path names (Chorus staff): Globex is a group instance now.
    expect((await sam.post(`/api/company/${globexId}/labs/migrate`, { withTeams: false })).statusCode).toBe(
      409,
    );
  });
});
