import { type MailBrand, type RenderedMail, renderMail } from "./layout.ts";

/** POST /api/user/register and its reminder: confirms the address and signs the newcomer in. */
export function registrationMail(brand: MailBrand, input: { url: string; hours: number }): RenderedMail {
  return renderMail(brand, `Confirm your e-mail to join ${brand.companyName}`, {
    heading: `Welcome to ${brand.companyName}`,
    paragraphs: [
      "Thanks for signing up. Confirm your e-mail address with the button below to open your account.",
      `The link works once and expires in ${input.hours} hours.`,
    ],
    action: { label: "Confirm and log in", url: input.url, secret: true },
    footnote: "If you did not sign up, you can ignore this e-mail.",
  });
}
