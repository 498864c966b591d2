import { expect, signIn, test } from "./fixtures.ts";

/**
 * The installable app: a web manifest with the name and icons, one service worker (offline shell and
 * Web Push) that takes control, and a reader who loses the connection still gets the app.
 */
test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 90_000 });

test("the manifest names the app and its icons, and every icon is served", async ({ page, request }) => {
  await page.goto("/account");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await request.get(href ?? "")).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: "Chorus", display: "standalone" });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test("signed in, the manifest carries the person's company name", async ({ page }) => {
  await signIn(page, "emma@acme.example");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await page.request.get(href ?? "")).json()) as {
    name: string;
    short_name: string;
  };
  expect(manifest).toMatchObject({ name: "Acme", short_name: "Acme" });
});

test("the service worker takes control and shows pushes; offline, the feed still opens", async ({
  page,
  context,
}) => {
  await signIn(page, "emma@acme.example");
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? "";
  });
  expect(new URL(script).pathname).toBe("/sw.js");
  // The push handler lives in the same worker.
  const source = await (await page.request.get("/sw.js")).text();
  expect(source).toContain('addEventListener("push"');
  expect(source).toContain('addEventListener("notificationclick"');

  // Once controlled, a load keeps the feed's answers; then the connection goes.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await context.setOffline(false);
});

test("the offline page says what happened and offers to try again", async ({ page }) => {
  await page.goto("/offline.html");
  await expect(page).toHaveTitle("You are offline – Chorus");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("the event stream goes past the service worker, so reloading again and again never runs out of connections", async ({
  page,
}) => {
  await signIn(page, "emma@acme.example");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // A stream copied into the cache was read forever by the worker: each load kept one of the
  // browser's six connections to the host, and the seventh load never came.
  for (let load = 1; load <= 8; load++) {
    const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
    await page.reload({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
    expect((await stream).fromServiceWorker()).toBe(false);
  }
});
