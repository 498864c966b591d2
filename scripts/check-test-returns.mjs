// `npm run lint`: no test body may `return` before its first assertion. Such a test passes having
// checked nothing whenever the condition holds (a seed without the row, a database without the
// feature); Vitest's expect.hasAssertions() catches it at run time only on the machines where the
// branch is taken, this check catches it in the source. Exit 1 and one line per finding.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const SCANNED = ["apps", "packages", "e2e"];
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** The source with comments and string contents blanked (newlines kept), so braces and words are code. */
function codeOnly(source) {
  let out = "";
  const templates = []; // brace depth at each open `${`
  let depth = 0;
  let i = 0;
  const blank = (text) => text.replace(/[^\n]/g, " ");
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '"' || c === "'" || c === "`" || (c === "}" && templates.at(-1) === depth)) {
      // A string, or the rest of a template literal after a `${ … }`.
      const quote = c === "}" ? "`" : c;
      if (c === "}") templates.pop();
      out += quote;
      i++;
      while (i < source.length && source[i] !== quote) {
        if (source[i] === "\\") {
          out += "  ";
          i += 2;
          continue;
        }
        if (quote === "`" && source[i] === "$" && source[i + 1] === "{") {
          templates.push(depth);
          break;
        }
        if (source[i] === "\n" && quote !== "`") break;
        out += source[i] === "\n" ? "\n" : " ";
        i++;
      }
      if (source[i] === "$") {
        out += "${";
        i += 2;
      } else {
        out += source[i] ?? "";
        i++;
      }
    } else {
      if (c === "{") depth++;
      if (c === "}") depth--;
      out += c;
      i++;
    }
  }
  return out;
}

/** The index just after the brace that closes the one at `open`. */
function closing(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === "{") depth++;
    else if (code[i] === "}" && --depth === 0) return i + 1;
  }
  return code.length;
}

/** Line numbers of `return`s at the top level of a test body that come before its first `expect`. */
export function earlyReturns(source) {
  const code = codeOnly(source);
  const found = [];
  const start =
    /(?<![\w.$])(?:it|test)(?:\.(?:each|only|skip|skipIf|runIf|concurrent|fails|todo|serial))*\s*\(/g;
  for (let match = start.exec(code); match; match = start.exec(code)) {
    // The callback: the first arrow or function body after the test's name.
    const rest = code.slice(match.index);
    const body = /=>\s*\{|function\s*\w*\s*\([^)]*\)\s*\{/.exec(rest);
    if (!body) continue;
    const open = match.index + body.index + body[0].length - 1;
    const end = closing(code, open);
    const firstExpect = code.slice(open, end).search(/(?<![\w.$])expect\b/);
    const limit = firstExpect === -1 ? end : open + firstExpect;
    let depth = 0;
    for (let i = open; i < limit; i++) {
      if (code[i] === "{") depth++;
      else if (code[i] === "}") depth--;
      else if (
        depth === 1 &&
        code.startsWith("return", i) &&
        !/[\w$.]/.test(code[i - 1] ?? "") &&
        !/[\w$]/.test(code[i + 6] ?? "")
      )
        found.push(code.slice(0, i).split("\n").length);
    }
  }
  return [...new Set(found)];
}

function selfTest() {
  const flagged = `it("a", async () => {\n  const row = await find();\n  if (!row) return;\n  expect(row).toBe(1);\n});`;
  const fine = `it("b", () => {\n  const f = (x) => { if (!x) return; return x; };\n  expect(f(1)).toBe(1);\n  if (done) return;\n});`;
  const inString = `it("c", () => {\n  const s = "if (x) return;";\n  expect(s).toBeTruthy();\n});`;
  const each = `it.each([[1]])("%s", async (n) => {\n  if (n > 0) return;\n  expect(n).toBe(0);\n});`;
  const cases = [
    [flagged, [3]],
    [fine, []],
    [inString, []],
    [each, [2]],
  ];
  for (const [source, expected] of cases) {
    const got = earlyReturns(source);
    if (JSON.stringify(got) !== JSON.stringify(expected))
      throw new Error(
        `check-test-returns self-test: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)} for\n${source}`,
      );
  }
}

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (TEST_FILE.test(entry.name)) yield path;
  }
}

selfTest();
const findings = [];
for (const top of SCANNED)
  for (const file of testFiles(join(root, top)))
    for (const line of earlyReturns(readFileSync(file, "utf8")))
      findings.push(`${relative(root, file)}:${line}: return before the test's first assertion`);
if (findings.length > 0) {
  console.error(findings.join("\n"));
  process.exit(1);
}
console.log("No test returns before its first assertion.");
