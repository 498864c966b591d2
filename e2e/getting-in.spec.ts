import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type APIRequestContext, type Locator, request as playwrightRequest } from "@playwright/test";
import {
  buildSamlResponse,
  createIdpKeys,
  readAuthnRequest,
  type TestIdpKeys,
} from "../apps/server/src/modules/saml/saml.test-idp.ts";
import { DEMO_PASSWORD, expect, signIn, test } from "./fixtures.ts";
import { BASE_URL, FAKE_NETWORK_URL, PORT } from "./playwright.config.ts";

// Registration names its company by the host, so these journeys run on Acme's own address.
const ACME = `http://acme.localhost:${PORT}`;
// Node does not resolve *.localhost (Chromium does): API calls go to the loopback with Acme's host name.
const acmeApi = () =>
  playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { host: `acme.localhost:${PORT}` },
  });

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

/**
 * The self-hosted captcha starts its proof of work when the form gets focus, if it was there in
 * time; otherwise the person ticks 'I'm not a robot'. Either way it ends verified.
 */
async function solveCaptcha(dialog: Locator) {
  const widget = dialog.locator("altcha-widget .altcha");
  await expect(widget).toHaveAttribute("data-state", /^(unverified|verified)$/, { timeout: 20_000 });
  if ((await widget.getAttribute("data-state")) === "unverified") {
    await dialog.getByRole("checkbox", { name: "I'm not a robot" }).click();
  }
  await expect(dialog.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 20_000 });
}

/**
 * The link of the newest mail to `to`, read from its recipient's mailbox (the fake network's SMTP
 * server): the app's outbox hides sign-in links from everyone else.
 */
async function linkFromMailbox(to: string): Promise<string> {
  const mailbox = await playwrightRequest.newContext({ baseURL: FAKE_NETWORK_URL });
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await mailbox.get(`/__mail?to=${encodeURIComponent(to)}`)).json()) as {
          messages: { text: string }[];
        };
        link = messages.at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? null;
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  await mailbox.dispose();
  return link as unknown as string;
}

/** What the admins of Acme see of the newest mail to `to` in the outbox, as ada. */
async function outboxMailTo(to: string): Promise<{ text: string; html: string; sensitive: boolean }> {
  const { api } = await apiSession("ada@acme.example");
  const page = (await (await api.get("/api/mail/outbox")).json()) as {
    mailList: { _id: string; to: string }[];
  };
  const mail = page.mailList.find((m) => m.to === to);
  expect(mail, `a mail to ${to} in the outbox`).toBeDefined();
  const detail = (await (await api.get(`/api/mail/outbox/${mail?._id}`)).json()) as {
    text: string;
    html: string;
    sensitive: boolean;
  };
  await api.dispose();
  return detail;
}

