import { defineModule } from "../../platform/module.ts";
import { oauth2Routes } from "./oauth2.routes.ts";

export const oauth2Module = defineModule({
  name: "oauth2",
  routes: [oauth2Routes],
});
