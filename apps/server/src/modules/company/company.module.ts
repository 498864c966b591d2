import { defineModule } from "../../platform/module.ts";
import { companyRoutes } from "./company.routes.ts";

export const companyModule = defineModule({
  name: "company",
  routes: [companyRoutes],
});
