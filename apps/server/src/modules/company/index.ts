export { presentCompany, presentPublicCompany } from "./company.presenter.ts";
export { type CompanyRow, findCompany, findCompanyBySubdomain } from "./company.repository.ts";
