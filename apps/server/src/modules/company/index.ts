export { presentCompany, presentPublicCompany } from "./company.presenter.ts";
export { type CompanyRow, findCompany } from "./company.repository.ts";
