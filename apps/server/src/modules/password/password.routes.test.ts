import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountToken, appUser, mailOutbox, userSession } from "../../db/schema/index.ts";
import type { SmtpCatcher } from "../../platform/mail/smtp-catcher.test-helpers.ts";
import { linkIn, recipientOf } from "../../platform/mail/smtp-catcher.test-helpers.ts";
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { ACME_HOST, at, createMailTestApp, errorCodeOf } from "../login-link/accounts.test-helpers.ts";

let t: TestApp;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await createMailTestApp());
});
afterAll(() => close());

const GOOD_PASSWORD = "Violet-Meadow-Lantern-42";

async function clearPassword(email: string) {
  await t.database.db
    .update(appUser)
    .set({ passwordHash: null })
    .where(eq(appUser.id, await t.userId(email)));
}

/** Asks for a reset link and returns its token and user id, as the mail carries them. */
async function requestReset(email: string, host = ACME_HOST) {
  const before = smtp.messages.length;
  const response = await at(t.client(), host).post("/api/user/password/forget", { email });
  expect(response.statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && recipientOf(m) === email);
  const link = linkIn(mail, "/resetPassword");
  return { mail, token: link.searchParams.get("token") ?? "", userId: link.searchParams.get("userId") ?? "" };
}

describe("POST /api/user/password/strength", () => {
  it("answers the rule's verdict with the four bars", async () => {
    const response = await t.client().post("/api/user/password/strength", { password: "Abcdefgh1!xyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      score: 4,
      label: "Strong",
      barClassList: ["strong", "strong", "strong", "strong"],
    });
  });

  it("uses the host company's name before sign-in", async () => {
    const response = await at(t.client(), ACME_HOST).post("/api/user/password/strength", {
      password: "Blue-acme-River-9",
    });
    expect(response.json()).toMatchObject({ score: 0, code: "400.57" });
  });

  it("uses the signed-in user's names", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.post("/api/user/password/strength", { password: "Blue-Lindqvist-9x" });
    expect(response.json()).toMatchObject({
      code: "400.58",
      message: "Please, don't use your name or email address as a password.",
    });
  });

  it("uses the names of the reset link's user, and refuses a bad link with 400.64", async () => {
    const { token, userId } = await requestReset(GLOBEX_SHARER, "globex.localhost");
    const client = t.client();
    const named = await client.post("/api/user/password/strength", {
      password: "Blue-Chen-River-9x",
      token,
      userId,
    });
    expect(named.json()).toMatchObject({ code: "400.58" });
    const bad = await client.post("/api/user/password/strength", { password: "x", token: "nope", userId });
    expect(bad.statusCode).toBe(400);
    expect(errorCodeOf(bad)).toBe("400.64");
  });
});

