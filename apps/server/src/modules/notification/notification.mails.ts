import { defineMailTemplate, mailText } from "../../platform/mail/index.ts";
import { type MailBrand, type RenderedMail, renderMail } from "../../platform/mail/templates/layout.ts";
import type { NotificationRow } from "./notification.repository.ts";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** A notification's text without its markup (textHtml holds escaped text in a few tags). */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/** One notification as an e-mail, with a button to what it is about. */
/** What a notification mail shows of its row. */
type MailedNotification = Pick<NotificationRow, "textHtml" | "itemTitle">;

export function notificationMail(brand: MailBrand, row: MailedNotification, link: string): RenderedMail {
  const text = plainTextOf(row.textHtml);
  return renderMail(brand, text.length > 120 ? `${text.slice(0, 117)}…` : text, {
    heading: row.itemTitle ?? mailText(brand.language, "notification.defaultHeading"),
    paragraphs: [text],
    action: { label: mailText(brand.language, "notification.open"), url: link },
    footnote: mailText(brand.language, "notification.footnote"),
  });
}

/** The daily digest: what went past the day's limit of pushes and e-mails, in one mail. */
export function digestMail(
  brand: MailBrand,
  rows: readonly MailedNotification[],
  link: string,
): RenderedMail {
  const subject = mailText(brand.language, "digest.subject", {
    company: brand.companyName,
    count: rows.length,
  });
  return renderMail(brand, subject, {
    heading: mailText(brand.language, "digest.heading"),
    paragraphs: rows.map((row) => `• ${plainTextOf(row.textHtml)}`),
    action: { label: mailText(brand.language, "digest.seeAll"), url: link },
    footnote: mailText(brand.language, "digest.footnote"),
  });
}

/** The kinds this module sends, declared in its manifest (examples for the mail test). */
export const notificationMailTemplate = defineMailTemplate({
  kind: "notification",
  example: {
    row: {
      textHtml: "<strong>Chloé</strong> published <strong>Our new office</strong>",
      itemTitle: "Our new office",
    },
    link: "https://acme.chorus.example/post/5f0000000000000000000001",
  },
  render: (brand, input: { row: MailedNotification; link: string }) =>
    notificationMail(brand, input.row, input.link),
});

export const notificationDigestMailTemplate = defineMailTemplate({
  kind: "notification_digest",
  example: {
    rows: [{ textHtml: "A post was published in <strong>News</strong>", itemTitle: null }],
    link: "https://acme.chorus.example/notifications",
  },
  render: (brand, input: { rows: MailedNotification[]; link: string }) =>
    digestMail(brand, input.rows, input.link),
});
