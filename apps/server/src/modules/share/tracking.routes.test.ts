import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, shareClick } from "../../db/schema/index.ts";
import { DEMO_USERS, type TestClient } from "../../test/test-app.ts";
import { linkPost, type ShareKit, startShareKit } from "./testing/share-test-kit.ts";
import { visitorFingerprint } from "./tracking.service.ts";

let kit: ShareKit;
let emma: TestClient;
beforeAll(async () => {
  kit = await startShareKit();
  emma = await kit.t.signIn(DEMO_USERS.sharer);
});
afterAll(() => kit.close());

const star = async (email: string) => {
  const id = await kit.t.userId(email);
  return (
    (await kit.t.database.db.select({ star: appUser.star }).from(appUser).where(eq(appUser.id, id)))[0]
      ?.star ?? 0
  );
};
const visit = (path: string, ip: string, ua: string) =>
  kit.t.app.inject({ method: "GET", url: path, remoteAddress: ip, headers: { "user-agent": ua } });

describe("GET /s/{shortCode}: the tracked link", () => {
  it("redirects to the article with UTM tags and pays uniqueClickPoint once per visitor", async () => {
    const postId = await linkPost(kit, 0);
    const shared = JSON.parse(
      (await emma.post("/api/share", { postId, media: "generic", comment: "" })).body,
    );
    const path = new URL(shared.link).pathname;
    const before = await star(DEMO_USERS.sharer);

    const first = await visit(path, "203.0.113.7", "Firefox");
    expect(first.statusCode).toBe(302);
    const target = new URL(String(first.headers.location));
    expect(target.origin + target.pathname).toBe("https://news.acme.example/story");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      utm_source: "generic",
      utm_medium: "social",
      utm_campaign: "employee_advocacy",
      utm_content: postId,
    });
    // Acme's uniqueClickPoint is 1.
    expect(await star(DEMO_USERS.sharer)).toBe(before + 1);
    await visit(path, "203.0.113.7", "Firefox");
    expect(await star(DEMO_USERS.sharer)).toBe(before + 1);
    await visit(path, "203.0.113.8", "Firefox");
    await visit(path, "203.0.113.7", "Safari");
    expect(await star(DEMO_USERS.sharer)).toBe(before + 3);
    const clicks = await kit.t.database.db
      .select()
      .from(shareClick)
      .where(eq(shareClick.shareId, shared._id));
    expect(clicks).toHaveLength(3);
    // Only a keyed hash is kept, never the address.
    expect(
      clicks.every((c) => /^[0-9a-f]{64}$/.test(c.fingerprint) && !c.fingerprint.includes("203.0")),
    ).toBe(true);
    const points = JSON.parse((await emma.get("/api/user/me/points")).body);
    expect(points.entryList.filter((e: { reason: string }) => e.reason === "unique_click")).toHaveLength(3);
  });

  it("a post without an outside URL leads to its page; a pending share's link works but pays nothing", async () => {
    const postId = await linkPost(kit, 1, { type: "article", url: null });
    const pending = JSON.parse(
      (await emma.post("/api/share", { postId, media: "facebook", comment: "" })).body,
    );
    const before = await star(DEMO_USERS.sharer);
    const response = await visit(new URL(pending.link).pathname, "198.51.100.1", "Edge");
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(
      new RegExp(`^http://chorus\\.test/preview/${postId}\\?utm_source=facebook`),
    );
    expect(await star(DEMO_USERS.sharer)).toBe(before);
  });

  it.each(["unknownCode1", "bad!code"])("%s → 404", async (code) => {
    const response = await visit(`/s/${code}`, "198.51.100.2", "x");
    expect([400, 404]).toContain(response.statusCode);
  });

  it("a fingerprint changes with the day", () => {
    const key = Buffer.alloc(32, 1);
    const a = visitorFingerprint(key, "1.2.3.4", "ua", new Date("2026-03-10T10:00:00Z"));
    expect(visitorFingerprint(key, "1.2.3.4", "ua", new Date("2026-03-10T23:00:00Z"))).toBe(a);
    expect(visitorFingerprint(key, "1.2.3.4", "ua", new Date("2026-03-11T01:00:00Z"))).not.toBe(a);
  });
});
