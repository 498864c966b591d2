import { describe, expect, it } from "vitest";
import { isRunnerError, unhandledErrors } from "./vitest-run-errors.mjs";

const dash = (n) => "⎯".repeat(n);
const banner = (title) =>
  `\u001b[31m${dash(20)}\u001b[39m\u001b[1m ${title} \u001b[22m\u001b[31m${dash(20)}\u001b[39m`;

/** Vitest's default reporter's tail, as it prints it (colours included), around the given errors. */
function output(errors) {
  const section = errors.length
    ? [
        banner("Unhandled Errors"),
        "",
        `Vitest caught ${errors.length} unhandled error during the test run.`,
        "This might cause false positive tests.",
        ...errors.flatMap(([type, message]) => ["", banner(type), message, " ❯ somewhere.js:1:1", ""]),
        `\u001b[31m${dash(60)}\u001b[39m`,
      ]
    : [];
  return [
    " ✓ server src/a.test.ts (3 tests)",
    ...section,
    "",
    " Test Files  3 passed (3)",
    "Tests  9 passed (9)",
  ].join("\n");
}

describe("unhandledErrors", () => {
  it("finds none in a clean run", () => {
    expect(unhandledErrors(output([]))).toEqual([]);
  });

  it("reads each error's title and first line, and stops at the section's end", () => {
    const errors = unhandledErrors(
      output([
        ["Unhandled Rejection", 'Error: [vitest-worker]: Timeout calling "onTaskUpdate"'],
        ["Unhandled Error", "TypeError: Cannot read properties of undefined (reading 'id')"],
      ]),
    );
    expect(errors).toEqual([
      { type: "Unhandled Rejection", message: 'Error: [vitest-worker]: Timeout calling "onTaskUpdate"' },
      { type: "Unhandled Error", message: "TypeError: Cannot read properties of undefined (reading 'id')" },
    ]);
  });
});

describe("isRunnerError", () => {
  it.each([
    ['Error: [vitest-worker]: Timeout calling "onTaskUpdate"', true],
    ['EnvironmentTeardownError: [vitest-worker]: Closing rpc while "fetch" was pending', true],
    ["Error: [vitest-pool]: Worker forks emitted error.", true],
    ["Error: [vitest-pool-runner]: Timeout waiting for worker to respond", true],
    ["TypeError: Cannot read properties of undefined (reading 'id')", false],
    ["Error: connect ECONNREFUSED 127.0.0.1:5432", false],
    ["Error: vitest-worker crashed in our own code", false],
  ])("%s → %s", (message, expected) => {
    expect(isRunnerError({ type: "Unhandled Error", message })).toBe(expected);
  });
});
