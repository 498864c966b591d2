import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { ACME_HOST, at } from "../../modules/login-link/accounts.test-helpers.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  // No SMTP_URL: outbox mode, the outbox is the delivery.
  t = await createTestApp();
  ada = await t.signIn(DEMO_USERS.admin);
  for (const email of [DEMO_USERS.sharer, DEMO_USERS.channel_manager, DEMO_USERS.partner]) {
    const response = await at(t.client(), ACME_HOST).post("/api/user/password/forget", { email });
    expect(response.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe("GET /api/mail/outbox", () => {
  it("lists the company's mail newest first, queued when no SMTP is configured", async () => {
    const response = await ada.get("/api/mail/outbox");
    expect(response.statusCode).toBe(200);
    const { mailList, hasMore } = response.json();
    expect(hasMore).toBe(false);
    expect(mailList.map((m: { to: string }) => m.to)).toEqual([
      DEMO_USERS.partner,
      DEMO_USERS.channel_manager,
      DEMO_USERS.sharer,
    ]);
    expect(mailList[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      to: DEMO_USERS.partner,
      subject: "Reset your Acme password",
      kind: "password_reset",
      status: "queued",
      createdAt: expect.any(String),
      sentAt: null,
      error: null,
      sensitive: true,
    });
    expect(mailList[0]).not.toHaveProperty("html");
  });

  it("pages with page and pageSize", async () => {
    const first = (await ada.get("/api/mail/outbox?page=1&pageSize=2")).json();
    const second = (await ada.get("/api/mail/outbox?page=2&pageSize=2")).json();
    expect(first.mailList).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(second).toMatchObject({ hasMore: false });
    expect(second.mailList.map((m: { to: string }) => m.to)).toEqual([DEMO_USERS.sharer]);
  });

  it("refuses a page size over 100 with 400", async () => {
    const response = await ada.get("/api/mail/outbox?pageSize=500");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/pageSize/);
  });

  it.each([
    ["anonymous", null, 401],
    ["a sharer", DEMO_USERS.sharer, 403],
    ["a group admin", DEMO_USERS.group_admin, 403],
  ])("refuses %s", async (_name, email, status) => {
    const client = email ? await t.signIn(email) : t.client();
    expect((await client.get("/api/mail/outbox")).statusCode).toBe(status);
  });
});

describe("GET /api/mail/outbox/{mailId}", () => {
  it("shows one mail with its HTML and text, the reset link hidden: only its recipient may use it", async () => {
    const [latest] = (await ada.get("/api/mail/outbox")).json().mailList;
    const response = await ada.get(`/api/mail/outbox/${latest._id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _id: latest._id,
      to: DEMO_USERS.partner,
      kind: "password_reset",
      sensitive: true,
    });
    expect(body.text).toContain("Reset your password");
    expect(body.text).toContain("Choose a new password: [link hidden: only the recipient can use it]");
    expect(body.html).toContain("link hidden");
    expect(response.body).not.toMatch(/resetPassword|token=/);
  });

  it("shows no body of a sensitive mail stored whole before outbox copies existed", async () => {
    const id = "6500000000000000000000c1";
    await t.database.db.insert(mailOutbox).values({
      id,
      companyId: await t.companyId("acme"),
      toAddress: DEMO_USERS.sharer,
      subject: "Your login link for Acme",
      html: '<a href="http://localhost:3000/auth/link/old-but-maybe-live">Log in</a>',
      text: "Log in: http://localhost:3000/auth/link/old-but-maybe-live",
      kind: "login_link",
      status: "queued",
    });
    const response = await ada.get(`/api/mail/outbox/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toBe("[content hidden: only the recipient can read this mail]");
    expect(response.body).not.toContain("old-but-maybe-live");
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await ada.get("/api/mail/outbox/650000000000000000000000")).statusCode).toBe(404);
    expect((await ada.get("/api/mail/outbox/nope")).statusCode).toBe(400);
  });
});
