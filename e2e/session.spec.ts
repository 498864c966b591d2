import { DEMO_PASSWORD, expect, fillLogin, openProfileMenu, signIn, test } from "./fixtures.ts";

test("a sharer who opens /team sees the Unauthorized page", async ({ page }) => {
  await signIn(page, "emma@acme.example");
  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1, name: "Unauthorized" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page")).toBeVisible();
});

test("logging out ends the session and returns to the login page", async ({ page }) => {
  await signIn(page, "emma@acme.example");
  await openProfileMenu(page);
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  // The session is really gone: a private page sends us back to login.
  await page.goto("/profile/dashboard");
  await expect(page).toHaveURL(/\/account$/);
});

test("a signed-in user who opens the login page goes to the feed", async ({ page }) => {
  await signIn(page, "emma@acme.example");
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
  await expect(page).toHaveURL(/\/$|\/\?/);
});

test("a wrong password shows the bad-credentials message", async ({ page }) => {
  await page.goto("/account");
  await fillLogin(page, "emma@acme.example", "not-the-password");
  await expect(page.getByRole("alert")).toHaveText(
    "Sorry, you entered an incorrect email address or password.",
  );
  await expect(page.getByRole("button", { name: "Log in" })).toBeDisabled();
});

test("five wrong passwords lock the account for 20 minutes", async ({ page }) => {
  const locked = "Your account is temporarily locked for 20 minutes due to multiple failed login attempts.";
  await page.goto("/account");
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await fillLogin(page, "gary@globex.example", `wrong-password-${attempt}`);
    await expect(page.getByRole("alert")).toBeVisible();
  }
  // Even the right password is refused now.
  await fillLogin(page, "gary@globex.example", DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText(locked);
});

test("an expired CSRF token is refreshed and the request retried once", async ({ page }) => {
  await signIn(page, "pablo@acme.example");
  // Corrupt the token of the first role switch only; the client must refresh it and retry.
  let corrupted = false;
  await page.route("**/api/session", async (route) => {
    const request = route.request();
    if (request.method() === "PUT" && !corrupted) {
      corrupted = true;
      await route.continue({ headers: { ...request.headers(), "x-csrf-token": "stale-token" } });
      return;
    }
    await route.continue();
  });
  const puts: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "PUT" && new URL(response.url()).pathname === "/api/session") {
      puts.push(response.status());
    }
  });

  await openProfileMenu(page);
  await page.getByRole("menuitemradio", { name: "Company Admin" }).click();
  // The switch succeeded after the retry: the page reloads with the new role.
  await expect(page.getByRole("button", { name: /profile menu/i })).toContainText("Company Admin");
  expect(puts).toEqual([403, 200]);

  // Put the partner role back for the other specs.
  await page.unroute("**/api/session");
  await openProfileMenu(page);
  await page.getByRole("menuitemradio", { name: "Partner" }).click();
  await expect(page.getByRole("button", { name: /profile menu/i })).toContainText("Partner");
});
