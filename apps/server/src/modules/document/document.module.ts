import { defineModule } from "../../platform/module.ts";
import { documentRoutes } from "./document.routes.ts";

export const documentModule = defineModule({
  name: "document",
  routes: [documentRoutes],
});
