import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, mailOutbox } from "../../db/schema/index.ts";
import {
  ACME_HOST,
  at,
  createMailTestApp,
  solveCaptcha,
} from "../../modules/login-link/accounts.test-helpers.ts";
import {
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { linkIn, recipientOf, type SmtpCatcher } from "./smtp-catcher.test-helpers.ts";

/**
 * Issue 9, finding 1: the outbox is read by admins, partners and smarpers, so a mail that carries
 * a sign-in secret must not show it there — or anyone who may read the outbox signs in as anyone.
 */

const NEW_PASSWORD = "Violet-Meadow-Lantern-42";
const SAM = DEMO_USERS.smarper;

/** Everything the outbox shows about the mails to `to`: the list rows and each mail's detail. */
async function outboxSeenBy(reader: TestClient, to: string) {
  const list = await reader.get("/api/mail/outbox?pageSize=100");
  expect(list.statusCode).toBe(200);
  const rows = (list.json().mailList as { _id: string; to: string }[]).filter((m) => m.to === to);
  const details = [];
  for (const row of rows) {
    const detail = await reader.get(`/api/mail/outbox/${row._id}`);
    expect(detail.statusCode).toBe(200);
    details.push(detail.json() as { kind: string; text: string; html: string; sensitive: boolean });
  }
  return { rows, details, everything: JSON.stringify({ rows, details }) };
}

/** Every token-like string the outbox shows: what a reader would try. */
const candidatesIn = (text: string) => [...new Set(text.match(/[A-Za-z0-9_-]{16,}/g) ?? [])];

describe("outbox mode: the outbox shows no usable token", () => {
  let t: TestApp;
  let pablo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    pablo = await t.signIn(DEMO_USERS.partner);
  });
  afterAll(() => t.close());

  it("a partner asks for the smarper's password reset, reads the outbox and cannot reset it", async () => {
    const asked = await at(pablo, ACME_HOST).post("/api/user/password/forget", { email: SAM });
    expect(asked.statusCode).toBe(200);
    const seen = await outboxSeenBy(pablo, SAM);
    expect(seen.details.map((d) => d.kind)).toEqual(["password_reset"]);

    const samId = await t.userId(SAM);
    const tries = candidatesIn(seen.everything);
    expect(tries.length).toBeGreaterThan(0);
    for (const token of tries) {
      const reset = await pablo.post("/api/user/password/reset", {
        token,
        userId: samId,
        newPassword: NEW_PASSWORD,
      });
      expect(reset.statusCode, token).toBe(400);
    }
    // Sam's password is still his own.
    expect(
      (await t.client().post("/auth/password", { email: SAM, password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);

    const [mail] = seen.details;
    expect(mail?.sensitive).toBe(true);
    expect(mail?.text).toContain("Choose a new password: [link hidden: only the recipient can use it]");
    expect(mail?.html).toContain("link hidden");
    expect(seen.everything).not.toMatch(/token=|resetPassword\?/);
  });

  it("an admin sends a colleague a login link and cannot open it from the outbox", async () => {
    const ada = await t.signIn(DEMO_USERS.admin);
    const colleague = DEMO_USERS.channel_manager;
    expect((await at(ada, ACME_HOST).put("/api/user", { email: colleague })).statusCode).toBe(200);
    const seen = await outboxSeenBy(ada, colleague);
    expect(seen.details.map((d) => d.kind)).toEqual(["login_link"]);
    expect(seen.details[0]?.sensitive).toBe(true);
    expect(seen.everything).not.toContain("/auth/link/");
    for (const token of candidatesIn(seen.everything)) {
      const opened = await t.client().get(`/auth/link/${token}`);
      expect(opened.headers.location, token).toMatch(/^\/account\?loginLinkError=/);
      expect(opened.cookies.find((c) => c.name === "chorus_sid")).toBeUndefined();
    }
  });

  it("a newcomer's registration link is not in the outbox either", async () => {
    const newcomer = `newcomer-${Date.now()}@acme.example`;
    const browser = t.client();
    const captcha = await solveCaptcha(browser);
    const registered = await at(browser, ACME_HOST).post("/api/user/register", { email: newcomer, captcha });
    expect(registered.statusCode, registered.body).toBe(200);
    const seen = await outboxSeenBy(pablo, newcomer);
    expect(seen.details.map((d) => d.kind)).toEqual(["registration"]);
    expect(seen.everything).not.toContain("/auth/link/");
    expect(seen.details[0]?.text).toContain("[link hidden: only the recipient can use it]");
    for (const token of candidatesIn(seen.everything)) {
      const opened = await t.client().get(`/auth/link/${token}`);
      expect(opened.headers.location, token).toMatch(/^\/account\?loginLinkError=/);
    }
  });

  it("the account recovery mail does not tell one company's outbox where else the address has accounts", async () => {
    await t.database.db.insert(appUser).values({
      id: "6500000000000000000000ab",
      companyId: await t.companyId("globex"),
      email: DEMO_USERS.admin,
      role: "sharer",
    });
    expect((await t.client().post("/api/user/recovery", { email: DEMO_USERS.admin })).statusCode).toBe(200);
    const seen = await outboxSeenBy(pablo, DEMO_USERS.admin);
    const recovery = seen.details.find((d) => d.kind === "account_recovery");
    expect(recovery?.sensitive).toBe(true);
    expect(recovery?.text).not.toMatch(/globex/i);
    expect(recovery?.html).not.toMatch(/globex/i);
  });

  it("other mail stays readable in full", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const changed = await emma.put("/api/user/password", {
      oldPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const seen = await outboxSeenBy(pablo, DEMO_USERS.sharer);
    const notice = seen.details.find((d) => d.kind === "password_changed");
    expect(notice?.sensitive).toBe(false);
    expect(notice?.text).toContain("/forgot-password");
  });
});

describe("SMTP mode: the recipient gets the link, the outbox and the database keep none of it", () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createMailTestApp());
  });
  afterAll(() => close());

  it("the reset mail reaches Sam with a working link; its outbox row and detail hold no token", async () => {
    const pablo = await t.signIn(DEMO_USERS.partner);
    expect((await at(pablo, ACME_HOST).post("/api/user/password/forget", { email: SAM })).statusCode).toBe(
      200,
    );
    const received = await smtp.waitFor((m) => recipientOf(m) === SAM);
    const link = linkIn(received, "/resetPassword");
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);

    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, SAM));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await outboxSeenBy(pablo, SAM)).everything).not.toContain(token);

    // The recipient's own copy still works.
    const reset = await t.client().post("/api/user/password/reset", {
      token,
      userId: link.searchParams.get("userId"),
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
