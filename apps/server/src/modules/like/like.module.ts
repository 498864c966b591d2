import { defineModule } from "../../platform/module.ts";
import { likeRoutes } from "./like.routes.ts";

export const likeModule = defineModule({
  name: "like",
  routes: [likeRoutes],
});
