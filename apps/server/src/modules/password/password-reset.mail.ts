import { defineMailTemplate, renderMail } from "../../platform/mail/index.ts";

/** POST /api/user/password/forget: a reset link, single use, valid for 1 hour. */
export const passwordResetMail = defineMailTemplate({
  kind: "password_reset",
  example: { url: "https://acme.chorus.example/password/reset/example-token", minutes: 60 },
  render: (brand, input: { url: string; minutes: number }) =>
    renderMail(brand, `Reset your ${brand.companyName} password`, {
      heading: "Reset your password",
      paragraphs: [
        "We received a request to reset your password. Choose a new one with the button below.",
        `The link works once and expires in ${input.minutes} minutes.`,
      ],
      action: { label: "Choose a new password", url: input.url, secret: true },
      footnote: "If you did not ask for a new password, ignore this e-mail: your password stays as it is.",
    }),
});
