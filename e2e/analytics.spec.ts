import { readFile } from "node:fs/promises";
import { expect, mainNavigation, signIn, test } from "./fixtures.ts";

/** The rows of a CSV (RFC 4180 quoting, CRLF), without its byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

test("a channel analyst opens Posts analytics and exports them as CSV", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "anton@acme.example");
  await mainNavigation(page).getByRole("button", { name: "Analytics" }).click();
  await page.getByRole("menuitem", { name: "Posts" }).click();
  await expect(page).toHaveURL(/\/analytics2\/posts/);
  await expect(page.getByRole("heading", { level: 1, name: "Post analytics" })).toBeVisible();
  await expect(page.getByText("Figures of the channels you analyse or manage.")).toBeVisible();
  await expect(page.getByTestId("emv-formula")).toContainText("clicks × CPC");

  // The first visit queues the rollup job (a fresh server has never run it): reload until it has.
  const table = page.getByRole("table").filter({ hasText: "Post" });
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole("row").nth(1)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });

  // Sorted by EMV, highest first.
  await table.getByRole("button", { name: /Earned media value/ }).click();
  await expect(table.getByRole("columnheader", { name: /Earned media value/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );

  const shownTitles = await table.getByRole("row").locator("td:first-child a").allTextContents();
  expect(shownTitles.length).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^chorus-posts-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const rows = parseCsv(await readFile(path, "utf8"));
  const [header, ...lines] = rows;
  expect(header?.slice(0, 5)).toEqual(["Title", "Type", "Published at", "Channels", "Campaign"]);
  expect(header).toContain("EMV (USD)");
  expect(header).toContain("LinkedIn shares");
  // The export holds the analyst's channel only and every post the table showed, sorted the same
  // way (by EMV, below). Positions among equal figures may differ: the rollup job can land between
  // the table's read and the export's (it runs when a report finds the rollups stale).
  expect(lines.length).toBeGreaterThanOrEqual(shownTitles.length);
  for (const line of lines) expect(line[3]?.split(", ")).toContain("Company News");
  expect(lines.map((line) => line[0])).toEqual(expect.arrayContaining(shownTitles));
  const emvColumn = header?.indexOf("EMV (USD)") ?? -1;
  const emvs = lines.map((line) => Number(line[emvColumn]));
  expect(emvs).toEqual([...emvs].sort((a, b) => b - a));
});
