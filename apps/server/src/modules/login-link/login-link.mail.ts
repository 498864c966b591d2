import { defineMailTemplate, renderMail } from "../../platform/mail/index.ts";

/** PUT /api/user: a one-time sign-in link, valid for 15 minutes. */
export const loginLinkMail = defineMailTemplate({
  kind: "login_link",
  example: { url: "https://acme.chorus.example/auth/link/example-token", minutes: 15 },
  render: (brand, input: { url: string; minutes: number }) =>
    renderMail(brand, `Your login link for ${brand.companyName}`, {
      heading: "Log in with one click",
      paragraphs: [
        `Use the button below to log in to ${brand.companyName}. The link works once and expires in ${input.minutes} minutes.`,
      ],
      action: { label: "Log in", url: input.url, secret: true },
      footnote: "If you did not ask for this link, you can ignore this e-mail.",
    }),
});
