import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  groupDigest,
  mailingCampaign,
  mailingFolder,
  mailingList,
  mailingListRecipient,
} from "../db/schema/index.ts";
import { livePost, readyCampaign, setEmailLab, teamOf } from "../modules/mailing/mailing.test-helpers.ts";
import { factories } from "./factories.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex manager (email lab on in both companies) can neither read nor change Acme's folders,
 * campaigns, lists, recipients or group digests: every call answers 404, Acme's rows stay as they
 * were, and no Acme object leaks into Globex's lists, search or candidates.
 */
let t: TestApp;
let gina: TestClient;
let acme: {
  folder: string;
  campaign: string;
  list: string;
  team: string;
  group: string;
  acmeCompany: string;
};

async function snapshot() {
  const db = t.database.db;
  const [folder] = await db.select().from(mailingFolder).where(eq(mailingFolder.id, acme.folder));
  const [campaign] = await db.select().from(mailingCampaign).where(eq(mailingCampaign.id, acme.campaign));
  const [list] = await db.select().from(mailingList).where(eq(mailingList.id, acme.list));
  const recipients = await db
    .select()
    .from(mailingListRecipient)
    .where(eq(mailingListRecipient.mailingListId, acme.list));
  const digest = await db
    .select()
    .from(groupDigest)
    .where(and(eq(groupDigest.groupId, acme.group), eq(groupDigest.companyId, acme.acmeCompany)));
  return { folder, campaign, list, recipients, digest };
}

beforeAll(async () => {
  t = await createTestApp();
  await setEmailLab(t, "acme");
  await setEmailLab(t, "globex");
  const ada = await t.signIn(DEMO_USERS.admin);
  const folder = (await ada.post("/api/mailing/folder", { name: "Acme secret folder" })).json();
  const { team } = await teamOf(t, "acme", 2, "isolation");
  const post = await livePost(t, "acme", "Acme secret story");
  const { list, campaign } = await readyCampaign(ada, team.id, post.id, "Acme secret campaign");
  await ada.put(`/api/mailing/campaign/${campaign._id}/move`, { folderId: folder._id });
  const acmeCompany = await t.companyId("acme");
  const group = await factories(t.database.db).group(acmeCompany, { name: "Acme isolation group" });
  await ada.put(`/api/group/${group.id}/digest`, { enabled: true, dayOfWeek: 2, hour: 7, postCount: 4 });
  acme = {
    folder: folder._id,
    campaign: campaign._id,
    list: list._id,
    team: team.id,
    group: group.id,
    acmeCompany,
  };
  gina = await t.signIn(GLOBEX_ADMIN);
});
afterAll(() => t.close());

describe("tenant isolation: another company's newsletters", () => {
  const calls: [string, () => Promise<{ statusCode: number }>][] = [
    ["rename its folder", () => gina.put(`/api/mailing/folder/${acme.folder}`, { name: "Mine" })],
    ["delete its folder", () => gina.delete(`/api/mailing/folder/${acme.folder}`)],
    ["read its campaign", () => gina.get(`/api/mailing/campaign/${acme.campaign}`)],
    ["edit its campaign", () => gina.put(`/api/mailing/campaign/${acme.campaign}`, { subject: "Globex" })],
    ["delete its campaign", () => gina.delete(`/api/mailing/campaign/${acme.campaign}`)],
    ["send its campaign", () => gina.post(`/api/mailing/campaign/${acme.campaign}/send`, {})],
    ["test its campaign", () => gina.post(`/api/mailing/campaign/${acme.campaign}/send`, { testToMe: true })],
    ["cancel its campaign", () => gina.post(`/api/mailing/campaign/${acme.campaign}/cancel`)],
    ["move its campaign", () => gina.put(`/api/mailing/campaign/${acme.campaign}/move`, { folderId: null })],
    ["read its bounces", () => gina.get(`/api/mailing/campaign/${acme.campaign}/bounced`)],
    ["delete its list", () => gina.delete(`/api/mailing/mailing-list/${acme.list}`)],
    ["read its recipients", () => gina.get(`/api/mailing/mailing-list/${acme.list}/recipient`)],
    ["read its recipients (old path)", () => gina.get(`/api/mailing/${acme.list}/recipient`)],
    [
      "add to its list",
      () => gina.post(`/api/mailing/mailing-list/${acme.list}/recipient`, { entityType: "company" }),
    ],
    [
      "list its team's people",
      () => gina.get(`/api/mailing/candidates?entityType=team&entityId=${acme.team}`),
    ],
    ["read its group digest", () => gina.get(`/api/group/${acme.group}/digest`)],
    [
      "set its group digest",
      () =>
        gina.put(`/api/group/${acme.group}/digest`, { enabled: false, dayOfWeek: 0, hour: 0, postCount: 1 }),
    ],
  ];

  it.each(calls)("%s: 404, and Acme's rows are unchanged", async (_label, call) => {
    const before = await snapshot();
    expect((await call()).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("a Globex campaign can name neither Acme's folder nor Acme's list", async () => {
    expect((await gina.post("/api/mailing/campaign", { name: "x", folderId: acme.folder })).statusCode).toBe(
      404,
    );
    expect(
      (await gina.post("/api/mailing/campaign", { name: "x", mailingListIdList: [acme.list] })).statusCode,
    ).toBe(404);
    const own = (await gina.post("/api/mailing/campaign", { name: "Globex own" })).json();
    expect(
      (await gina.put(`/api/mailing/campaign/${own._id}/move`, { folderId: acme.folder })).statusCode,
    ).toBe(404);
  });

  it("Acme's objects appear in none of Globex's lists or searches", async () => {
    const text = [
      (await gina.get("/api/mailing/folder")).body,
      (await gina.get("/api/mailing/campaign")).body,
      (await gina.get("/api/mailing/mailing-list")).body,
      (await gina.get("/api/mailing/search?searchTerm=isolation")).body,
      (await gina.get("/api/mailing/digest-groups")).body,
    ].join("\n");
    expect(text).not.toMatch(/Acme secret|isolation-\d|Acme isolation group/);
    for (const id of Object.values(acme)) expect(text).not.toContain(id);
  });
});