test.describe("getting in", () => {
  // The captcha's proof of work runs in the browser; two busy cores need more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test("a newcomer registers with the company domain, walks onboarding (consent, group, teams, name, password, languages) and lands on the feed", async ({
    page,
  }) => {
    const email = `newcomer-${Date.now()}@acme.example`;
    await page.goto(`${ACME}/register`);
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await dialog.getByLabel("Work email").fill(email);
    await expect(dialog.getByLabel("Work email")).toHaveAttribute("placeholder", "name@acme.example");
    await solveCaptcha(dialog);
    await expect(dialog.getByRole("button", { name: "Register" })).toBeEnabled({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(`We sent an email to ${email}`)).toBeVisible();
    await page.getByRole("button", { name: "Got it!" }).click();

    const link = await linkFromMailbox(email);
    // Acme's admins see that the mail went out, never the link that signs the newcomer in.
    const kept = await outboxMailTo(email);
    expect(kept.sensitive).toBe(true);
    expect(kept.text).toContain("[link hidden: only the recipient can use it]");
    expect(`${kept.text}${kept.html}`).not.toContain(new URL(link).pathname);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ACME));

    // Onboarding, one step at a time, until the feed: each step's heading and its counter.
    const steps: { title: string; counter: string | null }[] = [];
    for (let guard = 0; guard < 15; guard += 1) {
      const heading = page.getByRole("heading", { level: 1 }).first();
      await expect(heading).toBeVisible();
      const title = (await heading.textContent()) ?? "";
      if (title === "Published") break;
      const counter = page.getByTestId("step-counter");
      steps.push({ title, counter: (await counter.count()) > 0 ? await counter.textContent() : null });
      const cont = page.getByRole("button", { name: "Continue" });
      if (title === "Set your password") await page.getByLabel(/^Password/).fill("Quiet-Maple-Orbit-77!");
      if (title === "Before you start")
        for (const box of await page.getByRole("checkbox").all()) await box.check();
      if (title === "Choose your group") {
        await expect(page.getByRole("radio")).toHaveCount(2);
        await page.getByRole("radio", { name: "Headquarters" }).check();
      }
      // Headquarters' teams of each level (apps/server/src/db/seed/teams.ts).
      if (title === "Choose your team") {
        await expect(page.getByRole("checkbox")).toHaveCount(2);
        await page.getByRole("checkbox", { name: "Product & Engineering" }).check();
      }
      if (title === "Choose your sub-team")
        await page.getByRole("checkbox", { name: "People & Culture" }).check();
      if (title === "What is your name?") {
        await page.getByLabel("First name").fill("Nia");
        await page.getByLabel("Last name").fill("Newcomer");
      }
      if (title === "Choose your language") await page.getByRole("radio", { name: "English" }).check();
      if (title === "Which languages do you read?")
        await expect(page.getByRole("checkbox", { name: "Read posts in all languages" })).toBeChecked();
      await cont.click();
      await expect(heading).not.toHaveText(title);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
    // Acme's seed turns on groups with the group self-registration lab and content languages, so
    // its newcomers choose a group, its teams of both levels and the languages they read (access §4).
    expect(steps.map((s) => s.title)).toEqual([
      "Choose your language",
      "Welcome to Acme",
      "Before you start",
      "Choose your group",
      "Choose your team",
      "Choose your sub-team",
      "What is your name?",
      "Set your password",
      "Which languages do you read?",
    ]);
    // The counter leaves out the greeting and the content languages (access §2); the counted steps
    // are numbered one after another and the last one is 'N of N'.
    for (const step of steps)
      expect(step.counter === null, step.title).toBe(
        ["Welcome to Acme", "Which languages do you read?"].includes(step.title),
      );
    const counted = steps.flatMap((s) => {
      const match = s.counter?.match(/^Step (\d+) of (\d+)$/);
      return match ? [{ current: Number(match[1]), total: Number(match[2]) }] : [];
    });
    expect(counted.map((c) => c.current)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(counted.at(-1)).toEqual({ current: 7, total: 7 });

    // The choices reached the server: the user is in Headquarters, onboarded, with every step's event.
    const me = await page.evaluate(async () => {
      const response = await fetch("/api/session2", { credentials: "same-origin" });
      return (await response.json()) as {
        user: { groupName: string | null; isFresh: boolean; triggeredEventList: string[] };
      };
    });
    expect(me.user.groupName).toBe("Headquarters");
    expect(me.user.isFresh).toBe(false);
    expect(me.user.triggeredEventList).toEqual(
      expect.arrayContaining([
        "ob_group_chosen",
        "ob_team_chosen",
        "ob_team_2_chosen",
        "ob_fullname_passed",
        "password_is_set",
        "ob_language_set",
        "ob_completed",
      ]),
    );
  });

  test("an address outside the company's domains gets 'Please use your company email domain'", async ({
    page,
  }) => {
    await page.goto(`${ACME}/register`);
    const dialog = page.getByRole("dialog", { name: "Create your account" });
    await dialog.getByLabel("Work email").fill(`someone-${Date.now()}@elsewhere.example`);
    await solveCaptcha(dialog);
    await expect(dialog.getByRole("button", { name: "Register" })).toBeEnabled({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("dialog", { name: "Please use your company email domain" })).toBeVisible();
  });

  test("an SSO sign-in through the company's identity provider lands the user signed in", async ({
    page,
  }) => {
    const idp = await startTestIdp("emma@acme.example");
    try {
      const { api, csrf } = await apiSession("ada@acme.example");
      const configured = await api.put("/saml/api/idp", {
        data: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.keys.certificate },
        headers: { "x-csrf-token": csrf },
      });
      expect(configured.status(), await configured.text()).toBe(200);
      expect(((await configured.json()) as { acsUrl: string }).acsUrl).toBe(`${BASE_URL}/saml/sp/acs`);
      await api.dispose();

      // SP-initiated: our AuthnRequest goes to the IdP, whose page posts the signed response back.
      await page.goto("/saml/sp/select?company=acme");
      await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
      await page.getByRole("button", { name: "Continue to Chorus" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
      await expect(page).toHaveURL(`${BASE_URL}/`);
      const session = await page.request.get("/api/session2");
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe("emma@acme.example");
    } finally {
      await idp.close();
    }
  });

  test("a client app is authorised through /authz and its token calls the API", async ({ page }) => {
    const probe = await acmeApi();
    const client = await probe.get("/api/oauth2/client/demo-app");
    expect(client.ok(), "the demo seed has the OAuth client 'demo-app'").toBe(true);
    const { name } = (await client.json()) as { name: string };
    await probe.dispose();

    await signIn(page, "emma@acme.example");
    const verifier = randomBytes(32).toString("base64url");
    const query = new URLSearchParams({
      client_id: "demo-app",
      redirect_uri: CALLBACK,
      response_type: "code",
      state: "xyz",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    });
    // Nothing listens on the app's address: the test answers the redirect itself.
    let callback: URL | null = null;
    await page.route(`${CALLBACK}**`, async (route) => {
      callback = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Demo app</h1>" });
    });
    await page.goto(`/authz?${query}`);
    await expect(page.getByRole("heading", { name: `Authorize ${name} to use your account?` })).toBeVisible();
    await page.getByRole("button", { name: "Authorize app" }).click();
    await expect(page.getByRole("heading", { name: "Demo app" })).toBeVisible();
    const redirected = callback as URL | null;
    expect(redirected?.searchParams.get("state")).toBe("xyz");
    const code = redirected?.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    // The app exchanges the code with its PKCE verifier and calls the API with the bearer token.
    const app = await playwrightRequest.newContext({ baseURL: BASE_URL });
    const token = await app.post("/oauth2/token", {
      form: {
        grant_type: "authorization_code",
        code,
        redirect_uri: CALLBACK,
        client_id: "demo-app",
        code_verifier: verifier,
      },
    });
    expect(token.status(), await token.text()).toBe(200);
    const { access_token: accessToken, token_type: tokenType } = (await token.json()) as {
      access_token: string;
      token_type: string;
    };
    expect(tokenType.toLowerCase()).toBe("bearer");
    const session = await app.get("/api/session2", { headers: { authorization: `Bearer ${accessToken}` } });
    expect(session.status()).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe("emma@acme.example");
    // The code is single use.
    const again = await app.post("/oauth2/token", {
      form: {
        grant_type: "authorization_code",
        code,
        redirect_uri: CALLBACK,
        client_id: "demo-app",
        code_verifier: verifier,
      },
    });
    expect(again.status()).toBe(400);
    await app.dispose();
  });

  test("/authz signs a visitor in first ('Authorize app and log in')", async ({ page }) => {
    const query = new URLSearchParams({
      client_id: "demo-app",
      response_type: "code",
      redirect_uri: CALLBACK,
      state: "e2e-state",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    });
    await page.route(`${CALLBACK}**`, (route) => route.fulfill({ status: 200, body: "ok" }));
    await page.goto(`${ACME}/authz?${query}`);
    await page.getByRole("button", { name: "Authorize app and log in" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill("emma@acme.example");
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("button", { name: "Authorize app" })).toBeVisible();
    const redirect = page.waitForRequest((r) => r.url().startsWith(CALLBACK));
    await page.getByRole("button", { name: "Authorize app" }).click();
    const url = new URL((await redirect).url());
    expect(url.searchParams.get("state")).toBe("e2e-state");
    expect(url.searchParams.get("code")).toBeTruthy();
  });
});

/** The demo OAuth client's registered redirect (apps/server/src/db/seed/demo.ts). */
const CALLBACK = "http://localhost:3999/callback";

/**
 * A local SAML identity provider: it reads our AuthnRequest and answers with a page whose form
 * posts a SAMLResponse, signed with its own key, to our assertion consumer service.
 */
async function startTestIdp(nameId: string) {
  const keys: TestIdpKeys = await createIdpKeys();
  let origin = "";
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", origin);
    if (url.pathname !== "/sso") {
      response.writeHead(404).end();
      return;
    }
    const authn = readAuthnRequest(url.toString());
    const samlResponse = buildSamlResponse(keys, {
      idpEntityId: `${origin}/idp`,
      inResponseTo: authn.id,
      acsUrl: authn.acsUrl,
      audience: authn.issuer,
      nameId,
      attributes: { email: nameId },
    });
    const attr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>IdP</title></head><body>` +
          `<h1>Test identity provider</h1><form method="post" action="${attr(authn.acsUrl)}">` +
          `<input type="hidden" name="SAMLResponse" value="${attr(samlResponse)}">` +
          `<input type="hidden" name="RelayState" value="${attr(authn.relayState)}">` +
          `<button type="submit">Continue to Chorus</button></form></body></html>`,
      );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    keys,
    entityId: `${origin}/idp`,
    ssoUrl: `${origin}/sso`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
