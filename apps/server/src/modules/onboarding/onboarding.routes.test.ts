import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp } from "../../test/test-app.ts";
import { makeNewcomer, setCompany, userRow } from "./onboarding.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const consent = { termOfService: true, privacyPolicy: true };

describe("GET /api/onboarding/state and POST /api/user/me/event", () => {
  it("a Globex newcomer walks every applicable step to completion", async () => {
    await setCompany(t, "globex", { anonymousEnabled: true, isLanguageEnabled: true });
    const me = await makeNewcomer(t, "globex");
    const first = (await me.client.get("/api/onboarding/state")).json();
    expect(first).toMatchObject({
      stepList: ["platform-language", "greeting", "consent", "fullname", "anonymous", "content-language"],
      currentStep: "platform-language",
      stepCounter: { current: 1, total: 4 },
      isFresh: true,
    });

    const fire = (...events: string[]) =>
      me.client.post("/api/user/me/event", { _id: "me", triggeredEventList: events });
    expect((await fire("ob_ui_language_set", "ob_greeting")).statusCode).toBe(200);
    expect((await me.client.get("/api/onboarding/state")).json().currentStep).toBe("consent");
    await me.client.post("/api/user/consent", consent);
    expect((await me.client.get("/api/onboarding/state")).json()).toMatchObject({
      currentStep: "fullname",
      stepCounter: { current: 3, total: 4 },
    });
    const noName = await me.client.put("/api/user/me", { firstName: "Nina", lastName: " " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe("Please, fill in your name.");
    expect(
      (await me.client.put("/api/user/me", { firstName: "Nina", lastName: "Nieminen" })).statusCode,
    ).toBe(200);
    await fire("ob_fullname_passed");
    await me.client.put("/api/user/me", { anonymousEnabled: true });
    await fire("ob_anonymous_passed");
    const last = (await me.client.get("/api/onboarding/state")).json();
    expect(last.currentStep).toBe("content-language");
    expect(last.stepList).toContain("fullname");

    const done = await fire("ob_language_set", "ob_language_set");
    expect(done.json().isFresh).toBe(false);
    expect(done.json().triggeredEventList).toEqual([
      "ob_ui_language_set",
      "ob_greeting",
      "ob_fullname_passed",
      "ob_anonymous_passed",
      "ob_language_set",
      "ob_completed",
    ]);
    expect((await me.client.get("/api/onboarding/state")).json()).toMatchObject({
      stepList: [],
      currentStep: null,
    });
    await setCompany(t, "globex", { anonymousEnabled: false, isLanguageEnabled: false });
  });

  it("an Acme newcomer chooses a group, the teams of that group's levels and the content languages", async () => {
    // The demo seed: groups on, the group self-registration lab, content languages on.
    const me = await makeNewcomer(t, "acme", { firstName: "Gil", lastName: "Green" });
    const fire = (...events: string[]) =>
      me.client.post("/api/user/me/event", { _id: "me", triggeredEventList: events });
    const state = (await me.client.get("/api/onboarding/state")).json();
    // No group yet, so no teams to offer: the team steps join once the group is chosen. The counter
    // counts them from the start (Acme's groups have teams of both levels), so its total never grows.
    expect(state).toMatchObject({
      stepList: ["platform-language", "greeting", "consent", "group", "content-language"],
      countedStepList: ["platform-language", "consent", "group", "team-one", "team-two"],
      currentStep: "platform-language",
      stepCounter: { current: 1, total: 5 },
    });
    expect(state.groupList.map((g: { name: string }) => g.name)).toEqual(["Field Sales", "Headquarters"]);
    const hq = state.groupList.find((g: { name: string }) => g.name === "Headquarters");
    await fire("ob_ui_language_set", "ob_greeting");
    await me.client.post("/api/user/consent", consent);
    expect((await me.client.get("/api/onboarding/state")).json()).toMatchObject({
      currentStep: "group",
      stepCounter: { current: 3, total: 5 },
    });
    expect((await me.client.put("/api/user/me/group", { groupId: hq._id })).statusCode).toBe(200);
    await fire("ob_group_chosen");
    const teams = (await me.client.get("/api/onboarding/state")).json();
    expect(teams.stepList).toEqual([
      "platform-language",
      "greeting",
      "consent",
      "group",
      "team-one",
      "team-two",
      "content-language",
    ]);
    expect(teams.currentStep).toBe("team-one");
    expect(teams.stepCounter).toEqual({ current: 4, total: 5 });
    expect(teams.teamList.map((x: { name: string }) => x.name)).toEqual([
      "Marketing & Communications",
      "Product & Engineering",
    ]);
    expect(
      teams.teamList.every((x: { groupId: string; level: number }) => x.groupId === hq._id && x.level === 1),
    ).toBe(true);
    await me.client.put("/api/user/me/team", { teamIdList: [teams.teamList[0]._id] });
    await fire("ob_team_chosen");
    const two = (await me.client.get("/api/onboarding/state")).json();
    expect(two).toMatchObject({ currentStep: "team-two", stepCounter: { current: 5, total: 5 } });
    expect(two.teamList.map((x: { name: string }) => x.name)).toEqual(["People & Culture"]);
    await me.client.put("/api/user/me/team", { teamIdList: [two.teamList[0]._id] });
    await fire("ob_team_2_chosen");
    // Content languages are outside the count; the counter stays on the last counted step.
    expect((await me.client.get("/api/onboarding/state")).json()).toMatchObject({
      currentStep: "content-language",
      stepCounter: { current: 5, total: 5 },
    });
    expect((await fire("ob_language_set")).json().isFresh).toBe(false);
    expect((await me.client.get("/api/onboarding/state")).json()).toMatchObject({
      stepList: [],
      currentStep: null,
      stepCounter: null,
    });
    const row = await userRow(t, me.id);
    expect(row.groupId).toBe(hq._id);
  });

  it("without the group lab and content languages an Acme newcomer gets neither step", async () => {
    await setCompany(t, "acme", { labList: [], isLanguageEnabled: false });
    try {
      const me = await makeNewcomer(t, "acme");
      expect((await me.client.get("/api/onboarding/state")).json()).toMatchObject({
        stepList: ["platform-language", "greeting", "consent", "fullname"],
        currentStep: "platform-language",
      });
    } finally {
      await setCompany(t, "acme", { labList: ["group_self_registration_lab"], isLanguageEnabled: true });
    }
  });

  it("demo users (onboarded, consent given) have no step left: they land on the feed", async () => {
    for (const email of [DEMO_USERS.sharer, DEMO_USERS.admin]) {
      const user = await t.signIn(email);
      expect((await user.get("/api/onboarding/state")).json(), email).toEqual({
        stepList: [],
        currentStep: null,
        countedStepList: [],
        stepCounter: null,
        isFresh: false,
      });
    }
  });

  it("refuses ob_completed from the client and bad event names", async () => {
    const me = await makeNewcomer(t, "globex");
    const completed = await me.client.post("/api/user/me/event", {
      _id: "me",
      triggeredEventList: ["ob_completed"],
    });
    expect(completed.statusCode).toBe(400);
    expect(
      (await me.client.post("/api/user/me/event", { _id: "me", triggeredEventList: ["Bad Event"] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await me.client.post("/api/user/me/event", { _id: "other", triggeredEventList: [] })).statusCode,
    ).toBe(400);
    expect((await userRow(t, me.id)).isFresh).toBe(true);
  });

  it("accepts the feed's channel_onboarding_archived event once", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    for (let i = 0; i < 2; i++)
      await emma.post("/api/user/me/event", {
        _id: "me",
        triggeredEventList: ["channel_onboarding_archived"],
      });
    const row = await userRow(t, await t.userId(DEMO_USERS.sharer));
    expect(row.triggeredEventList.filter((e) => e === "channel_onboarding_archived")).toHaveLength(1);
  });
});

describe("custom privacy policy", () => {
  it("admins save, read and delete it; the link must be http(s); sharers may only read", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    const emma = await t.signIn(DEMO_USERS.sharer);
    const companyId = await t.companyId("acme");
    expect((await emma.get(`/api/onboarding/privacypolicy/${companyId}`)).json()).toMatchObject({
      version: 0,
      link: null,
    });
    const empty = await admin.put("/api/onboarding/privacypolicy", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please add a link or a text for the privacy policy.");
    const badLink = await admin.put("/api/onboarding/privacypolicy", { link: "javascript:alert(1)" });
    expect(badLink.json().message).toBe("The privacy policy link must be an http or https address.");
    const saved = await admin.put("/api/onboarding/privacypolicy", {
      link: "https://acme.example/p",
      description: '<p onclick="x()">Read <a href="https://acme.example">this</a></p>',
    });
    expect(saved.json()).toMatchObject({
      link: "https://acme.example/p",
      description:
        '<p>Read <a href="https://acme.example" rel="noopener noreferrer" target="_blank">this</a></p>',
      version: 1,
    });
    expect((await emma.put("/api/onboarding/privacypolicy", { link: "https://x.example" })).statusCode).toBe(
      403,
    );
    expect((await emma.delete(`/api/onboarding/privacypolicy/${companyId}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/onboarding/privacypolicy/${companyId}`)).json().version).toBe(0);
    const again = await admin.put("/api/onboarding/privacypolicy", { link: "https://acme.example/p2" });
    expect(again.json().version).toBe(2);
  });

  it("another company's policy is not found", async () => {
    const gina = await t.signIn(GLOBEX_ADMIN);
    const acmeId = await t.companyId("acme");
    expect((await gina.get(`/api/onboarding/privacypolicy/${acmeId}`)).statusCode).toBe(404);
    expect((await gina.delete(`/api/onboarding/privacypolicy/${acmeId}`)).statusCode).toBe(404);
  });
});

describe("onboarding pages", () => {
  it("lists welcome, group and team; admins save one or several, sanitised", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    const companyId = await t.companyId("acme");
    expect((await admin.get(`/api/onboarding/pages/${companyId}`)).json()).toEqual([
      { pageName: "welcome", title: "", description: "" },
      { pageName: "group", title: "", description: "" },
      { pageName: "team", title: "", description: "" },
    ]);
    await admin.put("/api/onboarding/pages", {
      pageName: "welcome",
      title: "<b>Hi</b>",
      description: "<img src=x onerror=y><p>Welcome</p>",
    });
    const list = await admin.put("/api/onboarding/pages", [
      { pageName: "group", title: "Pick a group", description: "" },
      { pageName: "team", title: "Pick teams", description: "<ul><li>one</li></ul>" },
    ]);
    expect(list.json()).toEqual([
      { pageName: "welcome", title: "Hi", description: "<p>Welcome</p>" },
      { pageName: "group", title: "Pick a group", description: "" },
      { pageName: "team", title: "Pick teams", description: "<ul><li>one</li></ul>" },
    ]);
    expect(
      (await admin.put("/api/onboarding/pages", { pageName: "other", title: "", description: "" }))
        .statusCode,
    ).toBe(400);
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect(
      (await emma.put("/api/onboarding/pages", { pageName: "team", title: "x", description: "" })).statusCode,
    ).toBe(403);
    expect((await emma.get(`/api/onboarding/pages/${companyId}`)).json()[0].title).toBe("Hi");
    const gina = await t.signIn(GLOBEX_ADMIN);
    expect((await gina.get(`/api/onboarding/pages/${companyId}`)).statusCode).toBe(404);
  });
});
