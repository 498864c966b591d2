import { defineMailTemplate, mailText, renderMail } from "../../platform/mail/index.ts";

/** PUT /api/user: a one-time sign-in link, valid for 15 minutes, in the recipient's language. */
export const loginLinkMail = defineMailTemplate({
  kind: "login_link",
  example: { url: "https://acme.chorus.example/auth/link/example-token", minutes: 15 },
  render: (brand, input: { url: string; minutes: number }) => {
    const text = (key: string) =>
      mailText(brand.language, `loginLink.${key}`, { company: brand.companyName, minutes: input.minutes });
    return renderMail(brand, text("subject"), {
      heading: text("heading"),
      paragraphs: [text("body")],
      action: { label: text("action"), url: input.url, secret: true },
      footnote: text("footnote"),
    });
  },
});
