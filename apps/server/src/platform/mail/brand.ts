import type { MailBrand } from "./templates/layout.ts";

/** The brand of a company's mail: name, highlight colour and its white label logo (else the login image). */
export function mailBrandOf(c: {
  name: string;
  highlightColor: string;
  imageUrl?: string | null;
  imageUrlLogin: string | null;
  /** The recipient's platform language, when the mail has one recipient. */
  language?: string | null;
}): MailBrand {
  return {
    companyName: c.name,
    highlightColor: c.highlightColor,
    logoUrl: c.imageUrl ?? c.imageUrlLogin,
    ...(c.language ? { language: c.language } : {}),
  };
}

/** For mail that speaks for no single company (the account recovery list). */
export const PRODUCT_BRAND: MailBrand = { companyName: "Chorus", highlightColor: "#ED5D40", logoUrl: null };
