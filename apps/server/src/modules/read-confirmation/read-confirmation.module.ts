import { defineModule } from "../../platform/module.ts";
import { readConfirmationRoutes } from "./read-confirmation.routes.ts";

export const readConfirmationModule = defineModule({
  name: "read-confirmation",
  routes: [readConfirmationRoutes],
});
