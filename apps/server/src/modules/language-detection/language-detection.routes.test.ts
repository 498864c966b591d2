import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { channelFixtures } from "../channel/channel.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("languages", () => {
  it.each([
    ["Guten Morgen, wir treffen uns heute im großen Saal zur Betriebsversammlung.", "de"],
    ["Nous serons au salon de Lyon la semaine prochaine avec toute l'équipe.", "fr"],
    ["We will be at the trade show in Lyon next week with the whole team.", "en"],
    ["", "en"],
  ])("detects %j as %s", async (text, lang) => {
    const client = await t.signIn(DEMO_USERS.sharer);
    expect((await client.post("/api/lang/detect", { text })).json()).toEqual({ lang });
  });

  it("lists the supported read languages as {display, value}", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    const list = (await client.get("/api/lang?filter=supportedRead")).json();
    expect(list).toContainEqual({ display: "English", value: "en" });
    expect((await client.get("/api/lang?filter=everything")).statusCode).toBe(400);
  });

  it("the company map sends a detected language onto a supported one, also on post save", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    expect((await admin.put("/api/lang/map", { map: { de: "xx" } })).statusCode).toBe(400);
    expect((await admin.put("/api/lang/map", { map: { DE: "en" } })).statusCode).toBe(400);
    expect((await admin.put("/api/lang/map", { map: { de: "nl" } })).json()).toEqual({ map: { de: "nl" } });
    expect((await admin.get("/api/lang/map")).json()).toEqual({ map: { de: "nl" } });
    const text = "Guten Morgen, wir treffen uns heute im großen Saal zur Betriebsversammlung.";
    expect((await admin.post("/api/lang/detect", { text })).json()).toEqual({ lang: "nl" });
    const events = await channelFixtures(t).channelId("Events");
    const post = await admin.post("/api/post3", {
      type: "article",
      title: "Versammlung",
      body: text,
      channelList: [{ _id: events }],
    });
    expect(post.json().post.lang).toBe("nl");
    const explicit = await admin.post("/api/post3", {
      type: "article",
      title: "Hi",
      body: text,
      lang: "de",
      channelList: [{ _id: events }],
    });
    expect(explicit.json().post.lang).toBe("de");
  });
});
