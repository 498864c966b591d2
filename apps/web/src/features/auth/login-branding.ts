import type { PublicCompany } from "@chorus/shared/company/company.contract";
import type { Lab } from "@chorus/shared/labs/labs";

/** Before sign-in only the company's labs are known (the user's feature map is not). */
export const hasCompanyLab = (company: Pick<PublicCompany, "smarpLabList">, lab: Lab): boolean =>
  company.smarpLabList.includes(lab);
