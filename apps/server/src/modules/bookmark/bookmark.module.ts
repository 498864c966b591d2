import { defineModule } from "../../platform/module.ts";
import { bookmarkRoutes } from "./bookmark.routes.ts";

export const bookmarkModule = defineModule({
  name: "bookmark",
  routes: [bookmarkRoutes],
});
