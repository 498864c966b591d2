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
export function notificationMail(brand: MailBrand, row: NotificationRow, link: string): RenderedMail {
  const text = plainTextOf(row.textHtml);
  return renderMail(brand, text.length > 120 ? `${text.slice(0, 117)}…` : text, {
    heading: row.itemTitle ?? "New notification",
    paragraphs: [text],
    action: { label: "Open in Chorus", url: link },
    footnote: "You can choose which notifications reach you by e-mail in your notification settings.",
  });
}

/** The daily digest: what went past the day's limit of pushes and e-mails, in one mail. */
export function digestMail(brand: MailBrand, rows: readonly NotificationRow[], link: string): RenderedMail {
  return renderMail(brand, `Your ${brand.companyName} notifications of the day (${rows.length})`, {
    heading: "What you may have missed",
    paragraphs: rows.map((row) => `• ${plainTextOf(row.textHtml)}`),
    action: { label: "See all notifications", url: link },
    footnote:
      "You received this summary because you reached today's limit of notifications by push and e-mail.",
  });
}
