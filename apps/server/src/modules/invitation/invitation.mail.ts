import {
  defineMailTemplate,
  type MailBrand,
  mailText,
  type RenderedMail,
} from "../../platform/mail/index.ts";
import { renderMail } from "../../platform/mail/templates/layout.ts";

/**
 * The invitation e-mail: the group's template (or the inviter's message), its signature and the link.
 * The company writes the message in its own words; the fixed parts around it (subject, heading,
 * button, footnote) are in the recipient's language.
 */
export function invitationMail(
  brand: MailBrand,
  input: { inviterName: string; message: string; signature: string; url: string; reminder: boolean },
): RenderedMail {
  const text = (key: string, values: Record<string, string> = {}) =>
    mailText(brand.language, `invitation.${key}`, { company: brand.companyName, ...values });
  const inviter = input.inviterName || text("aColleague");
  const paragraphs = [input.message, input.signature]
    .flatMap((part) => part.split(/\n{2,}/))
    .map((p) => p.trim())
    .filter(Boolean);
  return renderMail(brand, input.reminder ? text("reminderSubject") : text("subject", { inviter }), {
    heading: text("heading", { inviter }),
    paragraphs: paragraphs.length ? paragraphs : [text("defaultBody")],
    action: { label: text("action"), url: input.url, secret: true },
    footnote: text("footnote"),
  });
}

/** To a queued user when a seat in the group frees, in their platform language. */
export function seatFreeMail(brand: MailBrand, input: { groupName: string; url: string }): RenderedMail {
  const text = (key: string) => mailText(brand.language, `seatFree.${key}`, { group: input.groupName });
  return renderMail(brand, text("subject"), {
    heading: text("heading"),
    paragraphs: [text("body")],
    action: { label: text("action"), url: input.url },
  });
}

/** The kinds this module sends, declared in its manifest (examples for the mail test). */
export const invitationMailTemplate = defineMailTemplate({
  kind: "invitation",
  example: {
    inviterName: "Ada Admin",
    message: "Join us on Chorus.",
    signature: "Ada",
    url: "https://acme.chorus.example/auth/invitation/example-token",
    reminder: false,
  },
  render: invitationMail,
});

export const seatFreeMailTemplate = defineMailTemplate({
  kind: "seat_free",
  example: { groupName: "Field Sales", url: "https://acme.chorus.example/" },
  render: seatFreeMail,
});
