import type { OnboardingStep } from "@chorus/shared/onboarding/onboarding.rules";
import { describe, expect, it } from "vitest";
import { steadyStepCounter } from "./onboarding-progress.ts";

const START: OnboardingStep[] = ["platform-language", "greeting", "consent", "group", "fullname", "password"];

describe("steadyStepCounter", () => {
  it("keeps the total of the start while team levels appear after the group is picked", () => {
    const steps = [
      "platform-language",
      "consent",
      "group",
      "team-one",
      "team-two",
      "fullname",
      "password",
    ] as const;
    const shown = steps.map((step) => steadyStepCounter(START, step));
    expect(shown.map((c) => c?.total)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    // Never backwards: the unknown team levels sit between the group and the name.
    expect(shown.map((c) => c?.current)).toEqual([1, 2, 3, 4, 4, 4, 5]);
  });

  it("counts team steps known from the start as steps of their own", () => {
    expect(steadyStepCounter(["consent", "group", "team-one", "fullname"], "team-one")).toEqual({
      current: 3,
      total: 4,
    });
  });

  it("never counts beyond the total for a step unknown at the start", () => {
    expect(steadyStepCounter(["consent", "fullname"], "anonymous")).toEqual({ current: 2, total: 2 });
  });

  it("shows no counter for a single step or none", () => {
    expect(steadyStepCounter(["greeting", "consent"], "consent")).toBeNull();
    expect(steadyStepCounter(START, null)).toBeNull();
  });
});
