import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountToken, appUser, channel, channelSubscription, company } from "../../db/schema/index.ts";
import { linkIn, recipientOf, type SmtpCatcher } from "../../platform/mail/smtp-catcher.test-helpers.ts";
import type { TestApp } from "../../test/test-app.ts";
import {
  ACME_HOST,
  at,
  createMailTestApp,
  errorCodeOf,
  solveCaptcha,
} from "../login-link/accounts.test-helpers.ts";

let t: TestApp;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let acmeId: string;
beforeAll(async () => {
  ({ t, smtp, close } = await createMailTestApp());
  acmeId = await t.companyId("acme");
});
afterAll(() => close());

const setAcme = (values: Partial<typeof company.$inferInsert>) =>
  t.database.db.update(company).set(values).where(eq(company.id, acmeId));

// Back to the demo seed's Acme (registration open, the group self-registration lab on).
beforeEach(() =>
  setAcme({
    isSelfRegistrationEnabled: true,
    directoryGroupId: null,
    labList: ["group_self_registration_lab"],
    userLimit: 500,
  }),
);

/** A browser on Acme's site with a solved captcha, registering `email`. */
async function register(email: string, host = ACME_HOST) {
  const client = t.client();
  const captcha = await solveCaptcha(client);
  return { client, response: await at(client, host).post("/api/user/register", { email, captcha }) };
}

describe("GET /api/captcha/challenge", () => {
  it("gives a signed, expiring proof-of-work challenge that is never cached", async () => {
    const response = await t.client().get("/api/captcha/challenge");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.parameters.algorithm).toBe("SHA-256");
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
  });
});

describe("POST /api/user/register", () => {
  it("creates a fresh sharer without a password, on the default channels, and mails a sign-in link", async () => {
    const email = "newcomer@acme.example";
    const { response } = await register("NewComer@Acme.Example");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: true });

    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.email, email));
    expect(user).toMatchObject({ companyId: acmeId, role: "sharer", isFresh: true, passwordHash: null });
    const subscribed = await t.database.db
      .select({ name: channel.name })
      .from(channelSubscription)
      .innerJoin(channel, eq(channel.id, channelSubscription.channelId))
      .where(eq(channelSubscription.userId, user?.id ?? ""));
    expect(subscribed.map((c) => c.name)).toContain("Company News");
    expect(subscribed.map((c) => c.name)).not.toContain("Leadership");

    const mail = await smtp.waitFor((m) => recipientOf(m) === email);
    expect(mail.subject).toBe("Confirm your e-mail to join Acme");
    expect(mail.from?.text).toContain("no-reply@chorus.test");
    const link = linkIn(mail, "/auth/link/");

    const browser = t.client();
    const opened = await browser.get(link.pathname);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/");
    const session = await browser.get("/api/session2");
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);

    const reused = await t.client().get(link.pathname);
    expect(reused.headers.location).toBe("/account?loginLinkError=used");
  });

  it("answers 400.24 'This email address has been used' for an existing address", async () => {
    const { response } = await register("Emma@acme.example");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "400.24", message: "This email address has been used" });
  });

  it("answers 400.14 'Please use your company email domain' for another domain", async () => {
    const { response } = await register("someone@gmail.example");
    expect(response.json()).toEqual({ code: "400.14", message: "Please use your company email domain" });
  });

  it("answers 400.7 'User limit reached' when the active users fill the limit", async () => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appUser)
      .where(and(eq(appUser.companyId, acmeId), eq(appUser.isActive, true)));
    await setAcme({ userLimit: row?.n ?? 0 });
    const { response } = await register("one-too-many@acme.example");
    expect(response.json()).toEqual({ code: "400.7", message: "User limit reached" });
  });

  it.each([
    ["self-registration is off", { isSelfRegistrationEnabled: false }],
    ["the company has a directory group id", { directoryGroupId: "ad-group-1" }],
    ["the company has the SAML lab", { labList: ["saml"] }],
  ])("answers 400.66 when %s", async (_name, values) => {
    await setAcme(values);
    const { response } = await register("closed@acme.example");
    expect(response.json()).toEqual({
      code: "400.66",
      message: "Registration is not open for this company.",
    });
  });

  it("answers 400 with a clear message on a host that names no company", async () => {
    const { response } = await register("someone@acme.example", "localhost:3000");
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe("400.0");
    expect(response.json().message).toMatch(/company's own address/);
  });

  it("answers 400.65 for a wrong, tampered or spent captcha", async () => {
    const client = t.client();
    const site = at(client, ACME_HOST);
    const garbage = await site.post("/api/user/register", { email: "bot@acme.example", captcha: "bm9wZQ==" });
    expect(garbage.json()).toEqual({ code: "400.65", message: "Please complete the captcha again." });

    const captcha = await solveCaptcha(client);
    const payload = JSON.parse(Buffer.from(captcha, "base64").toString());
    payload.solution.counter += 1;
    const tampered = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect(
      errorCodeOf(await site.post("/api/user/register", { email: "bot@acme.example", captcha: tampered })),
    ).toBe("400.65");

    const first = await site.post("/api/user/register", { email: "first-bot@acme.example", captcha });
    expect(first.statusCode).toBe(200);
    const replay = await site.post("/api/user/register", { email: "second-bot@acme.example", captcha });
    expect(errorCodeOf(replay)).toBe("400.65");
  });

  it("refuses a malformed address with 400", async () => {
    const { response } = await register("not an address");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter a valid email address.");
  });
});

describe("PUT /api/user/register/reminder", () => {
  it("mails a new link that replaces the old one, at most once a minute", async () => {
    const email = "reminded@acme.example";
    await register(email);
    const firstMail = await smtp.waitFor((m) => recipientOf(m) === email);
    const oldLink = linkIn(firstMail, "/auth/link/");
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.email, email));
    // The first mail is over a minute old.
    await t.database.db
      .update(accountToken)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(accountToken.userId, user?.id ?? ""));

    const site = at(t.client(), ACME_HOST);
    const response = await site.put("/api/user/register/reminder", { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const second = await smtp.waitFor((m) => recipientOf(m) === email && m !== firstMail);
    expect((await t.client().get(oldLink.pathname)).headers.location).toBe("/account?loginLinkError=used");

    const count = smtp.messages.length;
    await site.put("/api/user/register/reminder", { email });
    const opened = await t.client().get(linkIn(second, "/auth/link/").pathname);
    expect(opened.headers.location).toBe("/");
    expect(smtp.messages.length).toBe(count);
  });

  it("answers sent without mailing for an unknown address or an account already in use", async () => {
    const count = smtp.messages.length;
    const site = at(t.client(), ACME_HOST);
    expect((await site.put("/api/user/register/reminder", { email: "ghost@acme.example" })).statusCode).toBe(
      200,
    );
    expect((await site.put("/api/user/register/reminder", { email: "emma@acme.example" })).statusCode).toBe(
      200,
    );
    expect(smtp.messages.length).toBe(count);
  });

  it("answers 400.66 where registration is closed", async () => {
    await setAcme({ isSelfRegistrationEnabled: false });
    const response = await at(t.client(), ACME_HOST).put("/api/user/register/reminder", {
      email: "x@acme.example",
    });
    expect(errorCodeOf(response)).toBe("400.66");
  });
});
