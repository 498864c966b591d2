import { companyInvitationMail, defineMailTemplate } from "../../platform/mail/index.ts";

/** The kind this module sends, declared in its manifest (an example for the mail test). */
export const companyInvitationMailTemplate = defineMailTemplate({
  kind: "company_invitation",
  example: {
    url: "https://acme.chorus.example/auth/link/example-token",
    hours: 24,
    invitedBy: "Sam Smarper",
  },
  render: companyInvitationMail,
});
