import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyUtmSetting } from "../../db/schema/index.ts";
import { DEMO_USERS, type TestClient } from "../../test/test-app.ts";
import { linkPost, type ShareKit, startShareKit } from "./testing/share-test-kit.ts";

let kit: ShareKit;
let ada: TestClient; // admin
let emma: TestClient; // sharer
let acmeId: string;
let emmaId: string;
const url = () => `/api/company/${acmeId}/utm`;
const body = (r: { body: string }) => JSON.parse(r.body);

beforeAll(async () => {
  kit = await startShareKit();
  [ada, emma] = await Promise.all([kit.t.signIn(DEMO_USERS.admin), kit.t.signIn(DEMO_USERS.sharer)]);
  acmeId = await kit.t.companyId("acme");
  emmaId = await kit.t.userId(DEMO_USERS.sharer);
});
afterAll(() => kit.close());

/** Emma shares the post as a generic link; the tracked link's target query. */
async function followedQuery(postId: string, media = "generic") {
  const shared = body(await emma.post("/api/share", { postId, media, comment: "" }));
  const visit = await kit.t.app.inject({ method: "GET", url: new URL(shared.link).pathname });
  expect(visit.statusCode, visit.body).toBe(302);
  return Object.fromEntries(new URL(String(visit.headers.location)).searchParams);
}

describe("GET/PUT /api/company/{companyId}/utm", () => {
  it("nothing saved: disabled, with the tags links carry today", async () => {
    const response = await ada.get(url());
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({
      isEnabled: false,
      tagList: [
        { name: "utm_source", type: "socialNetwork" },
        { name: "utm_medium", type: "staticText", value: "social" },
        { name: "utm_campaign", type: "staticText", value: "employee_advocacy" },
        { name: "utm_content", type: "postId" },
      ],
    });
  });

  it.each([
    [
      "a staticText tag without a value",
      { isEnabled: true, tagList: [{ name: "utm_term", type: "staticText" }] },
    ],
    [
      "a name listed twice",
      {
        isEnabled: true,
        tagList: [
          { name: "utm_term", type: "userId" },
          { name: "utm_term", type: "postId" },
        ],
      },
    ],
    ["an unknown type", { isEnabled: true, tagList: [{ name: "utm_term", type: "email" }] }],
    ["an unknown name", { isEnabled: true, tagList: [{ name: "gclid", type: "postId" }] }],
    ["no isEnabled", { tagList: [] }],
  ])("%s → 400, nothing saved", async (_label, payload) => {
    const response = await ada.put(url(), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(await kit.t.database.db.select().from(companyUtmSetting)).toEqual([]);
  });

  it("a sharer may not read or change them (403); another company's are not found (404)", async () => {
    expect((await emma.get(url())).statusCode).toBe(403);
    expect((await emma.put(url(), { isEnabled: true, tagList: [] })).statusCode).toBe(403);
    const globex = await kit.t.companyId("globex");
    expect((await ada.get(`/api/company/${globex}/utm`)).statusCode).toBe(404);
    expect((await ada.put(`/api/company/${globex}/utm`, { isEnabled: true, tagList: [] })).statusCode).toBe(
      404,
    );
  });

  it("saves the settings (a value kept only for staticText) and reads them back", async () => {
    const saved = {
      isEnabled: true,
      tagList: [
        { name: "utm_source", type: "socialNetwork" },
        { name: "utm_medium", type: "staticText", value: "employee" },
        { name: "utm_campaign", type: "staticText", value: "spring_launch" },
        { name: "utm_term", type: "userId", value: "ignored" },
        { name: "utm_content", type: "postId" },
        { name: "utm_id", type: "empty" },
      ],
    };
    const response = await ada.put(url(), saved);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...saved,
      tagList: saved.tagList.map(({ value, ...tag }) =>
        tag.type === "staticText" ? { ...tag, value } : tag,
      ),
    };
    expect(body(response)).toEqual(expected);
    expect(body(await ada.get(url()))).toEqual(expected);
  });
});

describe("the tracked link's UTM query", () => {
  it("enabled: built from the company's tags (userId: the sharer; socialNetwork: the media; empty: left out)", async () => {
    const postId = await linkPost(kit, 0);
    expect(await followedQuery(postId)).toEqual({
      utm_source: "generic",
      utm_medium: "employee",
      utm_campaign: "spring_launch",
      utm_term: emmaId,
      utm_content: postId,
    });
  });

  it("a post's own utmTags replace the company's tags of the same name", async () => {
    const postId = await linkPost(kit, 1, {
      utmTags: { campaign: { type: "staticText", value: "post_campaign" }, utm_term: { type: "empty" } },
    });
    expect(await followedQuery(postId)).toEqual({
      utm_source: "generic",
      utm_medium: "employee",
      utm_campaign: "post_campaign",
      utm_content: postId,
    });
  });

  it("disabled: the fixed defaults, whatever the post says", async () => {
    const current = body(await ada.get(url()));
    expect((await ada.put(url(), { ...current, isEnabled: false })).statusCode).toBe(200);
    const postId = await linkPost(kit, 2, { utmTags: { campaign: { type: "staticText", value: "x" } } });
    expect(await followedQuery(postId)).toEqual({
      utm_source: "generic",
      utm_medium: "social",
      utm_campaign: "employee_advocacy",
      utm_content: postId,
    });
    const [row] = await kit.t.database.db
      .select()
      .from(companyUtmSetting)
      .where(eq(companyUtmSetting.companyId, acmeId));
    expect(row?.tagList).toHaveLength(6);
  });
});
