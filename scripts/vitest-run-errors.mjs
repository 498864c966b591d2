// Reads the errors Vitest prints outside any test ("Unhandled Errors"), so `npm test` can say at
// its end what failed a run in which every test passed, and tell the runner's own hiccups from
// errors thrown by the code under test.

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
const ANSI = /\u001b\[[0-9;]*m/g;
/** Vitest's banners and dividers are lines of "⎯" with a title in the middle. */
const BANNER = /^⎯+\s*(.*?)\s*⎯+$/;

/**
 * The errors of the "Unhandled Errors" section of Vitest's default reporter, each as its title
 * ("Unhandled Rejection", "Unhandled Error"…) and its first line ("Error: …"); [] when none.
 */
export function unhandledErrors(output) {
  const lines = output.replace(ANSI, "").split("\n");
  const start = lines.findIndex((line) => BANNER.exec(line.trim())?.[1] === "Unhandled Errors");
  if (start < 0) return [];
  const errors = [];
  for (const line of lines.slice(start + 1)) {
    const trimmed = line.trim();
    const banner = BANNER.exec(trimmed);
    if (banner) {
      // A bare divider closes the section; a titled one opens the next error.
      if (!banner[1]) break;
      errors.push({ type: banner[1], message: "" });
    } else if (errors.length > 0 && !errors.at(-1).message && trimmed) {
      errors.at(-1).message = trimmed;
    }
  }
  return errors;
}

/**
 * True when the error is the test runner's own (a worker pool that timed out or lost a worker, an
 * RPC closed while a module was still being fetched after the file ended): Vitest tags those
 * "[vitest-pool]", "[vitest-pool-runner]" or "[vitest-worker]". An error of the tested code has
 * no such tag.
 */
export function isRunnerError(error) {
  return /\[vitest-(pool|pool-runner|worker)\]/.test(error.message);
}
