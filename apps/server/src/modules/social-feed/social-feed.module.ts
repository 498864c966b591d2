import { defineModule } from "../../platform/module.ts";
import { socialFeedRoutes } from "./social-feed.routes.ts";

/** Social feed: the company's LinkedIn page posts (empty state until an organisation token exists). */
export const socialFeedModule = defineModule({ name: "social-feed", routes: [socialFeedRoutes] });
