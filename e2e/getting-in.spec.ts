import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { DEMO_PASSWORD, expect, test } from "./fixtures.ts";

// Registration names its company by the host, so these journeys run on Acme's own address.
const ACME = "http://acme.localhost:3100";
// Node does not resolve *.localhost (Chromium does): API calls go to the loopback with Acme's host name.
const acmeApi = () =>
  playwrightRequest.newContext({
    baseURL: "http://127.0.0.1:3100",
    extraHTTPHeaders: { host: "acme.localhost:3100" },
  });

interface PublicConfig {
  company: { isSelfRegistrationEnabled: boolean; domainSet: string[] } | null;
}

/** An API session on Acme's host (cookies and the CSRF token), signed in as `email`. */
async function apiSession(email: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await acmeApi();
  const probe = await api.get("/api/session");
  const csrf = probe.headers()["x-csrf-token"] ?? "";
  const login = await api.post("/auth/password", {
    data: { email, password: DEMO_PASSWORD },
    headers: { "x-csrf-token": csrf },
  });
  expect(login.ok()).toBe(true);
  const fresh = (await api.get("/api/session")).headers()["x-csrf-token"] ?? csrf;
  return { api, csrf: fresh };
}

async function registrationEnabled(): Promise<boolean> {
  const api = await acmeApi();
  const config = (await (await api.get("/api/config")).json()) as PublicConfig;
  await api.dispose();
  return config.company?.isSelfRegistrationEnabled === true;
}

/** The link of the newest mail to `to`, read from the admin outbox as ada. */
async function linkFromOutbox(to: string): Promise<string> {
  const { api } = await apiSession("ada@acme.example");
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const page = (await (await api.get("/api/mail/outbox")).json()) as {
          mailList: { _id: string; to: string }[];
        };
        const mail = page.mailList.find((m) => m.to === to);
        if (!mail) return null;
        const detail = (await (await api.get(`/api/mail/outbox/${mail._id}`)).json()) as { text: string };
        link = detail.text.match(/https?:\/\/\S+/)?.[0] ?? null;
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  await api.dispose();
  return link as unknown as string;
}

test.describe("getting in", () => {
  test("a newcomer registers with the company domain, sets a password, walks onboarding and lands on the feed", async ({
    page,
  }) => {
    test.skip(!(await registrationEnabled()), "Acme's self-registration is off in the seed (see the report)");
    const email = `newcomer-${Date.now()}@acme.example`;
    await page.goto(`${ACME}/register`);
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await dialog.getByLabel("Work email").fill(email);
    await expect(dialog.getByLabel("Work email")).toHaveAttribute("placeholder", "name@acme.example");
    await dialog.locator("altcha-widget input[type=checkbox]").check();
    await expect(dialog.getByRole("button", { name: "Register" })).toBeEnabled({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(`We sent an email to ${email}`)).toBeVisible();
    await page.getByRole("button", { name: "Got it!" }).click();

    const link = await linkFromOutbox(email);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ACME));

    // Onboarding, one step at a time, until the feed.
    for (let guard = 0; guard < 15; guard += 1) {
      const heading = page.getByRole("heading", { level: 1 }).first();
      await expect(heading).toBeVisible();
      const title = (await heading.textContent()) ?? "";
      if (title === "Published") break;
      const cont = page.getByRole("button", { name: "Continue" });
      if (title === "Set your password") await page.getByLabel(/^Password/).fill("Quiet-Maple-Orbit-77!");
      if (title === "Before you start")
        for (const box of await page.getByRole("checkbox").all()) await box.check();
      if (title === "Choose your group") await page.getByRole("radio").first().check();
      if (/Choose your (sub-)?team/.test(title)) await page.getByRole("checkbox").first().check();
      if (title === "What is your name?") {
        await page.getByLabel("First name").fill("Nia");
        await page.getByLabel("Last name").fill("Newcomer");
      }
      if (title === "Choose your language") await page.getByRole("radio", { name: "English" }).check();
      await cont.click();
      await expect(heading).not.toHaveText(title);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
  });

  test("an address outside the company's domains gets 'Please use your company email domain'", async ({
    page,
  }) => {
    test.skip(!(await registrationEnabled()), "Acme's self-registration is off in the seed (see the report)");
    await page.goto(`${ACME}/register`);
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await dialog.getByLabel("Work email").fill(`someone-${Date.now()}@elsewhere.example`);
    await dialog.locator("altcha-widget input[type=checkbox]").check();
    await expect(dialog.getByRole("button", { name: "Register" })).toBeEnabled({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("dialog", { name: "Please use your company email domain" })).toBeVisible();
  });

  test("a client app is authorised through /authz", async ({ page }) => {
    const probe = await acmeApi();
    const client = await probe.get("/api/oauth2/client/demo-app");
    await probe.dispose();
    test.skip(!client.ok(), "no demo OAuth client 'demo-app' in the seed (see the report)");
    const { name } = (await client.json()) as { name: string; redirectUris?: string[] };
    const query = new URLSearchParams({
      client_id: "demo-app",
      response_type: "code",
      redirect_uri: "http://localhost:3999/callback",
      state: "e2e-state",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    });
    await page.goto(`${ACME}/authz?${query}`);
    await expect(page.getByRole("heading", { name: `Authorize ${name} to use your account?` })).toBeVisible();
    await page.getByRole("button", { name: "Authorize app and log in" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill("emma@acme.example");
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("button", { name: "Authorize app" })).toBeVisible();
    const redirect = page.waitForRequest((r) => r.url().startsWith("http://localhost:3999/callback"));
    await page.getByRole("button", { name: "Authorize app" }).click();
    const url = new URL((await redirect).url());
    expect(url.searchParams.get("state")).toBe("e2e-state");
    expect(url.searchParams.get("code")).toBeTruthy();
  });
});
