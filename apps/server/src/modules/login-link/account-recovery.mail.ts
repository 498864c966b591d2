import { defineMailTemplate, renderMail } from "../../platform/mail/index.ts";

export interface RecoveredAccount {
  companyName: string;
  subdomain: string;
  loginUrl: string;
}

/** POST /api/user/recovery: where this address has an account. */
export const accountRecoveryMail = defineMailTemplate({
  kind: "account_recovery",
  example: {
    accounts: [
      { companyName: "Acme", subdomain: "acme", loginUrl: "https://acme.chorus.example/account" },
      { companyName: "Globex", subdomain: "globex", loginUrl: "https://globex.chorus.example/account" },
    ],
  },
  render: (brand, input: { accounts: RecoveredAccount[] }) =>
    renderMail(brand, "Your Chorus accounts", {
      heading: "Where you have an account",
      paragraphs: ["Someone (hopefully you) asked which sites this e-mail address can log in to:"],
      // The outbox that keeps this mail belongs to one of the companies: it must not learn the others.
      privateParagraphs: input.accounts.map((a) => `${a.companyName} (${a.subdomain}): ${a.loginUrl}`),
      footnote: "If you did not ask for this, you can ignore this e-mail.",
    }),
});
