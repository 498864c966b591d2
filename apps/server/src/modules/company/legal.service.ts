import type { LegalPages } from "@chorus/shared/company/company-admin.contract";
import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_OF_SERVICE } from "@chorus/shared/company/legal.defaults";
import type { CompanyRow } from "./company.repository.ts";

/**
 * The legal pages: a company that enabled its own terms (isTosEnabled) shows its texts, each one
 * falling back to the product's when left empty; otherwise the product's.
 */
export function legalPagesOf(row: CompanyRow | null): LegalPages {
  const own = row?.isTosEnabled === true;
  const terms = own ? row.termsOfService.trim() : "";
  const privacy = own ? row.privacyPolicy.trim() : "";
  return {
    companyName: row?.name ?? null,
    isCompanyText: own && (terms !== "" || privacy !== ""),
    termsOfService: terms || DEFAULT_TERMS_OF_SERVICE,
    privacyPolicy: privacy || DEFAULT_PRIVACY_POLICY,
  };
}
