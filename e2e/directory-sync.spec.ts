import { request as playwrightRequest } from "@playwright/test";
import { expect, mainNavigation, signIn, test } from "./fixtures.ts";
import { BASE_URL } from "./playwright.config.ts";

/**
 * Active Directory (issue 13): an admin generates the company's SCIM token in the settings' Active
 * Directory tab; an identity provider's call with it creates a user who shows in the Users list.
 * And a smarper opens another company's settings from the Companies list.
 */
test.describe.configure({ timeout: 90_000 });

test("a SCIM call with the token from the Active Directory tab creates a user visible in Users", async ({
  page,
}) => {
  await signIn(page, "ada@acme.example");
  const session = await (await page.request.get("/api/session2")).json();
  await page.goto(`/company/${session.company._id}?tab=activeDirectory`);
  await expect(page.getByRole("textbox", { name: "SCIM endpoint URL" })).toHaveValue(/\/scim\/v2$/);

  await page.getByRole("button", { name: /^(Generate|Rotate) token$/ }).click();
  const token = (await page.getByTestId("scim-token").textContent())?.trim() ?? "";
  expect(token).toMatch(/^chorus_scim_/);
  await expect(page.getByTestId("scim-token-state")).toContainText(token.slice(-4));

  // The identity provider: no browser session, only the bearer token.
  const stamp = Date.now().toString(36);
  const idp = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const created = await idp.post("/scim/v2/Users", {
    headers: { authorization: `Bearer ${token}`, "content-type": "application/scim+json" },
    data: JSON.stringify({
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: `dora.${stamp}@acme.example`,
      name: { givenName: "Dora", familyName: `Directory ${stamp}` },
      emails: [{ value: `dora.${stamp}@acme.example`, type: "work", primary: true }],
      active: true,
    }),
  });
  expect(created.status()).toBe(201);
  await idp.dispose();

  await mainNavigation(page).getByRole("button", { name: "Administration" }).click();
  await page.getByRole("menuitem", { name: "Users" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).fill(`Directory ${stamp}`);
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(page.getByTestId("user-row")).toContainText(`Dora Directory ${stamp}`);
});

test("a smarper opens another company's settings from the Companies list", async ({ page }) => {
  await signIn(page, "sam@acme.example");
  await page.goto("/company");
  await page
    .getByRole("link", { name: /Globex/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /Globex.* settings/ })).toBeVisible();
  // The eight tabs of core §2, then Integrations (Teams, Slack, content import) for admin-level users.
  await expect(page.getByRole("tab")).toHaveCount(9);
  await expect(page.getByRole("tab").last()).toHaveText("Integrations");
});
