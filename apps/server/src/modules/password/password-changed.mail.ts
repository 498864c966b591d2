import { defineMailTemplate, renderMail } from "../../platform/mail/index.ts";

/** After a reset or change: tells the owner, so a change they did not make does not go unnoticed. */
export const passwordChangedMail = defineMailTemplate({
  kind: "password_changed",
  example: { forgotUrl: "https://acme.chorus.example/password/forgot" },
  render: (brand, input: { forgotUrl: string }) =>
    renderMail(brand, `Your ${brand.companyName} password was changed`, {
      heading: "Your password was changed",
      paragraphs: [
        `The password of your ${brand.companyName} account was just changed, and every other session was signed out.`,
        "If this was you, there is nothing more to do.",
      ],
      action: { label: "I did not do this: reset my password", url: input.forgotUrl },
    }),
});