describe("POST /api/user/password (set a first password)", () => {
  let analyst: TestClient;
  beforeAll(async () => {
    analyst = await t.signIn(DEMO_USERS.channel_analyst);
  });

  it("needs a session", async () => {
    const response = await t.client().post("/api/user/password", { newPassword: GOOD_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it("refuses when a password is already set (400.67)", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.post("/api/user/password", { newPassword: GOOD_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "400.67",
      message: "You already have a password. Change it with your current password.",
    });
  });

  it("sets the password of a user without one, and it signs in", async () => {
    await clearPassword(DEMO_USERS.channel_analyst);
    const response = await analyst.post("/api/user/password", { newPassword: GOOD_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    await t.client().signIn(DEMO_USERS.channel_analyst, GOOD_PASSWORD);
  });

  // Anton Berg of Acme: each rule's code and message (access §5).
  it.each([
    ["short!1A", "400.55", "Please, use at least 10 characters."],
    ["x".repeat(129), "400.55", "Sorry, the password should be minimum 10 and maximum 128 characters long."],
    [
      "my-Chorus-pass-77",
      "400.56",
      "Please, don't use the product name or its share-variant as part of a password.",
    ],
    ["my-ACME-pass-77x", "400.57", "Please, don't use your company or site name as a password."],
    ["my-anton-pass-77x", "400.58", "Please, don't use your name or email address as a password."],
    [
      "abababababababab",
      "400.62",
      "Please, use a few words, avoid common phrases, keyboard patterns and repeats.",
    ],
    ["abcdefgh12", "400.62", "Please, use a few words, avoid common phrases, keyboard patterns and repeats."],
  ])("refuses %j with %s", async (newPassword, code, message) => {
    await clearPassword(DEMO_USERS.channel_analyst);
    try {
      const response = await analyst.post("/api/user/password", { newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code, message });
    } finally {
      await analyst.post("/api/user/password", { newPassword: GOOD_PASSWORD });
    }
  });
});

describe("PUT /api/user/password (change)", () => {
  it("refuses a wrong current password with 400.63", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.put("/api/user/password", {
      oldPassword: "not-it",
      newPassword: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe("400.63");
  });

  it("refuses a weak new password with its rule's code", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const response = await emma.put("/api/user/password", {
      oldPassword: DEMO_PASSWORD,
      newPassword: "emma-Pass-2026",
    });
    expect(errorCodeOf(response)).toBe("400.58");
  });

  it("changes it, keeps this session, ends the others and mails 'password changed'", async () => {
    const email = DEMO_USERS.channel_manager;
    const here = await t.signIn(email);
    const elsewhere = await t.signIn(email);
    const response = await here.put("/api/user/password", {
      oldPassword: DEMO_PASSWORD,
      newPassword: GOOD_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await here.get("/api/session2")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/session2")).statusCode).toBe(401);
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === email && m.subject === "Your Acme password was changed",
    );
    expect(mail.text).toContain("/forgot-password");
    await t.client().signIn(email, GOOD_PASSWORD);
    const old = await t.client().post("/auth/password", { email, password: DEMO_PASSWORD });
    expect(errorCodeOf(old)).toBe("400.61");
  });
});

describe("POST /api/user/password/forget and /reset", () => {
  it("answers sent for an unknown address and mails nothing", async () => {
    const count = await t.database.db.$count(mailOutbox);
    const response = await at(t.client(), ACME_HOST).post("/api/user/password/forget", {
      email: "nobody@acme.example",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect(await t.database.db.$count(mailOutbox)).toBe(count);
  });

  it("mails a reset link that stores only the token's hash", async () => {
    const { mail, token, userId } = await requestReset(DEMO_USERS.partner);
    expect(mail.subject).toBe("Reset your Acme password");
    expect(userId).toBe(await t.userId(DEMO_USERS.partner));
    expect(token.length).toBeGreaterThan(30);
    const rows = await t.database.db.select().from(accountToken).where(eq(accountToken.userId, userId));
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
  });

  it("resets the password once, ends every session, lifts a lock and mails 'password changed'", async () => {
    const email = DEMO_USERS.group_admin;
    const session = await t.signIn(email);
    const { token, userId } = await requestReset(email);
    await t.database.db
      .update(appUser)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(appUser.id, userId));

    const weak = await t
      .client()
      .post("/api/user/password/reset", { token, userId, newPassword: "gustav-is-me-1" });
    expect(errorCodeOf(weak)).toBe("400.58");

    const response = await t
      .client()
      .post("/api/user/password/reset", { token, userId, newPassword: GOOD_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect((await session.get("/api/session2")).statusCode).toBe(401);
    const sessions = await t.database.db.select().from(userSession).where(eq(userSession.userId, userId));
    expect(sessions).toHaveLength(0);
    await smtp.waitFor((m) => recipientOf(m) === email && m.subject === "Your Acme password was changed");
    await t.client().signIn(email, GOOD_PASSWORD);

    const again = await t
      .client()
      .post("/api/user/password/reset", { token, userId, newPassword: GOOD_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: "400.64",
      message: "This password reset link was already used. Please ask for a new one.",
    });
  });

  it("refuses an expired link", async () => {
    const { token, userId } = await requestReset(DEMO_USERS.sharer);
    await t.database.db
      .update(accountToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountToken.userId, userId), eq(accountToken.purpose, "password_reset")));
    const response = await t
      .client()
      .post("/api/user/password/reset", { token, userId, newPassword: GOOD_PASSWORD });
    expect(response.json()).toEqual({
      code: "400.64",
      message: "This password reset link has expired. Please ask for a new one.",
    });
  });

  it("refuses a wrong token, and a token with another user's id", async () => {
    const { token } = await requestReset(DEMO_USERS.admin);
    const wrongToken = await t.client().post("/api/user/password/reset", {
      token: "not-a-token",
      userId: await t.userId(DEMO_USERS.admin),
      newPassword: GOOD_PASSWORD,
    });
    expect(wrongToken.json().message).toBe(
      "This password reset link is not valid. Please ask for a new one.",
    );
    const otherUser = await t.client().post("/api/user/password/reset", {
      token,
      userId: await t.userId(DEMO_USERS.sharer),
      newPassword: GOOD_PASSWORD,
    });
    expect(errorCodeOf(otherUser)).toBe("400.64");
  });

  it("makes an older reset link stale when a newer one is asked for", async () => {
    const first = await requestReset(DEMO_USERS.smarper);
    const second = await requestReset(DEMO_USERS.smarper);
    const stale = await t
      .client()
      .post("/api/user/password/reset", { ...first, mail: undefined, newPassword: GOOD_PASSWORD });
    expect(errorCodeOf(stale)).toBe("400.64");
    const fresh = await t.client().post("/api/user/password/reset", {
      token: second.token,
      userId: second.userId,
      newPassword: GOOD_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("says which field is wrong in a malformed body", async () => {
    const response = await t
      .client()
      .post("/api/user/password/reset", { token: "x", userId: "nope", newPassword: "y" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/userId/);
  });
});
