export { completeIfDone, groupsOfferedTo } from "./onboarding.service.ts";
export { loadOnboardingFacts } from "./onboarding-facts.ts";
