import { describe, expect, it } from "vitest";
import { type AiSettingsDraft, aiSettingsProblem } from "./ai-settings.rules.ts";

const base: AiSettingsDraft = {
  isEnabled: true,
  provider: "Open AI",
  version: "GPT-4",
  location: null,
  project: null,
  endpoint: null,
  deployment: null,
  hasApiKey: true,
};

describe("aiSettingsProblem", () => {
  it.each<[string, Partial<AiSettingsDraft>, string | null]>([
    ["complete Open AI", {}, null],
    ["disabled and empty", { isEnabled: false, provider: null, version: null, hasApiKey: false }, null],
    ["Vertex version on Open AI", { version: "gemini-2.0-flash" }, "version"],
    ["Open AI version on Vertex", { provider: "Vertex", location: "us-central1", project: "p" }, "version"],
    [
      "complete Vertex",
      { provider: "Vertex", version: "gemini-2.0-flash", location: "europe-west3", project: "p" },
      null,
    ],
    [
      "unknown Vertex location",
      { provider: "Vertex", version: "gemini-1.5-pro", location: "mars-1", project: "p" },
      "location",
    ],
    ["location on Open AI", { location: "us-central1" }, "location"],
    [
      "Vertex without project",
      { provider: "Vertex", version: "gemini-1.5-pro", location: "us-central1" },
      "project",
    ],
    ["enabled without provider", { provider: null }, "provider"],
    ["enabled without version", { version: null }, "version"],
    ["enabled without key", { hasApiKey: false }, "apiKey"],
    ["Azure without endpoint", { provider: "Azure Open AI", deployment: "d" }, "endpoint"],
    [
      "Azure without deployment",
      { provider: "Azure Open AI", endpoint: "https://x.openai.azure.com" },
      "deployment",
    ],
    ["Haiilo AI without endpoint", { provider: "Haiilo AI" }, "endpoint"],
    ["Haiilo AI with endpoint", { provider: "Haiilo AI", endpoint: "https://ai.haiilo.example" }, null],
    ["a wrong version is refused even while disabled", { isEnabled: false, version: "GPT-5" }, "version"],
  ])("%s", (_name, change, field) => {
    const problem = aiSettingsProblem({ ...base, ...change });
    if (field === null) expect(problem).toBeNull();
    else expect(problem).toMatch(new RegExp(`^${field}: `));
  });
});
