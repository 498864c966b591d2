import { MAIL_KIND_IS_SENSITIVE, MAIL_KINDS } from "@chorus/shared/mail/mail.contract";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { company, mailOutbox } from "../../db/schema/index.ts";
import { MODULES } from "../../modules/index.ts";
import { loginLinkMail } from "../../modules/login-link/login-link.mail.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { mailTemplatesOf } from "../module.ts";

/** Mail kinds with a layout of their own (MJML, modules/mailing). */
const MJML_RENDERED_KINDS = ["newsletter", "group_digest"] as const;

import { createMailer, describeMailError } from "./mailer.ts";
import { recipientOf, type SmtpCatcher, startSmtpCatcher } from "./smtp-catcher.test-helpers.ts";
import { escapeHtml, HIDDEN_LINK, renderMail, safeColor } from "./templates/layout.ts";

let database: Database;
let companyId: string;
let catcher: SmtpCatcher;

function silentLog() {
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}

const outboxRow = async (id: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
};

const mail = (to: string) => {
  const body = { html: "<p>Hello <b>there</b></p>", text: "Hello there" };
  return {
    companyId,
    to,
    subject: "Hello from the test",
    ...body,
    outboxCopy: body,
    kind: "password_changed" as const,
  };
};

/** A real login-link mail, as the login-link service sends it. */
const loginLink = (to: string, url: string) => ({
  companyId,
  to,
  ...loginLinkMail.render(
    { companyName: "Acme", highlightColor: "#123abc", logoUrl: null },
    { url, minutes: 15 },
  ),
});

beforeAll(async () => {
  database = await openTestDatabase();
  const [acme] = await database.db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.subdomain, "acme"));
  companyId = acme?.id ?? "";
  catcher = await startSmtpCatcher({ credentials: { user: "mailer", pass: "s3cret pass" } });
});
afterAll(async () => {
  await catcher.close();
  await database.close();
});

describe("Mailer over SMTP", () => {
  it("sends through the SMTP_URL server with its credentials and marks the outbox row sent", async () => {
    const mailer = createMailer(
      database.db,
      { smtpUrl: catcher.url, mailFrom: "Acme <news@acme.example>", env: "test" },
      silentLog(),
    );
    expect(mailer.mode).toBe("smtp");
    const { id } = await mailer.send(mail("reader@acme.example"));
    await mailer.idle();
    const received = await catcher.waitFor((m) => recipientOf(m) === "reader@acme.example");
    expect(received.subject).toBe("Hello from the test");
    expect(received.from?.text).toBe('"Acme" <news@acme.example>');
    expect(received.html).toContain("<b>there</b>");
    expect(received.text?.trim()).toBe("Hello there");
    expect(catcher.logins).toContainEqual({ username: "mailer", password: "s3cret pass" });
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: "sent",
      error: null,
      toAddress: "reader@acme.example",
      kind: "password_changed",
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    await mailer.close();
  });

  it("records a failure without throwing and without the password in the outbox or the log", async () => {
    const log = silentLog();
    const wrong = catcher.url.replace("s3cret%20pass", "wrong-password");
    const mailer = createMailer(
      database.db,
      { smtpUrl: wrong, mailFrom: "x <x@acme.example>", env: "test" },
      log,
    );
    const { id } = await mailer.send(mail("nobody@acme.example"));
    await mailer.idle();
    const row = await outboxRow(id);
    expect(row?.status).toBe("failed");
    expect(row?.error).toMatch(/EAUTH|535|Invalid/);
    expect(row?.error).not.toContain("wrong-password");
    expect(log.warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain("wrong-password");
    await mailer.close();
  });

  it("marks the mail failed when no server listens", async () => {
    const mailer = createMailer(
      database.db,
      { smtpUrl: "smtp://user:topsecret@127.0.0.1:1", mailFrom: "x <x@acme.example>", env: "test" },
      silentLog(),
    );
    const { id } = await mailer.send(mail("nobody@acme.example"));
    await mailer.idle();
    expect(await outboxRow(id)).toMatchObject({ status: "failed" });
    expect((await outboxRow(id))?.error).not.toContain("topsecret");
    await mailer.close();
  });
});

describe("Mailer in outbox mode", () => {
  it("keeps the mail queued in the outbox when no SMTP_URL is set", async () => {
    const mailer = createMailer(
      database.db,
      { smtpUrl: undefined, mailFrom: "x <x@acme.example>", env: "test" },
      silentLog(),
    );
    expect(mailer.mode).toBe("outbox");
    const { id } = await mailer.send(mail("outbox@acme.example"));
    await mailer.idle();
    expect(await outboxRow(id)).toMatchObject({
      status: "queued",
      sentAt: null,
      html: "<p>Hello <b>there</b></p>",
      text: "Hello there",
    });
  });
});

describe("mail with a secret for its recipient", () => {
  const secretUrl = "https://acme.example/auth/link/Zk3CretT0ken-only-for-the-recipient";

  it("goes out whole over SMTP while the outbox keeps it with the link hidden", async () => {
    const mailer = createMailer(
      database.db,
      { smtpUrl: catcher.url, mailFrom: "x <x@acme.example>", env: "test" },
      silentLog(),
    );
    const { id } = await mailer.send(loginLink("secret@acme.example", secretUrl));
    await mailer.idle();
    const received = await catcher.waitFor((m) => recipientOf(m) === "secret@acme.example");
    expect(received.text).toContain(`Log in: ${secretUrl}`);
    expect(received.html).toContain(`href="${secretUrl}"`);
    const row = await outboxRow(id);
    expect(row?.status).toBe("sent");
    expect(JSON.stringify(row)).not.toContain("Zk3CretT0ken");
    expect(row?.text).toContain(`Log in: ${HIDDEN_LINK}`);
    expect(row?.html).toContain("link hidden");
    await mailer.close();
  });

  it("keeps no body at all of a sensitive kind whose template hid nothing", async () => {
    const mailer = createMailer(
      database.db,
      { smtpUrl: undefined, mailFrom: "x <x@acme.example>", env: "test" },
      silentLog(),
    );
    const careless = {
      ...mail("careless@acme.example"),
      text: `Reset: ${secretUrl}`,
      kind: "password_reset" as const,
    };
    const { id } = await mailer.send({
      ...careless,
      outboxCopy: { html: careless.html, text: careless.text },
    });
    const row = await outboxRow(id);
    expect(row?.text).toBe("[content hidden: only the recipient can read this mail]");
    expect(JSON.stringify(row)).not.toContain("Zk3CretT0ken");
  });

  it("in development without SMTP, prints the whole mail to the server's console log, at info", async () => {
    const log = silentLog();
    const mailer = createMailer(
      database.db,
      { smtpUrl: undefined, mailFrom: "x <x@acme.example>", env: "development" },
      log,
    );
    const { id } = await mailer.send(loginLink("dev@acme.example", secretUrl));
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        mailId: id,
        to: "dev@acme.example",
        text: expect.stringContaining(secretUrl),
      }),
      expect.any(String),
    );
    expect(JSON.stringify(await outboxRow(id))).not.toContain("Zk3CretT0ken");
  });

  it.each(["production", "test"] as const)("never logs the link when NODE_ENV=%s", async (env) => {
    const log = silentLog();
    const mailer = createMailer(
      database.db,
      { smtpUrl: undefined, mailFrom: "x <x@acme.example>", env },
      log,
    );
    await mailer.send(loginLink("quiet@acme.example", secretUrl));
    const logged = JSON.stringify([log.info.mock.calls, log.warn.mock.calls, log.error.mock.calls]);
    expect(logged).not.toContain("Zk3CretT0ken");
  });

  it("warns at start in production that mail stays in the outbox", () => {
    const log = silentLog();
    createMailer(database.db, { smtpUrl: undefined, mailFrom: "x <x@acme.example>", env: "production" }, log);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/no SMTP_URL/));
  });
});

