/**
 * Onboarding (access §2, §3, §4): which steps apply to a user, which is current, and the counter.
 * Pure: the browser shows the steps, the server decides them from the same facts.
 */

/** The steps in the spec's order. */
export const ONBOARDING_STEPS = [
  "unavailability",
  "platform-language",
  "greeting",
  "consent",
  "group",
  "team-one",
  "team-two",
  "fullname",
  "auth",
  "password",
  "anonymous",
  "translation-target-language",
  "content-language",
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The user events of access §3, in the order the steps fire them. */
export const ONBOARDING_EVENTS = [
  "ob_group_chosen",
  "ob_team_chosen",
  "ob_team_2_chosen",
  "ob_fullname_passed",
  "ob_auth_passed",
  "password_is_set",
  "ob_anonymous_passed",
  "ob_translation_target_language",
  "ob_language_set",
  "ob_ui_language_set",
  "ob_greeting",
  "ob_completed",
] as const;
export type OnboardingEvent = (typeof ONBOARDING_EVENTS)[number];

/** The event each step fires when completed; unavailability and consent fire none (consent is recorded by its versions). */
export const STEP_EVENT: Record<OnboardingStep, OnboardingEvent | null> = {
  unavailability: null,
  "platform-language": "ob_ui_language_set",
  greeting: "ob_greeting",
  consent: null,
  group: "ob_group_chosen",
  "team-one": "ob_team_chosen",
  "team-two": "ob_team_2_chosen",
  fullname: "ob_fullname_passed",
  auth: "ob_auth_passed",
  password: "password_is_set",
  anonymous: "ob_anonymous_passed",
  "translation-target-language": "ob_translation_target_language",
  "content-language": "ob_language_set",
};

/** Only the server adds this one, when the last applicable step is done. */
export const COMPLETED_EVENT: OnboardingEvent = "ob_completed";

/** Steps the counter leaves out (access §2). */
export const UNCOUNTED_STEPS: readonly OnboardingStep[] = ["greeting", "content-language"];

/** Everything the applicability table of access §4 looks at. */
export interface OnboardingFacts {
  isFresh: boolean;
  /** Waiting in the queue of a full group. */
  isQueued: boolean;
  /** Languages the platform-language step can offer (the five onboarding languages). */
  offeredPlatformLanguageCount: number;
  consentUpToDate: boolean;
  /** The user accepted some version already (during this onboarding, while fresh). */
  consentRecorded: boolean;
  groupsEnabled: boolean;
  hasReferrer: boolean;
  groupSelfRegistrationLab: boolean;
  /** Teams of the user's group (or the company when the user has no group) at level 1 and 2. */
  teamLevels: { one: boolean; two: boolean };
  /**
   * Levels at which any group of the company has teams: what the team steps may bring once the
   * group step is done. Only the counter looks at it (see countedSteps).
   */
  groupTeamLevels: { one: boolean; two: boolean };
  hasName: boolean;
  /** Directory (Active Directory) sign-in for the company. */
  directoryLogin: boolean;
  /** SAML single sign-on for the company. */
  samlLogin: boolean;
  /** The user was created by a SAML sign-in. */
  samlAutoProvisioned: boolean;
  passwordLoginEnabled: boolean;
  hasPassword: boolean;
  anonymousModeEnabled: boolean;
  machineTranslationsLab: boolean;
  companyLanguageEnabled: boolean;
  triggeredEventList: readonly string[];
}

/**
 * The table of access §4, one rule per step. Steps past the first visit ("fresh") only
 * apply to fresh users; consent and unavailability apply to everyone at any time.
 */
const RULES: Record<OnboardingStep, (f: OnboardingFacts) => boolean> = {
  unavailability: (f) => f.isQueued,
  // Decision: the step offers a choice only when there is more than one language to choose.
  "platform-language": (f) => f.offeredPlatformLanguageCount > 1,
  greeting: () => true,
  // Once accepted during onboarding it stays in the list (done), so the counter does not shrink.
  consent: (f) => !f.consentUpToDate || (f.isFresh && f.consentRecorded),
  group: (f) => f.groupsEnabled && !f.hasReferrer && f.groupSelfRegistrationLab,
  "team-one": (f) => f.groupsEnabled && !f.hasReferrer && f.teamLevels.one,
  "team-two": (f) => f.groupsEnabled && !f.hasReferrer && f.teamLevels.two,
  fullname: (f) => !f.hasName,
  auth: (f) => !f.directoryLogin && !f.samlLogin && !f.passwordLoginEnabled,
  password: (f) =>
    f.passwordLoginEnabled && !f.hasPassword && !f.directoryLogin && !(f.samlLogin && f.samlAutoProvisioned),
  anonymous: (f) => f.anonymousModeEnabled,
  "translation-target-language": (f) => f.machineTranslationsLab,
  "content-language": (f) => f.companyLanguageEnabled,
};

/** Steps that apply to users who finished onboarding (consent re-asked after a new version). */
const ALWAYS_STEPS: readonly OnboardingStep[] = ["unavailability", "consent"];

const fired = (f: OnboardingFacts, step: OnboardingStep) => {
  const event = STEP_EVENT[step];
  return event !== null && f.triggeredEventList.includes(event);
};

/** Whether the table's rule holds for a step, ignoring whether it was already done. */
export const stepRuleHolds = (step: OnboardingStep, facts: OnboardingFacts): boolean => RULES[step](facts);

/**
 * The applicable steps, in order. A step stays in the list once its event fired even if its
 * rule no longer holds (a name given at the fullname step), so the counter does not shrink.
 */
export function applicableSteps(facts: OnboardingFacts): OnboardingStep[] {
  return ONBOARDING_STEPS.filter((step) => {
    if (!facts.isFresh && !ALWAYS_STEPS.includes(step)) return false;
    return RULES[step](facts) || fired(facts, step);
  });
}

/** Done: its event fired, or (no event) its rule no longer holds. Unavailability is never done while queued. */
export function isStepDone(step: OnboardingStep, facts: OnboardingFacts): boolean {
  if (step === "unavailability") return !facts.isQueued;
  if (step === "consent") return facts.consentUpToDate;
  if (step === "fullname") return facts.hasName;
  if (step === "password" && facts.hasPassword) return true;
  return fired(facts, step);
}

/** The first applicable step not yet done, or null when onboarding is over. */
export function currentStep(facts: OnboardingFacts): OnboardingStep | null {
  return applicableSteps(facts).find((step) => !isStepDone(step, facts)) ?? null;
}

export interface StepCounter {
  /** 1-based position of the current step among the counted steps. */
  current: number;
  total: number;
}

/**
 * Left out of the count: greeting and content-language (access §2), and the wait in a full group's
 * queue, which is no step the user takes (it can come mid-way, after the group is chosen).
 */
const NOT_COUNTED: readonly OnboardingStep[] = [...UNCOUNTED_STEPS, "unavailability"];

/** Whether a step shows 'Step N of M' at all. */
export const isCountedStep = (step: OnboardingStep): boolean => !NOT_COUNTED.includes(step);

/**
 * A team step not known to apply yet that may still come: while the group step is ahead, the
 * teams are those of a group not chosen yet, so a level any group has teams at may still apply.
 */
function teamStepMayCome(step: OnboardingStep, facts: OnboardingFacts): boolean {
  if (step !== "team-one" && step !== "team-two") return false;
  const groupAhead = facts.isFresh && RULES.group(facts) && !isStepDone("group", facts);
  return groupAhead && RULES[step]({ ...facts, teamLevels: facts.groupTeamLevels });
}

/**
 * The steps the counter counts, in order: those that apply (done ones included) and those that may
 * still come. Counting the possible ones from the start means the total never grows when a choice
 * reveals them; it only shrinks, the moment a step is known not to apply (a group without teams).
 * Such a step always lies ahead of the current one, so the current number still goes up by one.
 */
export function countedSteps(facts: OnboardingFacts): OnboardingStep[] {
  const applicable = applicableSteps(facts);
  return ONBOARDING_STEPS.filter(
    (step) => !NOT_COUNTED.includes(step) && (applicable.includes(step) || teamStepMayCome(step, facts)),
  );
}

/**
 * 'Step N of M' over `steps` (the uncounted ones among them are ignored), shown only when more than
 * one counted step applies (access §2). On an uncounted step it names the counted step that comes
 * next in the spec's order (the last one when none is left), so it never goes backwards.
 */
export function stepCounter(
  steps: readonly OnboardingStep[],
  current: OnboardingStep | null,
): StepCounter | null {
  const counted = steps.filter((s) => !NOT_COUNTED.includes(s));
  if (counted.length <= 1 || current === null) return null;
  const index = counted.indexOf(current);
  if (index >= 0) return { current: index + 1, total: counted.length };
  const order = ONBOARDING_STEPS.indexOf(current);
  const before = counted.filter((s) => ONBOARDING_STEPS.indexOf(s) < order).length;
  return { current: Math.min(before + 1, counted.length), total: counted.length };
}

/** Onboarding is complete when nothing is left for a fresh user. */
export const isOnboardingComplete = (facts: OnboardingFacts): boolean => currentStep(facts) === null;

/** Team levels offered in onboarding (access §9). */
export const TEAM_LEVEL_OF_STEP = { "team-one": 1, "team-two": 2 } as const;
