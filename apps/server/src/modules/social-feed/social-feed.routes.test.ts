import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { DEMO_USERS, type TestClient } from "../../test/test-app.ts";
import { FAKE_ADMINISTERED_ORGANIZATION, FAKE_ORGANIZATION_POSTS } from "../share/testing/fake-network.ts";
import { type ShareKit, startShareKit } from "../share/testing/share-test-kit.ts";
import { forgetCachedFeed } from "./social-feed.cache.ts";

/**
 * Issue 13, social feed: an admin connects the company's LinkedIn page (OAuth with the organisation
 * scopes), the feed lists the page's posts from LinkedIn's Posts API; all against the local fake,
 * which checks every request (versions, scopes, the author URN) and records what breaks the rules.
 */
let kit: ShareKit;
let ada: TestClient;
let emma: TestClient;
let acmeId: string;
beforeAll(async () => {
  kit = await startShareKit();
  ada = await kit.t.signIn(DEMO_USERS.admin);
  emma = await kit.t.signIn(DEMO_USERS.sharer);
  acmeId = (await ada.get("/api/session2")).json().company._id;
});
afterAll(() => kit.close());
beforeEach(() => {
  expect(kit.fake.problems).toEqual([]);
});

const page = () => `/api/company/${acmeId}/linkedin-page`;

/** The connect as a browser does it: our redirect (admin), LinkedIn's consent, the callback. */
async function connectPage(client: TestClient) {
  const start = await client.get(`${page()}/connect`);
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get("scope")?.split(" ").sort()).toEqual([
    "r_organization_social",
    "rw_organization_admin",
  ]);
  expect(authorize.searchParams.get("redirect_uri")).toBe(
    "http://chorus.test/api/company/linkedin-page/callback",
  );
  const consent = kit.fake.authorize(authorize.href);
  const callback = await client.get(
    `/api/company/linkedin-page/callback?code=${encodeURIComponent(consent.code)}&state=${encodeURIComponent(consent.state)}`,
  );
  expect(callback.statusCode, callback.body).toBe(302);
  return { callback, consent };
}

