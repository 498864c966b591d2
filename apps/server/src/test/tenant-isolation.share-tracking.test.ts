import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { behalfCollaboration, companyUtmSetting, post, postView, share } from "../db/schema/index.ts";
import { connect, linkPost, type ShareKit, startShareKit } from "../modules/share/testing/share-test-kit.ts";
import { livePostIn, setPost } from "./engagement-fixtures.ts";
import { DEMO_USERS, GLOBEX_ADMIN, GLOBEX_SHARER, type TestClient } from "./test-app.ts";

/**
 * Company UTM tags, the post view tracker and sharing on behalf across tenants: a Globex session
 * gets 404 for Acme's settings, posts and content owners, and Acme's rows stay as they were.
 */
let kit: ShareKit;
let gina: TestClient;
let gary: TestClient;
let acmeId: string;
let acmePostId: string;
let chloeId: string;
const fakePostsBefore = { n: 0 };

const snapshot = async () => ({
  utm: await kit.t.database.db
    .select()
    .from(companyUtmSetting)
    .where(eq(companyUtmSetting.companyId, acmeId)),
  post: (await kit.t.database.db.select({ n: post.viewCount }).from(post).where(eq(post.id, acmePostId)))[0],
  views: await kit.t.database.db.select().from(postView).where(eq(postView.postId, acmePostId)),
  shares: await kit.t.database.db.select().from(share).where(eq(share.postId, acmePostId)),
  collaborations: await kit.t.database.db.select().from(behalfCollaboration),
});

beforeAll(async () => {
  kit = await startShareKit();
  [gina, gary] = await Promise.all([kit.t.signIn(GLOBEX_ADMIN), kit.t.signIn(GLOBEX_SHARER)]);
  acmeId = await kit.t.companyId("acme");
  chloeId = await kit.t.userId(DEMO_USERS.channel_manager);
  acmePostId = await linkPost(kit, 0);
  const ada = await kit.t.signIn(DEMO_USERS.admin);
  const saved = await ada.put(`/api/company/${acmeId}/utm`, {
    isEnabled: true,
    tagList: [{ name: "utm_campaign", type: "staticText", value: "acme" }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // Chloe, an Acme content owner with a connected LinkedIn.
  await connect(kit, await kit.t.signIn(DEMO_USERS.channel_manager), "linkedin");
  await (await kit.t.signIn(DEMO_USERS.admin)).post(`/api/post3/${acmePostId}/tracker?source=feed`);
  fakePostsBefore.n = kit.fake.posts.length;
});
afterAll(() => kit.close());

describe("tenant isolation: UTM tags, view tracker, sharing on behalf", () => {
  it.each([
    ["read Acme's UTM tags", (c: TestClient) => c.get(`/api/company/${acmeId}/utm`)],
    [
      "change Acme's UTM tags",
      (c: TestClient) => c.put(`/api/company/${acmeId}/utm`, { isEnabled: false, tagList: [] }),
    ],
    [
      "count a view of an Acme post",
      (c: TestClient) => c.post(`/api/post3/${acmePostId}/tracker?source=email`),
    ],
    [
      "share an Acme post on an Acme owner's behalf",
      (c: TestClient) =>
        c.post("/api/share", { postId: acmePostId, media: "linkedin", comment: "", contentOwnerId: chloeId }),
    ],
  ])("Globex cannot %s: 404, unchanged", async (label, call) => {
    const before = await snapshot();
    for (const client of [gina, gary]) {
      const response = await call(client);
      // The company settings need an admin: Globex's sharer is stopped by the route policy (403) first.
      const expected = client === gary && label.includes("UTM") ? [403, 404] : [404];
      expect(expected, `${response.statusCode} ${response.body}`).toContain(response.statusCode);
    }
    expect(await snapshot()).toEqual(before);
    expect(kit.fake.posts.length).toBe(fakePostsBefore.n);
  });

  it("a Globex post cannot go to an Acme owner's account either (404, nothing posted)", async () => {
    // A live Globex post Gary reads, so only the owner check can refuse it.
    const globexPostId = await livePostIn(kit.t.database.db, "Globex Announcements", 0);
    await setPost(kit.t.database.db, globexPostId, {
      type: "link",
      url: "https://globex.example/n",
      socnetSet: {},
    });
    expect((await gary.get(`/api/post3/${globexPostId}`)).statusCode).toBe(200);
    const response = await gary.post("/api/share", {
      postId: globexPostId,
      media: "linkedin",
      comment: "",
      contentOwnerId: chloeId,
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(kit.fake.posts.length).toBe(fakePostsBefore.n);
  });
});
