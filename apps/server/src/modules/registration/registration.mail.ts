import { defineMailTemplate, renderMail } from "../../platform/mail/index.ts";

/** POST /api/user/register and its reminder: confirms the address and signs the newcomer in. */
export const registrationMail = defineMailTemplate({
  kind: "registration",
  example: { url: "https://acme.chorus.example/auth/link/example-token", hours: 48 },
  render: (brand, input: { url: string; hours: number }) =>
    renderMail(brand, `Confirm your e-mail to join ${brand.companyName}`, {
      heading: `Welcome to ${brand.companyName}`,
      paragraphs: [
        "Thanks for signing up. Confirm your e-mail address with the button below to open your account.",
        `The link works once and expires in ${input.hours} hours.`,
      ],
      action: { label: "Confirm and log in", url: input.url, secret: true },
      footnote: "If you did not sign up, you can ignore this e-mail.",
    }),
});
