import { session2Schema } from "@chorus/shared/session/session.contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/session", () => {
  it("hands out a CSRF token in a header, signed in or not", async () => {
    const response = await t.client().get("/api/session");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-csrf-token"]).toMatch(/^[\w-]{40,}$/);
    expect(response.json()).toEqual({ isLoggedIn: false, userId: null, role: null, companyId: null });
  });

  it("reports the signed-in user", async () => {
    const client = await t.signIn(DEMO_USERS.admin);
    const body = (await client.get("/api/session")).json();
    expect(body).toMatchObject({ isLoggedIn: true, role: "admin", userId: await t.userId(DEMO_USERS.admin) });
  });
});

describe("GET /api/session2", () => {
  it("returns the Session entity of the spec", async () => {
    const client = await t.signIn(DEMO_USERS.channel_manager);
    const response = await client.get("/api/session2");
    expect(response.statusCode).toBe(200);
    const session = session2Schema.parse(response.json());
    expect(session.role).toBe("channel_manager");
    expect(session.user.email).toBe(DEMO_USERS.channel_manager);
    expect(session.user.companySubdomain).toBe("acme");
    expect(session.user.managingChannelIdList.length).toBe(2);
    expect(session.user.switchableRoleList).toEqual(["channel_manager"]);
    expect(session.company).toMatchObject({ name: "Acme", subdomain: "acme", isGroupEnabled: true });
    expect(session.company.domainSet).toContain("acme.example");
    // Secrets never leave the server.
    expect(response.body).not.toMatch(/password_?hash|argon2/i);
  });

  it.each([
    [DEMO_USERS.sharer, ["sharer"]],
    [DEMO_USERS.channel_analyst, ["channel_analyst"]],
    [DEMO_USERS.group_admin, ["group_admin"]],
    [DEMO_USERS.admin, ["admin"]],
    [DEMO_USERS.partner, ["partner", "admin"]],
    [DEMO_USERS.smarper, ["smarper", "partner", "admin"]],
  ])("lists the roles %s may switch to", async (email, roles) => {
    const client = await t.signIn(email);
    expect((await client.get("/api/session2")).json().user.switchableRoleList).toEqual(roles);
  });

  it("answers 401 with x-no-session without a session, or with a forged cookie", async () => {
    const anonymous = await t.client().get("/api/session2");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["x-no-session"]).toBe("1");
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/session2",
      cookies: { chorus_sid: "forged" },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe("PUT /api/session (role switching)", () => {
  it("saves the session with a role the user may take, and keeps it for later requests", async () => {
    const smarper = await t.signIn(DEMO_USERS.smarper);
    const switched = await smarper.put("/api/session", { role: "partner" });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().role).toBe("partner");
    expect((await smarper.get("/api/session2")).json().role).toBe("partner");
    // Back to the stored role is always allowed.
    expect((await smarper.put("/api/session", { role: "smarper" })).json().role).toBe("smarper");
  });

  it.each([
    [DEMO_USERS.sharer, "admin"],
    [DEMO_USERS.admin, "smarper"],
    [DEMO_USERS.partner, "smarper"],
    [DEMO_USERS.group_admin, "admin"],
  ])("refuses %s taking %s with 403.1", async (email, role) => {
    const client = await t.signIn(email);
    const response = await client.put("/api/session", { role });
    expect(response.statusCode).toBe(403);
    expect(response.headers["x-smarp-error-code"]).toBe("403.1");
    expect((await client.get("/api/session2")).json().role).not.toBe(role);
  });

  it("refuses an unknown role with 400", async () => {
    const client = await t.signIn(DEMO_USERS.admin);
    expect((await client.put("/api/session", { role: "emperor" })).statusCode).toBe(400);
  });
});

describe("GET /api/session2/user/enhancement", () => {
  it("returns the post-on-behalf settings", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    const response = await client.get("/api/session2/user/enhancement");
    expect(response.json()).toEqual({ userSettings: { postOnBehalf: { canShare: false, canPost: false } } });
  });

  it("says canPost and canShare once a content owner approved the matching collaboration", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const owner = await t.userId(DEMO_USERS.admin);
    const enhancement = async () =>
      (await emma.get("/api/session2/user/enhancement")).json().userSettings.postOnBehalf;
    const ada = await t.signIn(DEMO_USERS.admin);
    const askAndApprove = async (isPostCreationEnabled: boolean, isExternalShareEnabled: boolean) => {
      await emma.put("/api/behalf_post/collaborations", {
        contentOwnerId: owner,
        isPostCreationEnabled,
        isExternalShareEnabled,
      });
      // Nothing is granted while the request waits for the owner.
      expect(await enhancement()).toEqual({ canShare: false, canPost: false });
      await ada.post(`/api/behalf_post/collaborations/${owner}/status`, {
        status: "approved",
        contentWriterId: await t.userId(DEMO_USERS.sharer),
      });
    };
    await askAndApprove(true, false);
    expect(await enhancement()).toEqual({ canShare: false, canPost: true });
    await askAndApprove(false, true);
    expect(await enhancement()).toEqual({ canShare: true, canPost: false });
    await emma.delete(`/api/behalf_post/collaborations/${owner}`);
    expect(await enhancement()).toEqual({ canShare: false, canPost: false });
  });
});
