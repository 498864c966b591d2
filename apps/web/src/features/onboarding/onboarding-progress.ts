import { ONBOARDING_STEPS, type OnboardingStep } from "@chorus/shared/onboarding/onboarding.rules";

/** Access §4: the next step shows 100 ms after the previous one completes. */
export const NEXT_STEP_DELAY_MS = 100;
/** Set before the reload a non-English platform language needs; read once after it. */
export const RELOAD_FLAG_KEY = "chorus.onboarding.languageReload";
/** /socnet-bypass sets this: the auth step is skipped. */
export const SOCNET_BYPASS_KEY = "chorus.onboarding.socnetBypass";

/** The step after `done` in the spec's order among `stepList`, or null at the end. */
export function nextStepAfter(
  stepList: readonly OnboardingStep[],
  done: OnboardingStep,
): OnboardingStep | null {
  const position = ONBOARDING_STEPS.indexOf(done);
  return stepList.find((step) => ONBOARDING_STEPS.indexOf(step) > position) ?? null;
}

/** The steps after which a finished onboarding sends a phone to the app (access §4). */
export const MOBILE_FINAL_STEPS: readonly OnboardingStep[] = [
  "auth",
  "password",
  "anonymous",
  "translation-target-language",
  "content-language",
  "platform-language",
];

export function readSessionFlag(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionFlag(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // private mode: the flag is only a convenience
  }
}
