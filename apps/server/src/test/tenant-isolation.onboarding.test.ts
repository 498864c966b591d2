import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  company,
  customPrivacyPolicy,
  onboardingPage,
  personalAccessToken,
  team,
  teamMember,
  userGroup,
} from "../db/schema/index.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/** A Globex session never reads or changes Acme's onboarding settings, groups, teams or tokens. */
let t: TestApp;
let gina: TestClient;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  gina = await t.signIn(GLOBEX_ADMIN);
  acmeId = await t.companyId("acme");
  await t.database.db.update(company).set({ isGroupEnabled: true }).where(eq(company.subdomain, "globex"));
  const ada = await t.signIn(DEMO_USERS.admin);
  await ada.put("/api/onboarding/privacypolicy", { link: "https://acme.example/privacy" });
  await ada.put("/api/onboarding/pages", { pageName: "welcome", title: "Acme only", description: "" });
});
afterAll(() => t.close());

describe("tenant isolation: onboarding, groups, teams, tokens", () => {
  it("Acme's privacy policy: not found for Globex, and still there", async () => {
    const before = await t.database.db
      .select()
      .from(customPrivacyPolicy)
      .where(eq(customPrivacyPolicy.companyId, acmeId));
    expect((await gina.get(`/api/onboarding/privacypolicy/${acmeId}`)).statusCode).toBe(404);
    expect((await gina.delete(`/api/onboarding/privacypolicy/${acmeId}`)).statusCode).toBe(404);
    const after = await t.database.db
      .select()
      .from(customPrivacyPolicy)
      .where(eq(customPrivacyPolicy.companyId, acmeId));
    expect(after).toEqual(before);
    expect(after[0]?.isActive).toBe(true);
  });

  it("Acme's onboarding pages: not found, and Globex's own save stays in Globex", async () => {
    expect((await gina.get(`/api/onboarding/pages/${acmeId}`)).statusCode).toBe(404);
    await gina.put("/api/onboarding/pages", { pageName: "welcome", title: "Globex", description: "" });
    const [acmeWelcome] = await t.database.db
      .select()
      .from(onboardingPage)
      .where(and(eq(onboardingPage.companyId, acmeId), eq(onboardingPage.pageName, "welcome")));
    expect(acmeWelcome?.title).toBe("Acme only");
  });

  it("an Acme group or team cannot be joined from Globex; counts unchanged", async () => {
    const [group] = await t.database.db
      .select()
      .from(userGroup)
      .where(eq(userGroup.companyId, acmeId))
      .limit(1);
    const [acmeTeam] = await t.database.db.select().from(team).where(eq(team.companyId, acmeId)).limit(1);
    if (!group || !acmeTeam) throw new Error("seed");
    expect((await gina.put("/api/user/me/group", { groupId: group.id })).statusCode).toBe(404);
    expect((await gina.put("/api/user/me/team", { teamIdList: [acmeTeam.id] })).statusCode).toBe(404);
    const [groupAfter] = await t.database.db.select().from(userGroup).where(eq(userGroup.id, group.id));
    expect(groupAfter?.memberCount).toBe(group.memberCount);
    const members = await t.database.db.select().from(teamMember).where(eq(teamMember.teamId, acmeTeam.id));
    expect(members).toHaveLength(acmeTeam.memberCount);
  });

  it("an Acme token cannot be deleted from Globex and keeps working", async () => {
    await t.database.db
      .update(company)
      .set({ labList: ["access_token_lab"] })
      .where(eq(company.id, acmeId));
    await t.database.db
      .update(company)
      .set({ labList: ["access_token_lab"] })
      .where(eq(company.subdomain, "globex"));
    const ada = await t.signIn(DEMO_USERS.admin);
    const { _id, token } = (await ada.post("/api/token", { name: "acme" })).json();
    expect((await gina.delete("/api/token", { _id })).statusCode).toBe(404);
    expect((await gina.get("/api/token")).json()).toEqual([]);
    expect(
      await t.database.db.select().from(personalAccessToken).where(eq(personalAccessToken.id, _id)),
    ).toHaveLength(1);
    const call = await t.app.inject({
      method: "GET",
      url: "/api/session2",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(call.json().company.subdomain).toBe("acme");
  });
});
