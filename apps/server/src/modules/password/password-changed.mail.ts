import { defineMailTemplate, mailText, renderMail } from "../../platform/mail/index.ts";

/** After a reset or change: tells the owner, in their language, so a change they did not make does not go unnoticed. */
export const passwordChangedMail = defineMailTemplate({
  kind: "password_changed",
  example: { forgotUrl: "https://acme.chorus.example/password/forgot" },
  render: (brand, input: { forgotUrl: string }) => {
    const text = (key: string) =>
      mailText(brand.language, `passwordChanged.${key}`, { company: brand.companyName });
    return renderMail(brand, text("subject"), {
      heading: text("heading"),
      paragraphs: [text("body"), text("ifYou")],
      action: { label: text("action"), url: input.forgotUrl },
    });
  },
});
