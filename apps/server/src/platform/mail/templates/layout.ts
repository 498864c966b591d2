import { escapeHtml } from "@chorus/shared/text/html";
import { mediaRefOf } from "../../media-url/media-url.ts";

/** What a template knows of the company: its name, colour and logo make the mail look like the app. */
export interface MailBrand {
  companyName: string;
  highlightColor: string;
  logoUrl: string | null;
  /** The recipient's platform language: the template writes its texts in it (default English). */
  language?: string;
}

/** One rendering of a mail's body. */
export interface MailCopy {
  html: string;
  text: string;
}

export interface RenderedMail extends MailCopy {
  subject: string;
  /**
   * What the outbox may keep and show to the company's managers: the same mail with every part
   * only the recipient may read (a sign-in link, another company's name) hidden.
   */
  outboxCopy: MailCopy;
}

/** Stands in for a secret link in the outbox copy. */
export const HIDDEN_LINK = "[link hidden: only the recipient can use it]";
/** Stands in for paragraphs only the recipient may read. */
export const HIDDEN_PARAGRAPHS = "[hidden: only the recipient can read this part]";

/** Everything put into the HTML goes through it: names and addresses are user input. */
export { escapeHtml };

/** A colour we put into a style attribute: only #rgb / #rrggbb, else the product default. */
export const safeColor = (value: string) => (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) ? value : "#ED5D40");

/** An outside http(s) logo, or our own upload (the mailer makes it an absolute, signed URL). */
const safeUrl = (value: string | null) =>
  value && (/^https?:\/\//i.test(value) || mediaRefOf(value)) ? value : null;

export interface MailBody {
  heading: string;
  /** Plain paragraphs, escaped here. */
  paragraphs: string[];
  /** Paragraphs for the recipient's eyes only, after `paragraphs`; hidden in the outbox copy. */
  privateParagraphs?: string[];
  /** `secret`: the URL signs in or resets a password; the outbox copy hides it. */
  action?: { label: string; url: string; secret?: boolean };
  /** A small closing note (e.g. who asked and what to do if it was not you). */
  footnote?: string;
}

/** The one HTML shell of every mail, rendered for the recipient and, with secrets hidden, for the outbox. */
export function renderMail(brand: MailBrand, subject: string, body: MailBody): RenderedMail {
  const full = renderCopy(brand, subject, body);
  const hidesSomething = body.action?.secret === true || (body.privateParagraphs?.length ?? 0) > 0;
  if (!hidesSomething) return { subject, ...full, outboxCopy: full };
  const outboxBody: MailBody = {
    ...body,
    paragraphs: body.privateParagraphs?.length ? [...body.paragraphs, HIDDEN_PARAGRAPHS] : body.paragraphs,
    privateParagraphs: [],
  };
  return {
    subject,
    ...full,
    outboxCopy: renderCopy(brand, subject, outboxBody, { hideLink: body.action?.secret === true }),
  };
}

/** A table layout mail clients agree on, inline styles only. */
function renderCopy(
  brand: MailBrand,
  subject: string,
  body: MailBody,
  options: { hideLink?: boolean } = {},
): MailCopy {
  const color = safeColor(brand.highlightColor);
  const logo = safeUrl(brand.logoUrl);
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(brand.companyName)}" style="max-height:48px;max-width:200px">`
    : `<span style="font-size:20px;font-weight:bold;color:${color}">${escapeHtml(brand.companyName)}</span>`;
  const allParagraphs = [...body.paragraphs, ...(body.privateParagraphs ?? [])];
  const paragraphs = allParagraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join("");
  const actionUrl = body.action && (options.hideLink ? HIDDEN_LINK : body.action.url);
  const action = !body.action
    ? ""
    : options.hideLink
      ? `<p style="margin:24px 0"><strong>${escapeHtml(body.action.label)}</strong>: <em>${escapeHtml(HIDDEN_LINK)}</em></p>`
      : `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:12px 24px;background:${color};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(body.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:12px;color:#666666;word-break:break-all">${escapeHtml(body.action.url)}</p>`;
  const footnote = body.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#666666">${escapeHtml(body.footnote)}</p>`
    : "";
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:4px solid ${color}">
<tr><td style="padding:24px 32px 0">${header}</td></tr>
<tr><td style="padding:24px 32px 32px"><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(body.heading)}</h1>${paragraphs}${action}${footnote}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    brand.companyName,
    "",
    body.heading,
    "",
    ...allParagraphs.flatMap((p) => [p, ""]),
    ...(body.action ? [`${body.action.label}: ${actionUrl}`, ""] : []),
    ...(body.footnote ? [body.footnote] : []),
  ]
    .join("\n")
    .trim();
  return { html, text };
}
