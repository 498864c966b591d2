import { describe, expect, it } from "vitest";
import {
  countedSteps,
  currentStep,
  isCountedStep,
  type OnboardingFacts,
  type OnboardingStep,
  STEP_EVENT,
  type StepCounter,
  stepCounter,
} from "./onboarding.rules.ts";

/**
 * Issue 16: 'Step 3 of 5' must never become 'Step 4 of 7'. Each row is a company shape and the
 * newcomer's choices; the walk below plays onboarding the way the server and the screen do (the
 * facts change as each step is completed, the counter is read on every shown step) and checks the
 * counter over the whole walk.
 */

type Levels = { one: boolean; two: boolean };
const NONE: Levels = { one: false, two: false };
const ONE: Levels = { one: true, two: false };
const TWO: Levels = { one: false, two: true };
const BOTH: Levels = { one: true, two: true };

/** A newcomer of a company with no optional step on: platform language, greeting and consent. */
const newcomer: OnboardingFacts = {
  isFresh: true,
  isQueued: false,
  offeredPlatformLanguageCount: 5,
  consentUpToDate: false,
  consentRecorded: false,
  groupsEnabled: false,
  hasReferrer: false,
  groupSelfRegistrationLab: false,
  teamLevels: NONE,
  groupTeamLevels: NONE,
  hasName: true,
  directoryLogin: false,
  samlLogin: false,
  samlAutoProvisioned: false,
  passwordLoginEnabled: true,
  hasPassword: true,
  anonymousModeEnabled: false,
  machineTranslationsLab: false,
  companyLanguageEnabled: false,
  triggeredEventList: [],
};

const groups = { groupsEnabled: true, groupSelfRegistrationLab: true };
const acme = { ...groups, hasName: false, hasPassword: false, companyLanguageEnabled: true };
const everything = {
  ...acme,
  anonymousModeEnabled: true,
  machineTranslationsLab: true,
  passwordLoginEnabled: false,
};

/** Completing a step changes the facts as the server records it. */
function complete(facts: OnboardingFacts, step: OnboardingStep, chosenGroup: Levels): OnboardingFacts {
  const event = STEP_EVENT[step];
  const next = {
    ...facts,
    triggeredEventList: event ? [...facts.triggeredEventList, event] : facts.triggeredEventList,
  };
  if (step === "consent") return { ...next, consentUpToDate: true, consentRecorded: true };
  if (step === "group") return { ...next, teamLevels: chosenGroup };
  if (step === "fullname") return { ...next, hasName: true };
  if (step === "password") return { ...next, hasPassword: true };
  return next;
}

/** Every counter shown, from the first step to the last, as 'N of M' (null where none shows). */
function walk(start: OnboardingFacts, chosenGroup: Levels) {
  const shown: { step: OnboardingStep; counter: StepCounter | null }[] = [];
  let facts = start;
  for (let step = currentStep(facts); step !== null; step = currentStep(facts)) {
    const counter = isCountedStep(step) ? stepCounter(countedSteps(facts), step) : null;
    shown.push({ step, counter });
    facts = complete(facts, step, chosenGroup);
    if (shown.length > 20) throw new Error("onboarding does not end");
  }
  return shown;
}

