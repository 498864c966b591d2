import { mailText } from "../mail-i18n.ts";
import { type MailBrand, type RenderedMail, renderMail } from "./layout.ts";

/** A message an administrator writes to colleagues (POST /api/user/sendemail); plain text, escaped. */
export function adminMessageMail(
  brand: MailBrand,
  input: { subject: string; message: string; senderName: string; recipientFirstName: string },
): RenderedMail {
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  return renderMail(brand, input.subject, {
    heading: input.recipientFirstName
      ? mailText(brand.language, "adminMessage.greeting", { name: input.recipientFirstName })
      : input.subject,
    paragraphs,
    footnote: mailText(brand.language, "adminMessage.footnote", {
      sender: input.senderName,
      company: brand.companyName,
    }),
  });
}