describe("social feed from the company's LinkedIn page", () => {
  it("is a clear empty state while no page is connected", async () => {
    const feed = await emma.get("/api/social-feed");
    expect(feed.statusCode).toBe(200);
    expect(feed.json()).toEqual({
      isConnected: false,
      needsReconnect: false,
      organizationName: null,
      postList: [],
    });
    expect((await ada.get(page())).json()).toMatchObject({ isConnected: false, organizationUrn: null });
  });

  it("an admin connects: the token is sealed, the only page administered is chosen, the feed lists its published posts", async () => {
    const before = kit.fake.requests.length;
    const { callback } = await connectPage(ada);
    expect(callback.headers.location).toBe("/social-feed?linkedinPage=connected");
    const [stored] = await rowsOf<{ access_token_sealed: string; organization_urn: string }>(
      kit.t.database.db,
      sql`SELECT access_token_sealed, organization_urn FROM company_linkedin_page WHERE company_id = ${acmeId}`,
    );
    expect(stored?.organization_urn).toBe(FAKE_ADMINISTERED_ORGANIZATION);
    // Sealed: the token the fake gave is not in the row.
    const token = kit.fake.requests
      .slice(before)
      .map((r) => String(r.headers.authorization ?? ""))
      .find((h) => h.startsWith("Bearer "))
      ?.slice(7);
    expect(token).toBeTruthy();
    expect(stored?.access_token_sealed).not.toContain(token);
    expect((await ada.get(page())).json()).toMatchObject({
      isConnected: true,
      needsReconnect: false,
      organizationUrn: FAKE_ADMINISTERED_ORGANIZATION,
      organizationName: "Acme Corporation",
    });

    const feed = await emma.get("/api/social-feed");
    expect(feed.statusCode, feed.body).toBe(200);
    const published = FAKE_ORGANIZATION_POSTS.filter((p) => p.lifecycleState === "PUBLISHED");
    expect(feed.json()).toEqual({
      isConnected: true,
      needsReconnect: false,
      organizationName: "Acme Corporation",
      postList: published.map((p) => ({
        id: p.id,
        text: p.commentary,
        url: `https://www.linkedin.com/feed/update/${encodeURIComponent(p.id)}/`,
        createdAt: new Date(p.publishedAt).toISOString(),
      })),
    });
    const call = kit.fake.requests.filter((r) => r.path.startsWith("/li/rest/posts")).at(-1);
    expect(call?.method).toBe("GET");
    const query = new URL(call?.path ?? "", "http://x").searchParams;
    expect(query.get("q")).toBe("author");
    expect(query.get("author")).toBe(FAKE_ADMINISTERED_ORGANIZATION);
    expect(call?.headers["linkedin-version"]).toBe(kit.fake.options.linkedinVersion);
    expect(call?.headers["x-restli-protocol-version"]).toBe("2.0.0");
    expect(kit.fake.problems).toEqual([]);
  });

  it("keeps the posts briefly: a second read within the minute asks LinkedIn nothing", async () => {
    const calls = () => kit.fake.count("GET", "/li/rest/posts");
    const first = calls();
    expect((await emma.get("/api/social-feed")).json().postList.length).toBeGreaterThan(0);
    expect(calls()).toBe(first);
    forgetCachedFeed(acmeId);
    await emma.get("/api/social-feed");
    expect(calls()).toBe(first + 1);
  });

  it("lists the pages the admin administers, and refuses to choose one they do not", async () => {
    const list = await ada.get(`${page()}/organization`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      organizationList: [{ urn: FAKE_ADMINISTERED_ORGANIZATION, name: "Acme Corporation" }],
    });
    const other = await ada.put(page(), { organizationUrn: "urn:li:organization:1035" });
    expect(other.statusCode).toBe(400);
    expect((await ada.put(page(), { organizationUrn: "not-a-urn" })).statusCode).toBe(400);
    const chosen = await ada.put(page(), { organizationUrn: FAKE_ADMINISTERED_ORGANIZATION });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().organizationName).toBe("Acme Corporation");
  });

  it("a revoked or expired token shows the reconnect message; connecting again brings the posts back", async () => {
    forgetCachedFeed(acmeId);
    kit.fake.revokeAccessTokens();
    const feed = await emma.get("/api/social-feed");
    expect(feed.statusCode).toBe(200);
    expect(feed.json()).toMatchObject({ isConnected: true, needsReconnect: true, postList: [] });
    expect((await ada.get(page())).json().needsReconnect).toBe(true);
    // Marked: the feed does not keep asking LinkedIn with a dead token.
    const calls = kit.fake.count("GET", "/li/rest/posts");
    await emma.get("/api/social-feed");
    expect(kit.fake.count("GET", "/li/rest/posts")).toBe(calls);
    await connectPage(ada);
    const back = await emma.get("/api/social-feed");
    expect(back.json()).toMatchObject({ needsReconnect: false });
    expect(back.json().postList.length).toBe(2);
  });

  it("a callback replayed, or from another browser, stores nothing", async () => {
    const start = await ada.get(`${page()}/connect`);
    const consent = kit.fake.authorize(String(start.headers.location));
    const stranger = await kit.t.signIn(DEMO_USERS.admin);
    const wrongBrowser = await stranger.get(
      `/api/company/linkedin-page/callback?code=${consent.code}&state=${encodeURIComponent(consent.state)}`,
    );
    expect(wrongBrowser.headers.location).toBe("/social-feed?linkedinPage=failed");
    const replay = await ada.get(
      `/api/company/linkedin-page/callback?code=${consent.code}&state=${encodeURIComponent(consent.state)}`,
    );
    expect(replay.headers.location).toBe("/social-feed?linkedinPage=expired");
  });

  it("members cannot connect, choose or disconnect; an admin disconnects and the feed is empty again", async () => {
    expect((await emma.get(`${page()}/connect`)).statusCode).toBe(403);
    expect((await emma.get(page())).statusCode).toBe(403);
    expect((await emma.delete(page())).statusCode).toBe(403);
    const gone = await ada.delete(page());
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ isConnected: false });
    const [left] = await rowsOf<{ n: number }>(
      kit.t.database.db,
      sql`SELECT count(*)::int AS n FROM company_linkedin_page WHERE company_id = ${acmeId}`,
    );
    expect(left?.n).toBe(0);
    expect((await emma.get("/api/social-feed")).json()).toMatchObject({ isConnected: false, postList: [] });
  });
});
