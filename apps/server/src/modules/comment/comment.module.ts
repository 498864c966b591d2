import { defineModule } from "../../platform/module.ts";
import { commentRoutes } from "./comment.routes.ts";

export const commentModule = defineModule({
  name: "comment",
  routes: [commentRoutes],
});
