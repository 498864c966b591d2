import { defineMailTemplate, mailText, renderMail } from "../../platform/mail/index.ts";

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
  render: (brand, input: { accounts: RecoveredAccount[] }) => {
    const text = (key: string) => mailText(brand.language, `accountRecovery.${key}`);
    return renderMail(brand, text("subject"), {
      heading: text("heading"),
      paragraphs: [text("body")],
      // The outbox that keeps this mail belongs to one of the companies: it must not learn the others.
      privateParagraphs: input.accounts.map((a) => `${a.companyName} (${a.subdomain}): ${a.loginUrl}`),
      footnote: text("footnote"),
    });
  },
});
