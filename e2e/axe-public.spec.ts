import { type Found, PUBLIC_ROUTES, sweep } from "./axe-support.ts";
import { expect, test } from "./fixtures.ts";

/** WCAG 2.2 AA, measured: every public page, signed out, with no axe violation. */
test.describe.configure({ timeout: 120_000 });
// A trace would record every DOM of every axe run: several times slower, and nothing to read in it.
test.use({ trace: "off" });

test("public pages have no axe violations", async ({ page }) => {
  const found: Found[] = [];
  for (const path of PUBLIC_ROUTES) found.push(...(await sweep(page, path)));
  expect(found).toEqual([]);
});
