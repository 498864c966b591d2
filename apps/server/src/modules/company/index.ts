export { presentCompany, presentCompanySummary, presentPublicCompany } from "./company.presenter.ts";
export {
  type CompanyRow,
  findCompany,
  findCompanyBySubdomain,
  insertCompany,
  insertFirstAdmin,
} from "./company.repository.ts";
