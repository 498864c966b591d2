// `npm test`: every Vitest project, then the browser suite, then one line "N passed, N failed".
// Without /usr/bin/chromium the browser suite is skipped (and says why) unless CI=true.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isRunnerError, unhandledErrors } from "./vitest-run-errors.mjs";

const root = new URL("..", import.meta.url).pathname;
const ci = process.env.CI === "true" || process.env.CI === "1";
const work = mkdtempSync(join(tmpdir(), "chorus-test-report-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The authorization matrix's cases among the Vitest tests: one per route row and principal. */
const matrix = { cases: 0, failed: 0, rows: new Set() };
let exitCode = 0;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Runs a command showing its output as it comes, and resolves with its status and that output. */
function runCapturing(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["inherit", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on("close", (status) => resolve({ status: status ?? 1, output }));
  });
}

/**
 * How many test files Vitest's own configuration selects (`vitest list --filesOnly`), to tell a file
 * that never reported; null when Vitest cannot say, which counts as "not every file reported".
 */
function countTestFiles() {
  const listed = spawnSync("npx", ["vitest", "list", "--filesOnly", "--json"], {
    cwd: root,
    encoding: "utf8",
  });
  try {
    const files = JSON.parse(listed.stdout);
    return Array.isArray(files) ? files.length : null;
  } catch {
    return null;
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

// 1. Unit, API and component tests.
const vitestReport = join(work, "vitest.json");
const { status: vitestStatus, output: vitestOutput } = await runCapturing("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
/** Said again just before the last line, where CI's excerpt of the output ends. */
const closingNotes = [];
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A file that failed to load counts as a failure even when no test in it ran.
  const brokenFiles = vitest.testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  ).length;
  totals.failed += brokenFiles;
  // A case is titled "<METHOD /route [variant]> · <principal> → <status>"; the file's other tests are its checks.
  for (const file of vitest.testResults.filter((f) => f.name.endsWith("authorization-matrix.test.ts"))) {
    for (const test of file.assertionResults.filter((a) => a.title.includes(" · "))) {
      matrix.cases += 1;
      if (test.status === "failed") matrix.failed += 1;
      matrix.rows.add(test.title.split(" · ")[0]);
    }
  }
}
if (vitestStatus !== 0 || !vitest) {
  // A run whose every test passed can still fail on an error outside any test. One of the tested
  // code's (a rejection nobody awaited) fails the run. The runner's own (a worker timing out under
  // load, an RPC closed while a module was still loading after its file ended) is reported as flaky,
  // like a browser test passing on its retry, provided every test file reported.
  const errors = unhandledErrors(vitestOutput);
  const selected = countTestFiles();
  const allReported = vitest && vitest.testResults.length === selected;
  const runnerOnly = errors.length > 0 && errors.every(isRunnerError);
  for (const error of errors) closingNotes.push(`Vitest, outside any test: ${error.type}: ${error.message}`);
  if (vitest && totals.failed === 0 && allReported && runnerOnly) {
    closingNotes.push(
      "Those were Vitest's own errors, not the tested code's (flaky; every test passed): look into them",
    );
  } else {
    exitCode = 1;
    if (totals.failed === 0) {
      totals.failed += 1;
      closingNotes.push(
        vitest
          ? `Vitest exited with ${vitestStatus} with no failed test (${vitest.testResults.length} of ${selected ?? "an unknown number of"} files reported); counted as 1 failed`
          : `Vitest exited with ${vitestStatus} and wrote no report; counted as 1 failed`,
      );
    }
  }
}

// 2. Browser tests.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium) && !ci) {
  console.log(
    `\nBrowser tests skipped: ${chromium} not found (apt-get install chromium). With CI=true they are required.`,
  );
} else {
  const build = run("npm", ["run", "build", "-w", "@chorus/web"]);
  const e2eReport = join(work, "playwright.json");
  const e2eStatus =
    build === 0
      ? run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"], {
          PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
        })
      : 1;
  const e2e = readJson(e2eReport);
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
    if (e2e.stats.flaky > 0)
      console.log(
        `\n${e2e.stats.flaky} browser test(s) passed only on their retry (flaky; named in the list above): fix them`,
      );
  } else {
    totals.failed += 1;
  }
  if (e2eStatus !== 0) {
    exitCode = 1;
    if (e2e?.stats && e2e.stats.unexpected === 0) {
      totals.failed += 1;
      closingNotes.push(
        `Playwright exited with ${e2eStatus} with no failed test (an error outside any test, above); counted as 1 failed`,
      );
    }
  }
}

rmSync(work, { recursive: true, force: true });
if (totals.failed > 0) exitCode = 1;
for (const note of closingNotes) console.log(`\n${note}`);
// CI reads the last line ("N passed, N failed"); the matrix's share of the count comes just before it.
console.log(
  `\nof which ${matrix.cases} authorization-matrix cases (${matrix.rows.size} rows, ${matrix.failed} failed)`,
);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(exitCode);
