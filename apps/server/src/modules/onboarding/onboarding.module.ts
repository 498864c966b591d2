import { defineModule } from "../../platform/module.ts";
import { consentStepRoutes } from "./consent-step.routes.ts";
import { onboardingRoutes } from "./onboarding.routes.ts";

export const onboardingModule = defineModule({
  name: "onboarding",
  routes: [onboardingRoutes, consentStepRoutes],
});
