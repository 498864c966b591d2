import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FULL_SCREEN_PAGES, PAGES_WITH_SIDEBARS } from "../app/route-table.ts";
import { PAGE_KINDS, PAGE_WIDTH } from "./page-kinds.ts";

const featuresDir = join(import.meta.dirname, "..", "features");

/** Every screen file of every feature (their components may size a field, never a page). */
function screenFiles(): string[] {
  return readdirSync(featuresDir).flatMap((feature) => {
    const dir = join(featuresDir, feature, "screens");
    try {
      return readdirSync(dir)
        .filter((name) => name.endsWith(".tsx") && !name.includes(".test."))
        .map((name) => join(dir, name));
    } catch {
      return [];
    }
  });
}

describe("one max width per kind of page (issue 16)", () => {
  it("each kind has its own width", () => {
    expect(new Set(PAGE_KINDS.map((kind) => PAGE_WIDTH[kind])).size).toBe(PAGE_KINDS.length);
  });

  it("every signed-in page of the route table names one of the kinds", () => {
    for (const page of [...PAGES_WITH_SIDEBARS, ...FULL_SCREEN_PAGES])
      expect(PAGE_KINDS, page.path).toContain(page.frame);
  });

  it("no screen sets a page width of its own: the route's PageFrame does", () => {
    const files = screenFiles();
    expect(files.length).toBeGreaterThan(30);
    // A Mantine Container, or a max width on the element a screen returns (`return (\n    <Stack maw=…`).
    const pageWidth = /<Container\b|return \(\s*<\w+[^>]*\bmaw=/;
    const own = files.filter((file) => pageWidth.test(readFileSync(file, "utf8")));
    expect(own).toEqual([]);
  });
});
