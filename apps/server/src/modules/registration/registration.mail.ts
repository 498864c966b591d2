import { defineMailTemplate, mailText, renderMail } from "../../platform/mail/index.ts";

/**
 * POST /api/user/register and its reminder: confirms the address and signs the newcomer in,
 * in the language of their new account (the company's default platform language at sign-up).
 */
export const registrationMail = defineMailTemplate({
  kind: "registration",
  example: { url: "https://acme.chorus.example/auth/link/example-token", hours: 48 },
  render: (brand, input: { url: string; hours: number }) => {
    const text = (key: string) =>
      mailText(brand.language, `registration.${key}`, { company: brand.companyName, hours: input.hours });
    return renderMail(brand, text("subject"), {
      heading: text("heading"),
      paragraphs: [text("body"), text("expiry")],
      action: { label: text("action"), url: input.url, secret: true },
      footnote: text("footnote"),
    });
  },
});
