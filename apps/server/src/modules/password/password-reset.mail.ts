import { defineMailTemplate, mailText, renderMail } from "../../platform/mail/index.ts";

/** POST /api/user/password/forget: a reset link, single use, valid for 1 hour, in the recipient's language. */
export const passwordResetMail = defineMailTemplate({
  kind: "password_reset",
  example: { url: "https://acme.chorus.example/password/reset/example-token", minutes: 60 },
  render: (brand, input: { url: string; minutes: number }) => {
    const text = (key: string) =>
      mailText(brand.language, `passwordReset.${key}`, {
        company: brand.companyName,
        minutes: input.minutes,
      });
    return renderMail(brand, text("subject"), {
      heading: text("heading"),
      paragraphs: [text("body"), text("expiry")],
      action: { label: text("action"), url: input.url, secret: true },
      footnote: text("footnote"),
    });
  },
});
