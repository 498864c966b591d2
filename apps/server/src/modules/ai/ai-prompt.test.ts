import { describe, expect, it } from "vitest";
import { buildPrompt, type PromptFacts, targetLength } from "./ai-prompt.ts";

const facts: PromptFacts = {
  post: { title: "We opened a plant in Lyon", body: "300 new jobs.", url: "https://acme.example/lyon" },
  media: "twitter",
  limit: 255,
  employee: { firstName: "Emma", language: "fr", role: "sharer" },
  pastComments: ["So proud of this team!"],
  length: "short",
  tonality: "informal",
  count: 4,
};

describe("buildPrompt", () => {
  it("holds the post, the network and its limit, the employee and their earlier wording", () => {
    const { system, prompt } = buildPrompt(facts);
    expect(system).toContain('{"messages"');
    expect(system).toContain("exactly 4 messages");
    for (const part of [
      "We opened a plant in Lyon",
      "300 new jobs.",
      "https://acme.example/lyon",
      "Twitter",
      "at most 255 characters",
      "Français (fr)",
      "The employee, Emma, is in the role: employee.",
      "Tone: informal",
      '"So proud of this team!"',
    ])
      expect(prompt).toContain(part);
  });

  it("leaves out the style examples when the employee never shared", () => {
    expect(buildPrompt({ ...facts, pastComments: [] }).prompt).not.toContain("style");
  });

  it.each([
    ["short", 255, 200],
    ["short", 100, 100],
    ["long", 2950, 1000],
    ["long", 400, 400],
    ["long", null, 1000],
  ] as const)("%s within %s → at most %i characters", (length, limit, expected) =>
    expect(targetLength(length, limit)).toBe(expected),
  );
});
