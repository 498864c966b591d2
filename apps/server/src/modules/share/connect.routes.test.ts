import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, socialConnection } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS } from "../../test/test-app.ts";
import { connect, type ShareKit, startShareKit } from "./testing/share-test-kit.ts";

let kit: ShareKit;
beforeAll(async () => {
  kit = await startShareKit();
});
afterAll(() => kit.close());

const connectionOf = async (userId: string, network: string) => {
  const [row] = await kit.t.database.db
    .select()
    .from(socialConnection)
    .where(and(eq(socialConnection.userId, userId), eq(socialConnection.network, network)));
  return row;
};

describe("GET /oauth/{network}/connect → callback (OAuth 2 code flow with PKCE and state)", () => {
  it("sends the browser to LinkedIn with PKCE S256, state and posting scopes, then stores the tokens encrypted", async () => {
    const emma = await kit.t.signIn(DEMO_USERS.sharer);
    const start = await emma.get("/oauth/linkedin/connect?redirect=post");
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin + url.pathname).toBe(`${kit.fake.base}/li/oauth/v2/authorization`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe("http://chorus.test/oauth/linkedin/connect/callback");
    expect(url.searchParams.get("scope")).toContain("w_member_social");
    expect(start.cookies.find((c) => c.name === "chorus_connect")?.value).toBe(url.searchParams.get("state"));

    const consent = kit.fake.authorize(url.href);
    const callback = await emma.get(
      `/oauth/linkedin/connect/callback?code=${consent.code}&state=${consent.state}`,
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/?connected=linkedin");
    expect(kit.fake.problems).toEqual([]);

    const emmaId = await kit.t.userId(DEMO_USERS.sharer);
    const row = await connectionOf(emmaId, "linkedin");
    expect(row?.subject).toBe("AbC123xyz");
    // Encrypted at rest: the stored values are not the tokens the network gave.
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(row?.accessTokenSealed).not.toContain("at-li-");
    expect(row?.refreshTokenSealed).not.toContain("rt-li-");

    const session = JSON.parse((await emma.get("/api/session2")).body);
    expect(session.user.connected).toEqual({ linkedin: true, twitter: false, facebook: false, xing: false });
    // LinkedIn's refresh token lasts a year: that is when the connection lapses.
    const expiredAt = new Date(session.user.linkedinTokenExpiredAt).getTime();
    expect(expiredAt).toBeGreaterThan(Date.now() + 360 * 24 * 3600_000);
  });

  it.each([
    ["%2Fprofile%3Ftab%3Dnetworks", "/profile?tab=networks&connected=linkedin"],
    ["%2F%09%2Fevil.example", "/?connected=linkedin"],
    ["%2F.%2F%2Fevil.example", "/?connected=linkedin"],
  ])("returns to a local path only (redirect=%s)", async (redirect, expected) => {
    const emma = await kit.t.signIn(DEMO_USERS.sharer);
    const start = await emma.get(`/oauth/linkedin/connect?redirect=${redirect}`);
    const consent = kit.fake.authorize(String(start.headers.location));
    const callback = await emma.get(
      `/oauth/linkedin/connect/callback?code=${consent.code}&state=${consent.state}`,
    );
    expect(callback.headers.location).toBe(expected);
  });

  it("connects X (Basic client authentication at the token endpoint) and lists both connections", async () => {
    const emma = await kit.t.signIn(DEMO_USERS.sharer);
    await connect(kit, emma, "twitter");
    expect(kit.fake.problems).toEqual([]);
    const list = JSON.parse((await emma.get("/api/socnet/connections")).body);
    expect(list).toEqual([
      { network: "linkedin", connected: true, expiresAt: expect.any(String), needsReconnect: false },
      // X refresh tokens do not expire: no lapse date, nothing to flag.
      { network: "twitter", connected: true, expiresAt: null, needsReconnect: false },
    ]);
  });

  it.each([
    ["a state nobody issued", (state: string) => `${state}x`, "connect_expired"],
    ["the right state without the browser's cookie", (state: string) => state, "connect_failed"],
  ])("refuses a callback with %s", async (_label, stateOf, error) => {
    const anton = await kit.t.signIn(DEMO_USERS.channel_analyst);
    const start = await anton.get("/oauth/linkedin/connect");
    const consent = kit.fake.authorize(String(start.headers.location));
    if (error === "connect_failed") anton.cookies.delete("chorus_connect");
    const callback = await anton.get(
      `/oauth/linkedin/connect/callback?code=${consent.code}&state=${stateOf(consent.state)}`,
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain(`connectError=${error}`);
    expect(await connectionOf(await kit.t.userId(DEMO_USERS.channel_analyst), "linkedin")).toBeUndefined();
  });

  it("a callback cannot be replayed: the attempt is used once", async () => {
    const chloe = await kit.t.signIn(DEMO_USERS.channel_manager);
    const consent = await connect(kit, chloe, "linkedin");
    const again = await chloe.get(
      `/oauth/linkedin/connect/callback?code=${consent.code}&state=${consent.state}`,
    );
    expect(again.headers.location).toContain("connectError=connect_expired");
  });

  it("another user's callback does not connect the signed-in one", async () => {
    const gustav = await kit.t.signIn(DEMO_USERS.group_admin);
    const ada = await kit.t.signIn(DEMO_USERS.admin);
    const start = await gustav.get("/oauth/twitter/connect");
    const consent = kit.fake.authorize(String(start.headers.location));
    ada.cookies.set("chorus_connect", consent.state);
    const callback = await ada.get(
      `/oauth/twitter/connect/callback?code=${consent.code}&state=${consent.state}`,
    );
    expect(callback.headers.location).toContain("connectError=connect_failed");
    expect(await connectionOf(await kit.t.userId(DEMO_USERS.admin), "twitter")).toBeUndefined();
  });

  it.each(["facebook", "xing", "generic", "viadeo", "myspace"])(
    "%s has no connect (self-share or unknown): 404",
    async (network) => {
      const emma = await kit.t.signIn(DEMO_USERS.sharer);
      const response = await emma.get(`/oauth/${network}/connect?redirect=post`);
      expect(response.statusCode).toBe(404);
    },
  );

  it("needs a session", async () => {
    expect((await kit.t.client().get("/oauth/linkedin/connect")).statusCode).toBe(401);
  });
});

describe("DELETE /api/socnet/{network}/connection", () => {
  it("forgets the tokens, clears the connected flag and linkedinTokenExpiredAt", async () => {
    const pablo = await kit.t.signIn(DEMO_USERS.partner);
    await connect(kit, pablo, "linkedin");
    const response = await pablo.delete("/api/socnet/linkedin/connection");
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ network: "linkedin", connected: false, removed: true });
    const pabloId = await kit.t.userId(DEMO_USERS.partner);
    expect(await connectionOf(pabloId, "linkedin")).toBeUndefined();
    const [user] = await kit.t.database.db.select().from(appUser).where(eq(appUser.id, pabloId));
    expect(user?.linkedinTokenExpiredAt).toBeNull();
    const again = JSON.parse((await pablo.delete("/api/socnet/linkedin/connection")).body);
    expect(again.removed).toBe(false);
  });
});

