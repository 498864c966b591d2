import { newObjectId } from "@chorus/shared/ids/object-id";
import type { MailKind } from "@chorus/shared/mail/mail.contract";
import { escapeHtml } from "@chorus/shared/text/html";
import { createTransport, type Transporter } from "nodemailer";
import type { AppConfig } from "../../config.ts";
import type { Queryable } from "../../db/client.ts";
import { insertOutboxMail } from "../../platform/mail/outbox.repository.ts";
import { HIDDEN_LINK } from "../../platform/mail/templates/layout.ts";

export interface NewsletterMail {
  companyId: string;
  to: string;
  senderName: string;
  subject: string;
  html: string;
  text: string;
  kind: MailKind;
  /** Stable per delivery, so a receiving server can tell a repeat. */
  messageId: string;
  unsubscribeUrl: string;
  /** VERP envelope sender, or null for MAIL_FROM. */
  returnPath: string | null;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The address part of MAIL_FROM ("Chorus <no-reply@x>" → no-reply@x). */
export const mailFromAddress = (mailFrom: string): string =>
  /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/** The domain bounces return to: MAILING_VERP_DOMAIN, else MAIL_FROM's domain. */
export const verpDomainOf = (config: Pick<AppConfig, "mailing" | "mailFrom">): string =>
  config.mailing.verpDomain || mailFromAddress(config.mailFrom).split("@")[1] || "localhost";

/** What the outbox keeps: the mail with the recipient's unsubscribe link hidden and no open pixel. */
function outboxCopy(mail: NewsletterMail) {
  const link = escapeHtml(mail.unsubscribeUrl);
  return {
    html: mail.html
      .split(link)
      .join(escapeHtml(HIDDEN_LINK))
      .replace(/<img src="[^"]*\/api\/mailing\/open\/[^"]*"[^>]*>/g, ""),
    text: mail.text.split(mail.unsubscribeUrl).join(HIDDEN_LINK),
  };
}

/**
 * Newsletter and digest delivery: over SMTP (SMTP_URL; pooled connections, the one-click
 * unsubscribe headers of RFC 8058, a VERP return path) or, without SMTP_URL, into the outbox
 * as every other mail ('outbox mode'). `send` resolves only once the mail server accepted the
 * mail (or the outbox row is written): the caller records the delivery after that.
 */
export function createNewsletterTransport(config: Pick<AppConfig, "smtpUrl" | "mailFrom">) {
  const transport: Transporter | null = config.smtpUrl
    ? createTransport({ url: config.smtpUrl, pool: true, maxConnections: 8, ...TIMEOUTS })
    : null;
  const fromAddress = mailFromAddress(config.mailFrom);

  async function send(db: Queryable, mail: NewsletterMail): Promise<void> {
    if (!transport) {
      const kept = outboxCopy(mail);
      await insertOutboxMail(db, {
        id: newObjectId(),
        companyId: mail.companyId,
        toAddress: mail.to,
        subject: mail.subject,
        html: kept.html,
        text: kept.text,
        kind: mail.kind,
        status: "queued",
      });
      return;
    }
    await transport.sendMail({
      from: { name: mail.senderName, address: fromAddress },
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      ...(mail.returnPath ? { envelope: { from: mail.returnPath, to: mail.to } } : {}),
      list: { unsubscribe: { url: mail.unsubscribeUrl, comment: "Unsubscribe" } },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  }

  return {
    mode: transport ? ("smtp" as const) : ("outbox" as const),
    send,
    close: () => transport?.close(),
  };
}
export type NewsletterTransport = ReturnType<typeof createNewsletterTransport>;

/** One transport and one pace per app (the deps object), made on first use. */
const transports = new WeakMap<object, NewsletterTransport>();
export function transportOf(deps: { config: AppConfig }): NewsletterTransport {
  let found = transports.get(deps.config);
  if (!found) {
    found = createNewsletterTransport(deps.config);
    transports.set(deps.config, found);
  }
  return found;
}
