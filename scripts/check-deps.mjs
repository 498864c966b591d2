// `npm run lint:deps`: the layering rules of docs/architecture.md, server and web alike.
// dependency-cruiser checks each import against .dependency-cruiser.cjs (server, packages/shared)
// and .dependency-cruiser.web.cjs (web); on top of that, this script refuses a cycle between
// units (a server module, a web feature, platform, db, the web's app shell…), which no single
// import shows: post → comment and comment → post through different files.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
/**
 * Violations that predate the rules, each to be fixed and then removed from the list; anything
 * not on it fails. A listed entry that no longer occurs is reported, so the list only shrinks.
 */
const baselineFile = new URL("./deps-baseline.json", import.meta.url);
const known = new Set(JSON.parse(readFileSync(baselineFile, "utf8")));
/** `--prune` drops the fixed entries from the list (it never adds one). */
const prune = process.argv.includes("--prune");
const seen = new Set();

const RUNS = [
  { config: ".dependency-cruiser.cjs", paths: ["apps/server/src", "packages/shared/src"] },
  { config: ".dependency-cruiser.web.cjs", paths: ["apps/web/src"] },
];

/** The unit a file belongs to: its module or feature folder, else its top folder under src/. */
function unitOf(path) {
  const match =
    /^(apps\/server\/src\/modules\/[^/]+)\//.exec(path) ??
    /^(apps\/web\/src\/features\/[^/]+)\//.exec(path) ??
    /^(apps\/(?:server|web)\/src\/[^/]+)\//.exec(path) ??
    /^(packages\/[^/]+)\//.exec(path);
  return match ? match[1] : null;
}

/** Strongly connected components of more than one unit (Tarjan). */
function unitCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (unit) => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const to of edges.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit), low.get(to)));
      } else if (onStack.has(to)) low.set(unit, Math.min(low.get(unit), index.get(to)));
    }
    if (low.get(unit) === index.get(unit)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return cycles;
}

let problems = 0;
for (const run of RUNS) {
  const result = spawnSync(
    "npx",
    ["depcruise", ...run.paths, "--config", run.config, "--output-type", "json"],
    { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (!result.stdout) {
    process.stderr.write(result.stderr);
    process.exit(1);
  }
  const cruise = JSON.parse(result.stdout);
  for (const violation of cruise.summary.violations) {
    if (violation.rule.severity !== "error") continue;
    const key = `${violation.rule.name}: ${violation.from} → ${violation.to}`;
    if (known.has(key)) {
      seen.add(key);
      continue;
    }
    problems += 1;
    const via = violation.cycle
      ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(" → ")})`
      : "";
    console.error(`${violation.rule.name}: ${violation.from} → ${violation.to}${via}`);
  }
  const edges = new Map();
  for (const module of cruise.modules) {
    const from = unitOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = unitOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  for (const cycle of unitCycles(edges)) {
    const key = `unit-cycle: ${cycle.join(", ")}`;
    if (known.has(key)) {
      seen.add(key);
      continue;
    }
    problems += 1;
    const links = [];
    for (const from of cycle)
      for (const to of edges.get(from) ?? []) if (cycle.includes(to)) links.push(`${from} → ${to}`);
    console.error(`unit-cycle: ${cycle.join(", ")}\n    ${links.join("\n    ")}`);
  }
  console.log(`${run.config}: ${cruise.summary.totalCruised} files checked`);
}
const stale = [...known].filter((key) => !seen.has(key));
if (stale.length > 0 && prune) {
  const left = [...known].filter((key) => seen.has(key));
  writeFileSync(baselineFile, `${JSON.stringify(left, null, 2)}\n`);
  console.log(`Removed ${stale.length} fixed entries from scripts/deps-baseline.json.`);
  for (const key of stale) known.delete(key);
} else if (stale.length > 0) {
  problems += stale.length;
  console.error(`Fixed, so remove from scripts/deps-baseline.json:\n  ${stale.join("\n  ")}`);
}
if (seen.size > 0) console.log(`${seen.size} known violation(s) left in scripts/deps-baseline.json.`);
if (problems > 0) {
  console.error(
    `\n${problems} dependency problem(s): see the rules in .dependency-cruiser.cjs and docs/architecture.md.`,
  );
  process.exit(1);
}
console.log("Dependencies: no new violations, no new cycles.");
