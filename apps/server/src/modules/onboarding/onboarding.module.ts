import { defineModule } from "../../platform/module.ts";
import { onboardingRoutes } from "./onboarding.routes.ts";

export const onboardingModule = defineModule({
  name: "onboarding",
  routes: [onboardingRoutes],
});
