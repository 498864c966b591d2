import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountToken, appUser, company } from "../../db/schema/index.ts";
import { linkIn, recipientOf, type SmtpCatcher } from "../../platform/mail/smtp-catcher.test-helpers.ts";
import { DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { ACME_HOST, at, createMailTestApp, GLOBEX_HOST } from "./accounts.test-helpers.ts";

let t: TestApp;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp, close } = await createMailTestApp());
});
afterAll(() => close());

async function askForLink(email: string, host = ACME_HOST) {
  const before = smtp.messages.length;
  const response = await at(t.client(), host).put("/api/user", { email });
  expect(response.statusCode, response.body).toBe(200);
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= before && recipientOf(m) === email.toLowerCase(),
  );
  return { mail, path: linkIn(mail, "/auth/link/").pathname };
}

describe("PUT /api/user (send a login link)", () => {
  it("mails a link that signs in once and goes to the feed", async () => {
    const { mail, path } = await askForLink("Emma@Acme.Example");
    expect(mail.subject).toBe("Your login link for Acme");
    expect(mail.text).toContain("expires in 15 minutes");
    expect(mail.html).toContain("#ED5D40");

    const browser = t.client();
    const opened = await browser.get(path);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/");
    expect(opened.cookies.find((c) => c.name === "chorus_sid")).toMatchObject({
      httpOnly: true,
      secure: true,
    });
    const session = await browser.get("/api/session2");
    expect(session.json().user.email).toBe(DEMO_USERS.sharer);
    // The CSRF secret was rotated with the new session: the client must fetch a new token.
    await browser.refreshCsrf();
    expect((await browser.put("/api/session", { role: "sharer" })).statusCode).toBe(200);

    const again = await t.client().get(path);
    expect(again.headers.location).toBe("/account?loginLinkError=used");
  });

  it("answers 404.2 'User not found' for an address without an account in the site's company", async () => {
    const response = await at(t.client(), GLOBEX_HOST).put("/api/user", { email: DEMO_USERS.sharer });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "404.2", message: "User not found" });
  });

  it("sends a Globex address its Globex link on localhost", async () => {
    const { mail } = await askForLink("gary@globex.example", "localhost:3000");
    expect(mail.subject).toBe("Your login link for Globex");
  });

  it("sends an expired link to the login page with the reason", async () => {
    const { path } = await askForLink(DEMO_USERS.admin);
    await t.database.db
      .update(accountToken)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(
        and(
          eq(accountToken.userId, await t.userId(DEMO_USERS.admin)),
          eq(accountToken.purpose, "login_link"),
        ),
      );
    const response = await t.client().get(path);
    expect(response.headers.location).toBe("/account?loginLinkError=expired");
    expect(response.cookies.find((c) => c.name === "chorus_sid")).toBeUndefined();
  });

  it("does not sign in a user deactivated after the link was sent", async () => {
    const { path } = await askForLink(DEMO_USERS.partner);
    await t.database.db
      .update(appUser)
      .set({ isActive: false })
      .where(eq(appUser.id, await t.userId(DEMO_USERS.partner)));
    try {
      const response = await t.client().get(path);
      expect(response.headers.location).toBe("/account?loginLinkError=invalid");
    } finally {
      await t.database.db
        .update(appUser)
        .set({ isActive: true })
        .where(eq(appUser.id, await t.userId(DEMO_USERS.partner)));
    }
  });

  it("treats an unknown token as invalid", async () => {
    const response = await t.client().get("/auth/link/not-a-real-token");
    expect(response.headers.location).toBe("/account?loginLinkError=invalid");
  });

  it("refuses a body without an e-mail with 400", async () => {
    const response = await t.client().put("/api/user", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/email/);
  });
});

describe("GET /api/user/login-link/domains", () => {
  it("lists the first 6 domains of the site's company", async () => {
    const acmeId = await t.companyId("acme");
    const domains = [
      "acme.example",
      "a2.example",
      "a3.example",
      "a4.example",
      "a5.example",
      "a6.example",
      "a7.example",
    ];
    await t.database.db.update(company).set({ domainSet: domains }).where(eq(company.id, acmeId));
    try {
      const response = await at(t.client(), ACME_HOST).get("/api/user/login-link/domains");
      expect(response.json()).toEqual({ domainList: domains.slice(0, 6) });
    } finally {
      await t.database.db
        .update(company)
        .set({ domainSet: ["acme.example"] })
        .where(eq(company.id, acmeId));
    }
  });

  it("lists none where the host names no company", async () => {
    expect((await t.client().get("/api/user/login-link/domains")).json()).toEqual({ domainList: [] });
  });
});

describe("POST /api/user/recovery", () => {
  it("mails the list of sites where the address has an account", async () => {
    const globexId = await t.companyId("globex");
    await t.database.db.insert(appUser).values({
      id: "6500000000000000000000aa",
      companyId: globexId,
      email: "ada@acme.example",
      role: "sharer",
    });
    const response = await t.client().post("/api/user/recovery", { email: "ADA@acme.example" });
    expect(response.json()).toEqual({ sent: true });
    const mail = await smtp.waitFor(
      (m) => recipientOf(m) === "ada@acme.example" && m.subject === "Your Chorus accounts",
    );
    expect(mail.text).toContain("Acme (acme)");
    expect(mail.text).toContain("Globex (globex)");
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const count = smtp.messages.length;
    const response = await t.client().post("/api/user/recovery", { email: "nobody@nowhere.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect(smtp.messages.length).toBe(count);
  });
});

describe("POST /api/subdomain/check", () => {
  it.each([
    ["acme", { exists: true, companyName: "Acme", loginUrl: "http://localhost:3000/account" }],
    [" Globex ", { exists: true, companyName: "Globex", loginUrl: "http://localhost:3000/account" }],
    ["initech", { exists: false }],
  ])("%j → %j", async (subdomain, expected) => {
    const response = await t.client().post("/api/subdomain/check", { subdomain });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it("refuses an empty subdomain with 400", async () => {
    expect((await t.client().post("/api/subdomain/check", { subdomain: " " })).statusCode).toBe(400);
  });
});
