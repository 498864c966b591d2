import { type MailBrand, type RenderedMail, renderMail } from "./layout.ts";

/** POST /api/company: the new company's first admin opens it with this link (it signs them in). */
export function companyInvitationMail(
  brand: MailBrand,
  input: { url: string; hours: number; invitedBy: string },
): RenderedMail {
  return renderMail(brand, `You are the admin of ${brand.companyName} on Chorus`, {
    heading: `Welcome to ${brand.companyName}`,
    paragraphs: [
      `${input.invitedBy} created ${brand.companyName} on Chorus and made you its first admin.`,
      "Open your account with the button below, then set your company up: its look, its channels and who may join.",
      `The link works once and expires in ${input.hours} hours.`,
    ],
    action: { label: "Open my account", url: input.url, secret: true },
    footnote: "If you did not expect this, you can ignore this e-mail.",
  });
}
