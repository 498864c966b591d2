// `npm test`: every Vitest project, then the browser suite, then one line "N passed, N failed".
// Without /usr/bin/chromium the browser suite is skipped (and says why) unless CI=true.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

// 1. Unit, API and component tests.
const vitestReport = join(work, "vitest.json");
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
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
  exitCode = 1;
  if (!vitest) totals.failed += 1;
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
  if (e2eStatus !== 0) exitCode = 1;
}

rmSync(work, { recursive: true, force: true });
if (totals.failed > 0) exitCode = 1;
// CI reads the last line ("N passed, N failed"); the matrix's share of the count comes just before it.
console.log(
  `\nof which ${matrix.cases} authorization-matrix cases (${matrix.rows.size} rows, ${matrix.failed} failed)`,
);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(exitCode);
