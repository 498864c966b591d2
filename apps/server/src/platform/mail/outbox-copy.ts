import { isSensitiveMailKind, type MailKind } from "@chorus/shared/mail/mail.contract";
import {
  escapeHtml,
  HIDDEN_LINK,
  HIDDEN_PARAGRAPHS,
  type MailCopy,
  type RenderedMail,
} from "./templates/layout.ts";

const WITHHELD_TEXT = "[content hidden: only the recipient can read this mail]";
const WITHHELD: MailCopy = { text: WITHHELD_TEXT, html: `<p>${escapeHtml(WITHHELD_TEXT)}</p>` };

/**
 * What the outbox keeps of a mail: the template's copy with the recipient's secrets hidden. A
 * sensitive kind whose template hid nothing would keep its secret readable: then no body is kept.
 */
export function outboxCopyOf(mail: RenderedMail & { kind: MailKind }): MailCopy {
  if (!isSensitiveMailKind(mail.kind)) return mail.outboxCopy;
  const hidesSomething = mail.outboxCopy.text !== mail.text && mail.outboxCopy.html !== mail.html;
  return hidesSomething ? mail.outboxCopy : WITHHELD;
}

/**
 * What the outbox shows of a stored row. Rows of a sensitive kind written before outbox copies
 * existed still hold the whole mail (a link that may still work): their body is not shown.
 */
export function shownOutboxBody(row: { kind: string; html: string; text: string }): MailCopy {
  if (!isSensitiveMailKind(row.kind)) return { html: row.html, text: row.text };
  const hidden = [HIDDEN_LINK, HIDDEN_PARAGRAPHS, WITHHELD_TEXT].some((marker) => row.text.includes(marker));
  return hidden ? { html: row.html, text: row.text } : WITHHELD;
}