describe("mail errors", () => {
  it("hides credentials of any URL in an error", () => {
    expect(describeMailError(new Error("connect to smtp://me:pw@host failed"))).toBe(
      "connect to smtp://***@host failed",
    );
  });
});

describe("mail templates", () => {
  const brand = { companyName: "Acme <Labs>", highlightColor: "#123abc", logoUrl: null };
  const declared = mailTemplatesOf(MODULES);

  it("every kind of mail is declared by exactly one module's manifest", () => {
    // Newsletters and group digests are laid out with MJML by the mailing module (its own
    // rendering tests check their HTML, plain text and brand), not with this layout.
    const ownLayout = new Set<string>(MJML_RENDERED_KINDS);
    expect(declared.map((template) => template.kind).sort()).toEqual(
      MAIL_KINDS.filter((kind) => !ownLayout.has(kind)).sort(),
    );
  });

  it.each(declared.map((template) => [template.kind, template] as const))(
    "%s renders its example in the company's brand, hiding from the outbox what only the recipient may read",
    (kind, template) => {
      const rendered = template.render(brand, template.example);
      expect(rendered.kind).toBe(kind);
      expect(rendered.subject.length).toBeGreaterThan(0);
      expect(rendered.html).toContain("border-top:4px solid #123abc");
      expect(rendered.html).toContain("Acme &lt;Labs&gt;");
      expect(rendered.html).not.toContain("<Labs>");
      expect(rendered.text.length).toBeGreaterThan(0);
      // A sensitive kind's outbox copy differs from what the recipient gets; any other is kept whole.
      expect(rendered.outboxCopy.html !== rendered.html).toBe(MAIL_KIND_IS_SENSITIVE[kind]);
      expect(rendered.outboxCopy.text !== rendered.text).toBe(MAIL_KIND_IS_SENSITIVE[kind]);
    },
  );

  it("uses the company's highlight colour and escapes its name", () => {
    const rendered = loginLinkMail.render(brand, { url: "https://acme.example/auth/link/abc", minutes: 15 });
    expect(rendered.subject).toBe("Your login link for Acme <Labs>");
    expect(rendered.html).toContain("background:#123abc");
    expect(rendered.html).toContain("Acme &lt;Labs&gt;");
    expect(rendered.html).not.toContain("<Labs>");
    expect(rendered.text).toContain("Log in: https://acme.example/auth/link/abc");
    expect(rendered.text).toContain("expires in 15 minutes");
  });

  it("shows the logo when the company has one, and only http(s) logos", () => {
    const withLogo = renderMail({ ...brand, logoUrl: "https://cdn.example/logo.png" }, "s", {
      heading: "h",
      paragraphs: [],
    });
    expect(withLogo.html).toContain('<img src="https://cdn.example/logo.png"');
    const scripted = renderMail({ ...brand, logoUrl: "javascript:alert(1)" }, "s", {
      heading: "h",
      paragraphs: [],
    });
    expect(scripted.html).not.toContain("javascript:");
  });

  it.each([
    ["#ED5D40", "#ED5D40"],
    ["#abc", "#abc"],
    ["red;background:url(x)", "#ED5D40"],
    ["", "#ED5D40"],
  ])("colour %j → %s", (input, expected) => {
    expect(safeColor(input)).toBe(expected);
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
