import type { MailBrand } from "./templates/layout.ts";

/** The brand of a company's mail: name, highlight colour and login logo. */
export function mailBrandOf(c: {
  name: string;
  highlightColor: string;
  imageUrlLogin: string | null;
}): MailBrand {
  return { companyName: c.name, highlightColor: c.highlightColor, logoUrl: c.imageUrlLogin };
}

/** For mail that speaks for no single company (the account recovery list). */
export const PRODUCT_BRAND: MailBrand = { companyName: "Chorus", highlightColor: "#ED5D40", logoUrl: null };
