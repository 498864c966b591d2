import { newObjectId } from "@chorus/shared/ids/object-id";
import type { MailKind } from "@chorus/shared/mail/mail.contract";
import type { FastifyBaseLogger } from "fastify";
import { createTransport, type Transporter } from "nodemailer";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { insertOutboxMail, markOutboxMail } from "./outbox.repository.ts";
import { outboxCopyOf } from "./outbox-copy.ts";
import type { RenderedMail } from "./templates/layout.ts";

export interface OutgoingMail extends RenderedMail {
  companyId: string;
  to: string;
  kind: MailKind;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** An SMTP failure as one line for the outbox and the log: never the credentials of SMTP_URL. */
export function describeMailError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e.code, e.responseCode, e.message ?? String(error)].filter(
    (p) => p !== undefined && p !== null && p !== "",
  );
  return parts
    .join(" ")
    .replace(/\/\/[^\s/@]*@/g, "//***@")
    .slice(0, 500);
}

/**
 * Every mail is first written to `mail_outbox`. With SMTP_URL the mail then goes out over SMTP
 * in the background and the row becomes sent or failed; the request that caused it never waits
 * on, or fails with, the mail server. Without SMTP_URL the outbox is the delivery ('outbox mode'):
 * rows stay queued and an admin reads them in the app.
 * Managers read the outbox, so it keeps each mail's outbox copy: a sign-in link only ever goes to
 * its recipient (over SMTP), or in development, to the server's console.
 */
export function createMailer(
  db: Db,
  config: Pick<AppConfig, "smtpUrl" | "mailFrom" | "env">,
  log: FastifyBaseLogger,
) {
  const transport: Transporter | null = config.smtpUrl
    ? createTransport({ url: config.smtpUrl, ...TIMEOUTS })
    : null;
  if (!transport && config.env === "production") {
    log.warn("no SMTP_URL: mail stays in the outbox, and sign-in links in it are hidden from everyone");
  }
  const pending = new Set<Promise<void>>();

  async function deliver(id: string, mail: OutgoingMail, smtp: Transporter) {
    try {
      await smtp.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await markOutboxMail(db, mail.companyId, id, { status: "sent", sentAt: new Date() });
    } catch (error) {
      const reason = describeMailError(error);
      log.warn({ mailId: id, kind: mail.kind, reason }, "mail delivery failed");
      await markOutboxMail(db, mail.companyId, id, { status: "failed", error: reason }).catch((e: unknown) =>
        log.error({ mailId: id, reason: describeMailError(e) }, "could not record a mail failure"),
      );
    }
  }

  /** Records the mail and starts its delivery. Call it after the transaction that caused it committed. */
  async function send(mail: OutgoingMail): Promise<{ id: string }> {
    const id = newObjectId();
    const kept = outboxCopyOf(mail);
    await insertOutboxMail(db, {
      id,
      companyId: mail.companyId,
      toAddress: mail.to,
      subject: mail.subject,
      html: kept.html,
      text: kept.text,
      kind: mail.kind,
      status: "queued",
    });
    if (transport) {
      const delivery = deliver(id, mail, transport).finally(() => pending.delete(delivery));
      pending.add(delivery);
    } else if (config.env === "development" && kept.text !== mail.text) {
      // Local development without a mail server: the console of whoever runs the server is the
      // one place the whole mail goes. Never in production or tests, where logs are shared.
      log.info(
        { mailId: id, to: mail.to, kind: mail.kind, text: mail.text },
        "development mail (not kept in the outbox)",
      );
    }
    return { id };
  }

  /** Resolves once every delivery started so far has finished (shutdown, tests). */
  async function idle() {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  async function close() {
    await idle();
    transport?.close();
  }

  return { mode: transport ? ("smtp" as const) : ("outbox" as const), send, idle, close };
}
export type Mailer = ReturnType<typeof createMailer>;
