import { type MailBrand, type RenderedMail, renderMail } from "./layout.ts";

/** After a reset or change: tells the owner, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(brand: MailBrand, input: { forgotUrl: string }): RenderedMail {
  return renderMail(brand, `Your ${brand.companyName} password was changed`, {
    heading: "Your password was changed",
    paragraphs: [
      `The password of your ${brand.companyName} account was just changed, and every other session was signed out.`,
      "If this was you, there is nothing more to do.",
    ],
    action: { label: "I did not do this: reset my password", url: input.forgotUrl },
  });
}
