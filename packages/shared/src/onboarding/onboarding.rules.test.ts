import { describe, expect, it } from "vitest";
import {
  applicableSteps,
  currentStep,
  type OnboardingFacts,
  type OnboardingStep,
  stepCounter,
} from "./onboarding.rules.ts";

/** A fresh user in a plain company: only greeting, platform-language and consent apply. */
const base: OnboardingFacts = {
  isFresh: true,
  isQueued: false,
  offeredPlatformLanguageCount: 5,
  consentUpToDate: true,
  consentRecorded: false,
  groupsEnabled: false,
  hasReferrer: false,
  groupSelfRegistrationLab: false,
  teamLevels: { one: false, two: false },
  groupTeamLevels: { one: false, two: false },
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
const applies = (step: OnboardingStep, facts: Partial<OnboardingFacts>) =>
  applicableSteps({ ...base, ...facts }).includes(step);

describe("the applicability table of access §4", () => {
  const table: [OnboardingStep, Partial<OnboardingFacts>, boolean][] = [
    ["unavailability", { isQueued: true }, true],
    ["unavailability", {}, false],
    ["platform-language", {}, true],
    ["platform-language", { offeredPlatformLanguageCount: 1 }, false],
    ["greeting", {}, true],
    ["consent", { consentUpToDate: false }, true],
    ["consent", { consentUpToDate: true }, false],
    ["consent", { consentUpToDate: true, consentRecorded: true }, true],
    ["consent", { consentUpToDate: true, consentRecorded: true, isFresh: false }, false],
    ["group", { groupsEnabled: true, groupSelfRegistrationLab: true }, true],
    ["group", { groupsEnabled: false, groupSelfRegistrationLab: true }, false],
    ["group", { groupsEnabled: true, groupSelfRegistrationLab: true, hasReferrer: true }, false],
    ["group", { groupsEnabled: true, groupSelfRegistrationLab: false }, false],
    ["team-one", { groupsEnabled: true, teamLevels: { one: true, two: false } }, true],
    ["team-one", { groupsEnabled: true, teamLevels: { one: false, two: true } }, false],
    ["team-one", { groupsEnabled: true, hasReferrer: true, teamLevels: { one: true, two: true } }, false],
    ["team-one", { groupsEnabled: false, teamLevels: { one: true, two: true } }, false],
    ["team-two", { groupsEnabled: true, teamLevels: { one: false, two: true } }, true],
    ["team-two", { groupsEnabled: true, teamLevels: { one: true, two: false } }, false],
    ["fullname", { hasName: false }, true],
    ["fullname", { hasName: true }, false],
    ["auth", { passwordLoginEnabled: false }, true],
    ["auth", { passwordLoginEnabled: false, directoryLogin: true }, false],
    ["auth", { passwordLoginEnabled: false, samlLogin: true }, false],
    ["auth", { passwordLoginEnabled: true }, false],
    ["password", { hasPassword: false }, true],
    ["password", { hasPassword: true }, false],
    ["password", { hasPassword: false, passwordLoginEnabled: false }, false],
    ["password", { hasPassword: false, directoryLogin: true }, false],
    ["password", { hasPassword: false, samlLogin: true, samlAutoProvisioned: true }, false],
    ["password", { hasPassword: false, samlLogin: true, samlAutoProvisioned: false }, true],
    ["anonymous", { anonymousModeEnabled: true }, true],
    ["anonymous", { anonymousModeEnabled: false }, false],
    ["translation-target-language", { machineTranslationsLab: true }, true],
    ["translation-target-language", { machineTranslationsLab: false }, false],
    ["content-language", { companyLanguageEnabled: true }, true],
    ["content-language", { companyLanguageEnabled: false }, false],
  ];
  it.each(table)("%s with %j → %s", (step, facts, expected) => {
    expect(applies(step, facts)).toBe(expected);
  });

  it("keeps the spec's order", () => {
    const everything = applicableSteps({
      ...base,
      isQueued: true,
      consentUpToDate: false,
      groupsEnabled: true,
      groupSelfRegistrationLab: true,
      teamLevels: { one: true, two: true },
      hasName: false,
      hasPassword: false,
      anonymousModeEnabled: true,
      machineTranslationsLab: true,
      companyLanguageEnabled: true,
    });
    expect(everything).toEqual([
      "unavailability",
      "platform-language",
      "greeting",
      "consent",
      "group",
      "team-one",
      "team-two",
      "fullname",
      "password",
      "anonymous",
      "translation-target-language",
      "content-language",
    ]);
  });

  it("after onboarding only consent and the queue come back", () => {
    const done = { isFresh: false, hasName: false, anonymousModeEnabled: true, companyLanguageEnabled: true };
    expect(applicableSteps({ ...base, ...done })).toEqual([]);
    expect(applicableSteps({ ...base, ...done, consentUpToDate: false, isQueued: true })).toEqual([
      "unavailability",
      "consent",
    ]);
  });
});

describe("the current step", () => {
  it("walks the steps as their events fire", () => {
    const facts = { ...base, hasName: false, anonymousModeEnabled: true };
    expect(currentStep(facts)).toBe("platform-language");
    expect(currentStep({ ...facts, triggeredEventList: ["ob_ui_language_set"] })).toBe("greeting");
    const named = {
      ...facts,
      hasName: true,
      triggeredEventList: ["ob_ui_language_set", "ob_greeting", "ob_fullname_passed"],
    };
    expect(applicableSteps(named)).toContain("fullname");
    expect(currentStep(named)).toBe("anonymous");
    expect(
      currentStep({ ...named, triggeredEventList: [...named.triggeredEventList, "ob_anonymous_passed"] }),
    ).toBeNull();
  });

  it("a queued user stays on unavailability", () => {
    expect(
      currentStep({ ...base, isQueued: true, triggeredEventList: ["ob_ui_language_set", "ob_greeting"] }),
    ).toBe("unavailability");
  });

  it("consent is done once it is up to date, and the password once one is set", () => {
    expect(
      currentStep({
        ...base,
        consentUpToDate: false,
        triggeredEventList: ["ob_ui_language_set", "ob_greeting"],
      }),
    ).toBe("consent");
    expect(currentStep({ ...base, isFresh: false })).toBeNull();
  });
});

describe("the step counter", () => {
  const table: [OnboardingStep[], OnboardingStep | null, ReturnType<typeof stepCounter>][] = [
    [["greeting", "consent", "content-language"], "consent", null],
    [["greeting", "consent", "fullname"], "greeting", { current: 1, total: 2 }],
    [["greeting", "consent", "fullname"], "fullname", { current: 2, total: 2 }],
    [
      ["platform-language", "greeting", "consent", "content-language"],
      "content-language",
      { current: 2, total: 2 },
    ],
    [["consent", "fullname"], null, null],
    [["consent"], "consent", null],
  ];
  it.each(table)("%j on %s → %j", (steps, current, expected) => {
    expect(stepCounter(steps, current)).toEqual(expected);
  });
});
