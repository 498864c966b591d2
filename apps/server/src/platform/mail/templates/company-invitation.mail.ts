import { mailText } from "../mail-i18n.ts";
import { type MailBrand, type RenderedMail, renderMail } from "./layout.ts";

/**
 * POST /api/company: the new company's first admin opens it with this link (it signs them in).
 * Written in the new company's default platform language, which the admin's account starts with.
 */
export function companyInvitationMail(
  brand: MailBrand,
  input: { url: string; hours: number; invitedBy: string },
): RenderedMail {
  const text = (key: string) =>
    mailText(brand.language, `companyInvitation.${key}`, {
      company: brand.companyName,
      hours: input.hours,
      inviter: input.invitedBy,
    });
  return renderMail(brand, text("subject"), {
    heading: text("heading"),
    paragraphs: [text("body"), text("setup"), text("expiry")],
    action: { label: text("action"), url: input.url, secret: true },
    footnote: text("footnote"),
  });
}