describe("connection health", () => {
  it("flags a connection that lapses within 7 days, or was refused", async () => {
    const sam = await kit.t.signIn(DEMO_USERS.smarper);
    await connect(kit, sam, "linkedin");
    const samId = await kit.t.userId(DEMO_USERS.smarper);
    const db = kit.t.database.db;
    const soon = new Date(Date.now() + 6 * 24 * 3600_000);
    await db
      .update(socialConnection)
      .set({ refreshExpiresAt: soon })
      .where(eq(socialConnection.userId, samId));
    let list = JSON.parse((await sam.get("/api/socnet/connections")).body);
    expect(list[0]).toEqual({
      network: "linkedin",
      connected: true,
      expiresAt: soon.toISOString(),
      needsReconnect: true,
    });
    await db
      .update(socialConnection)
      .set({ invalidAt: new Date() })
      .where(eq(socialConnection.userId, samId));
    list = JSON.parse((await sam.get("/api/socnet/connections")).body);
    expect(list[0]).toMatchObject({ connected: false, needsReconnect: true });
    const session = JSON.parse((await sam.get("/api/session2")).body);
    expect(session.user.connected.linkedin).toBe(false);
  });
});

describe("without a client id configured", () => {
  it("connect answers 404 saying so", async () => {
    const bare = await createTestApp();
    try {
      const emma = await bare.signIn(DEMO_USERS.sharer);
      const response = await emma.get("/oauth/linkedin/connect?redirect=post");
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body).message).toBe("Connecting LinkedIn is not configured on this server");
    } finally {
      await bare.close();
    }
  });
});
