import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, loginAttempt, userSession } from "../../db/schema/index.ts";
import { createTestApp, DEMO_PASSWORD, DEMO_USERS, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /auth/password", () => {
  it("signs in with e-mail and password, case-insensitively, and answers the redirect", async () => {
    const client = t.client();
    const response = await client.post("/auth/password", {
      email: "Emma@Acme.Example",
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUrl: "/" });
    const cookie = response.cookies.find((c) => c.name === "chorus_sid");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "None", path: "/" });
    const session = await client.get("/api/session2");
    expect(session.json().user.email).toBe("emma@acme.example");
  });

  it("signs in with a phone number", async () => {
    const userId = await t.userId(DEMO_USERS.admin);
    await t.database.db.update(appUser).set({ phoneNumber: "+358401234567" }).where(eq(appUser.id, userId));
    const response = await t
      .client()
      .post("/auth/password", { phone: "+358401234567", password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["wrong password", { email: DEMO_USERS.sharer, password: "not-the-password" }],
    ["unknown account", { email: "nobody@acme.example", password: DEMO_PASSWORD }],
  ])("answers 400.61 for a %s", async (_name, body) => {
    const response = await t.client().post("/auth/password", body);
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-smarp-error-code"]).toBe("400.61");
    expect(response.json()).toEqual({
      code: "400.61",
      message: "Sorry, you entered an incorrect email address or password.",
    });
  });

  it.each([
    ["no body", undefined],
    ["no password", { email: DEMO_USERS.sharer }],
    ["a malformed phone", { phone: "12345", password: "x" }],
    ["a password of the wrong type", { email: DEMO_USERS.sharer, password: 42 }],
  ])("refuses %s with 400 and says which field", async (_name, body) => {
    const response = await t.client().post("/auth/password", body);
    expect(response.statusCode).toBe(400);
    expect(response.headers["x-smarp-error-code"]).toBe("400.0");
    expect(response.json().message).toMatch(/body/);
  });

  it("locks the account after 5 failures in 20 minutes, even for the right password, and keeps the lock in the database", async () => {
    const email = "gary@globex.example";
    const client = t.client();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await client.post("/auth/password", { email, password: `wrong-${i}` });
      codes.push(String(r.headers["x-smarp-error-code"]));
    }
    expect(codes).toEqual(["400.61", "400.61", "400.61", "400.61", "403.20"]);
    const locked = await client.post("/auth/password", { email, password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(
      "Your account is temporarily locked for 20 minutes due to multiple failed login attempts.",
    );
    const [row] = await t.database.db
      .select({ lockedUntil: appUser.lockedUntil })
      .from(appUser)
      .where(eq(appUser.id, await t.userId(email)));
    const minutes = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(19);
    expect(minutes).toBeLessThanOrEqual(20);
  });

  it("lets the account in again once the lock has passed, and a success resets the failure count", async () => {
    const email = DEMO_USERS.channel_analyst;
    const userId = await t.userId(email);
    const client = t.client();
    for (let i = 0; i < 4; i++) await client.post("/auth/password", { email, password: `wrong-${i}` });
    expect((await client.post("/auth/password", { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    // Four more failures after the success do not lock: the count restarted.
    const after = [];
    for (let i = 0; i < 4; i++)
      after.push((await t.client().post("/auth/password", { email, password: `x-${i}` })).statusCode);
    expect(after).toEqual([400, 400, 400, 400]);
    // An expired lock no longer blocks.
    await t.database.db
      .update(appUser)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(appUser.id, userId));
    await t.database.db.delete(loginAttempt).where(eq(loginAttempt.userId, userId));
    expect((await t.client().post("/auth/password", { email, password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it("scopes sign-in to the company of the host's subdomain", async () => {
    const onAcme = await t.client().request({
      method: "POST",
      url: "/auth/password",
      headers: { host: "acme.localhost:3000" },
      payload: { email: "gina@globex.example", password: DEMO_PASSWORD },
    });
    expect(onAcme.statusCode).toBe(400);
    expect(onAcme.headers["x-smarp-error-code"]).toBe("400.61");
    const onGlobex = await t.client().request({
      method: "POST",
      url: "/auth/password",
      headers: { host: "globex.localhost:3000" },
      payload: { email: "gina@globex.example", password: DEMO_PASSWORD },
    });
    expect(onGlobex.statusCode).toBe(200);
  });

  it("refuses a sign-in without the CSRF token with 403.108", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/password",
      payload: { email: DEMO_USERS.sharer, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers["x-smarp-error-code"]).toBe("403.108");
  });
});

describe("GET /auth/out", () => {
  it("ends the session, clears the cookie and goes to the login page", async () => {
    const client = await t.signIn(DEMO_USERS.sharer);
    const out = await client.get("/auth/out");
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/account");
    const after = await client.get("/api/session2");
    expect(after.statusCode).toBe(401);
    expect(after.headers["x-no-session"]).toBe("1");
  });
});

describe("POST /auth/out/force/:userId", () => {
  it("lets an admin end every session of a user of the company", async () => {
    const emma1 = await t.signIn(DEMO_USERS.sharer);
    const emma2 = await t.signIn(DEMO_USERS.sharer);
    const admin = await t.signIn(DEMO_USERS.admin);
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const response = await admin.post(`/auth/out/force/${emmaId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().removedSessionCount).toBeGreaterThanOrEqual(2);
    expect((await emma1.get("/api/session2")).statusCode).toBe(401);
    expect((await emma2.get("/api/session2")).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(userSession)
      .where(and(eq(userSession.userId, emmaId)));
    expect(left).toHaveLength(0);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    expect((await admin.post("/auth/out/force/not-an-id")).statusCode).toBe(400);
    expect((await admin.post("/auth/out/force/0123456789abcdef01234567")).statusCode).toBe(404);
  });
});
