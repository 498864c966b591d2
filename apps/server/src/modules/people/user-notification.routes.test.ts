import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { OUTSIDE_OWN_GROUP } from "./people.scope.ts";
import { ROLE_OUT_OF_REACH } from "./user-admin.service.ts";
import { OWN_SETTINGS_ONLY } from "./user-notification.service.ts";

let t: TestApp;
let emma: TestClient; // sharer, Headquarters
let ada: TestClient; // admin
let gustav: TestClient; // group admin of Field Sales

beforeAll(async () => {
  t = await createTestApp();
  [emma, ada, gustav] = await Promise.all([
    t.signIn(DEMO_USERS.sharer),
    t.signIn(DEMO_USERS.admin),
    t.signIn(DEMO_USERS.group_admin),
  ]);
});
afterAll(() => t.close());

const settingsOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.id, await t.userId(email)))
  )[0]!.notificationSettings;

describe("PUT /api/user/{UserId}/notification", () => {
  it("changes the named settings of one's own account and keeps the others; the session shows them", async () => {
    const before = await settingsOf(DEMO_USERS.sharer);
    const response = await emma.put("/api/user/me/notification", { instantPost: false, shareStat: false });
    expect(response.statusCode).toBe(200);
    const expected = { ...before, instantPost: false, shareStat: false };
    expect(response.json()).toEqual(expected);
    expect(await settingsOf(DEMO_USERS.sharer)).toEqual(expected);
    expect((await emma.get("/api/session2")).json().user.notification).toEqual(expected);
    const byId = await emma.put(`/api/user/${await t.userId(DEMO_USERS.sharer)}/notification`, {
      instantPost: true,
    });
    expect(byId.json().instantPost).toBe(true);
  });

  it("lets an administrator change a user's settings within reach only", async () => {
    const emmaId = await t.userId(DEMO_USERS.sharer);
    expect(
      (await ada.put(`/api/user/${emmaId}/notification`, { approvedPost: false })).json().approvedPost,
    ).toBe(false);
    const outside = await gustav.put(`/api/user/${emmaId}/notification`, { approvedPost: true });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(OUTSIDE_OWN_GROUP);
    const higher = await ada.put(`/api/user/${await t.userId(DEMO_USERS.smarper)}/notification`, {
      approvedPost: true,
    });
    expect(higher.json().message).toBe(ROLE_OUT_OF_REACH);
    const sharer = await emma.put(`/api/user/${await t.userId(DEMO_USERS.admin)}/notification`, {
      approvedPost: true,
    });
    expect(sharer.statusCode).toBe(403);
    expect(sharer.json().message).toBe(OWN_SETTINGS_ONLY);
    expect(await settingsOf(DEMO_USERS.admin)).toMatchObject({ approvedPost: true });
  });

  it.each([
    ["nothing", {}],
    ["an unknown setting only", { weeklyPoll: true }],
    ["a non-boolean", { instantPost: "no" }],
  ])("refuses %s (400)", async (_label, body) => {
    expect((await emma.put("/api/user/me/notification", body)).statusCode).toBe(400);
  });

  it("stores the group digest opt-out beside the other settings (issue #14)", async () => {
    const off = await emma.put("/api/user/me/notification", { digest: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ digest: false });
    expect(await settingsOf(DEMO_USERS.sharer)).toMatchObject({ digest: false });
    expect((await emma.put("/api/user/me/notification", { digest: true })).json()).toMatchObject({
      digest: true,
    });
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    expect(
      (await ada.put("/api/user/0123456789abcdef01234567/notification", { shareStat: true })).statusCode,
    ).toBe(404);
    expect((await ada.put("/api/user/someone/notification", { shareStat: true })).statusCode).toBe(400);
  });
});