const table: [string, Partial<OnboardingFacts>, Levels, OnboardingStep[]][] = [
  // [company shape, facts, levels of the group the newcomer picks, the steps expected to show]
  ["plain company", {}, NONE, ["platform-language", "greeting", "consent"]],
  [
    "Acme: groups with teams of both levels, group with both",
    { ...acme, groupTeamLevels: BOTH },
    BOTH,
    [
      "platform-language",
      "greeting",
      "consent",
      "group",
      "team-one",
      "team-two",
      "fullname",
      "password",
      "content-language",
    ],
  ],
  [
    "teams of both levels, group with level one only",
    { ...acme, groupTeamLevels: BOTH },
    ONE,
    [
      "platform-language",
      "greeting",
      "consent",
      "group",
      "team-one",
      "fullname",
      "password",
      "content-language",
    ],
  ],
  [
    "teams of both levels, group with level two only",
    { ...acme, groupTeamLevels: BOTH },
    TWO,
    [
      "platform-language",
      "greeting",
      "consent",
      "group",
      "team-two",
      "fullname",
      "password",
      "content-language",
    ],
  ],
  [
    "teams of both levels, group without teams",
    { ...acme, groupTeamLevels: BOTH },
    NONE,
    ["platform-language", "greeting", "consent", "group", "fullname", "password", "content-language"],
  ],
  [
    "teams of level one only in the company",
    { ...acme, groupTeamLevels: ONE },
    ONE,
    [
      "platform-language",
      "greeting",
      "consent",
      "group",
      "team-one",
      "fullname",
      "password",
      "content-language",
    ],
  ],
  [
    "groups without any team",
    { ...acme, groupTeamLevels: NONE },
    NONE,
    ["platform-language", "greeting", "consent", "group", "fullname", "password", "content-language"],
  ],
  [
    "every optional step, group with both levels",
    { ...everything, groupTeamLevels: BOTH },
    BOTH,
    [
      "platform-language",
      "greeting",
      "consent",
      "group",
      "team-one",
      "team-two",
      "fullname",
      "auth",
      "anonymous",
      "translation-target-language",
      "content-language",
    ],
  ],
  [
    "every optional step, group without teams",
    { ...everything, groupTeamLevels: BOTH },
    NONE,
    [
      "platform-language",
      "greeting",
      "consent",
      "group",
      "fullname",
      "auth",
      "anonymous",
      "translation-target-language",
      "content-language",
    ],
  ],
  [
    "teams without groups (no group step): known from the start",
    { hasName: false, groupsEnabled: true, teamLevels: BOTH, groupTeamLevels: NONE },
    NONE,
    ["platform-language", "greeting", "consent", "team-one", "team-two", "fullname"],
  ],
  [
    "a referred newcomer: no group or team step at all",
    { ...acme, hasReferrer: true, groupTeamLevels: BOTH },
    BOTH,
    ["platform-language", "greeting", "consent", "fullname", "password", "content-language"],
  ],
  [
    "groups without the self-registration lab",
    { ...acme, groupSelfRegistrationLab: false, groupTeamLevels: BOTH },
    BOTH,
    ["platform-language", "greeting", "consent", "fullname", "password", "content-language"],
  ],
  [
    "consent already given, only the language left",
    { consentUpToDate: true },
    NONE,
    ["platform-language", "greeting"],
  ],
];

describe("the onboarding step counter over a whole walk", () => {
  it.each(table)("%s", (_shape, facts, chosenGroup, expectedSteps) => {
    const shown = walk({ ...newcomer, ...facts }, chosenGroup);
    expect(shown.map((s) => s.step)).toEqual(expectedSteps);

    // Greeting and content-language show no counter (access §2); every other step does when more
    // than one counted step applies.
    const countedShown = shown.filter((s) => isCountedStep(s.step));
    for (const { step, counter } of shown)
      if (!isCountedStep(step) || countedShown.length <= 1) expect(counter, step).toBeNull();
      else expect(counter, step).not.toBeNull();
    const counters = shown.flatMap((s) => (s.counter ? [s.counter] : []));
    if (counters.length === 0) return;

    // The numbers run 1, 2, 3 … one per shown counted step, none repeated or skipped.
    expect(counters.map((c) => c.current)).toEqual(counters.map((_, i) => i + 1));
    // The total never grows: it may only shrink, when a step turns out not to apply.
    for (let i = 1; i < counters.length; i += 1)
      expect(counters[i]?.total, `total at step ${i + 1}`).toBeLessThanOrEqual(counters[i - 1]?.total ?? 0);
    // The last counted step reads 'N of N'.
    const last = counters.at(-1);
    expect(last?.current).toBe(last?.total);
  });

  it("Acme's newcomer reads 'Step 1 of 7' … 'Step 7 of 7' (e2e/getting-in.spec.ts)", () => {
    const shown = walk({ ...newcomer, ...acme, groupTeamLevels: BOTH }, BOTH);
    expect(shown.flatMap((s) => (s.counter ? [`${s.counter.current} of ${s.counter.total}`] : []))).toEqual([
      "1 of 7",
      "2 of 7",
      "3 of 7",
      "4 of 7",
      "5 of 7",
      "6 of 7",
      "7 of 7",
    ]);
  });

  it("drops the team steps from the total the moment the chosen group has none", () => {
    const shown = walk({ ...newcomer, ...acme, groupTeamLevels: BOTH }, NONE);
    expect(shown.flatMap((s) => (s.counter ? [`${s.counter.current} of ${s.counter.total}`] : []))).toEqual([
      "1 of 7",
      "2 of 7",
      "3 of 7",
      "4 of 5",
      "5 of 5",
    ]);
  });
});
