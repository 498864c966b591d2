import { adminMessageMail, defineMailTemplate } from "../../platform/mail/index.ts";

/** The kind this module sends, declared in its manifest (an example for the mail test). */
export const adminMessageMailTemplate = defineMailTemplate({
  kind: "admin_message",
  example: {
    subject: "Our new office opens on Monday",
    message: "Hello all,\n\nThe new office opens on Monday.",
    senderName: "Ada Admin",
    recipientFirstName: "Emma",
  },
  render: adminMessageMail,
});
