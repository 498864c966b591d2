import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-load-error.ts";

describe("isChunkLoadError", () => {
  it.each([
    [
      "Chromium",
      new TypeError("Failed to fetch dynamically imported module: https://x.example/assets/Team-1a2b.js"),
    ],
    [
      "Firefox",
      new TypeError("error loading dynamically imported module: https://x.example/assets/Team-1a2b.js"),
    ],
    ["Safari", new TypeError("Importing a module script failed.")],
    ["Vite's style sheet preload", new Error("Unable to preload CSS for /assets/Team-1a2b.css")],
  ])("recognises %s's wording", (_engine, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ["a render error", new TypeError("Cannot read properties of undefined (reading 'title')")],
    ["a failed API call", new TypeError("Failed to fetch")],
    ["a thrown string", "Failed to fetch dynamically imported module"],
    ["nothing", undefined],
  ])("does not take %s for one", (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
