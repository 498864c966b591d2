import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { DEMO_PASSWORD, expect, fillLogin, test } from "./fixtures.ts";
import { FAKE_NETWORK_URL, PORT } from "./playwright.config.ts";

/** A solid-colour PNG, built here so the test needs no file on disk. */
function pngOf(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const ACME_LOGIN = `http://acme.localhost:${PORT}/login`;

/** Signs in through the login page; the first sign-in after the server starts may take a while. */
async function signIn(page: Page, email: string) {
  await page.goto("/account");
  await fillLogin(page, email, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Published" })).toBeVisible({ timeout: 30_000 });
}

// Two browsers, an upload and the settings bundle's first load: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test("an admin's new highlight colour and logo brand the login page of acme.localhost", async ({
  page,
  browser,
}) => {
  await signIn(page, "ada@acme.example");
  const session = await (await page.request.get("/api/session2")).json();
  await page.goto(`/company/${session.company._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Acme settings" })).toBeVisible();
  // The eight tabs of core §2, then Integrations (Teams, Slack, content import) for admin-level users.
  await expect(page.getByRole("tab")).toHaveCount(9);
  await expect(page.getByRole("tab").last()).toHaveText("Integrations");

  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload a logo" }).click();
  await (await chooser).setFiles({
    name: "acme-logo.png",
    mimeType: "image/png",
    buffer: pngOf(120, 40, [26, 127, 55]),
  });
  await expect(page.getByRole("img", { name: "The company's logo" })).toBeVisible();

  await page.getByRole("textbox", { name: "Highlight colour" }).fill("#1A7F37");
  await page.getByRole("button", { name: "Save colour" }).click();
  await expect(page.getByText("Look and feel saved").first()).toBeVisible();

  // A visitor of Acme's own address, not signed in, sees Acme's logo and colour.
  const visitor = await browser.newContext();
  const login = await visitor.newPage();
  await login.goto(ACME_LOGIN);
  const logo = login.getByRole("img", { name: "Acme logo" });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute("src", /\/(images|media)\//);
  // The sign-in button (enabled once both fields are filled) wears the highlight colour.
  await login.getByRole("textbox", { name: "Email" }).fill("someone@acme.example");
  await login.locator('input[name="password"]').fill("not-the-password");
  await expect(login.getByRole("button", { name: "Log in" })).toHaveCSS(
    "background-color",
    "rgb(26, 127, 55)",
  );
  await visitor.close();

  // Back to the product's look for the other specs.
  await page.getByRole("button", { name: "Back to the Chorus look" }).click();
  await expect(page.getByRole("textbox", { name: "Highlight colour" })).toHaveValue("#ED5D40");
});

test("a smarper creates a company and its first admin is invited by mail", async ({ page }) => {
  await signIn(page, "sam@acme.example");
  await page.goto("/company");
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await page.getByRole("button", { name: "Create a company" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a company" });
  const subdomain = `initech${Date.now().toString(36)}`;
  await dialog.getByRole("textbox", { name: "Company name" }).fill("Initech");
  await dialog.getByRole("textbox", { name: "Subdomain" }).fill(subdomain);
  await dialog.getByRole("textbox", { name: "First admin's e-mail" }).fill(`peter@${subdomain}.example`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("cell", { name: subdomain })).toBeVisible();

  const mailbox = await playwrightRequest.newContext({ baseURL: FAKE_NETWORK_URL });
  await expect
    .poll(async () => {
      const to = encodeURIComponent(`peter@${subdomain}.example`);
      const { messages } = (await (await mailbox.get(`/__mail?to=${to}`)).json()) as {
        messages: { subject: string }[];
      };
      return messages.at(-1)?.subject ?? null;
    })
    .toBe("You are the admin of Initech on Chorus");
  await mailbox.dispose();
});

test("a smarper opening Globex's settings sees Globex's channels in the Channels tab, not Acme's", async ({
  page,
}) => {
  await signIn(page, "sam@acme.example");
  await page.goto("/company");
  await page.getByRole("link", { name: "Globex", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Globex settings" })).toBeVisible();
  await page.getByRole("tab", { name: "Channels" }).click();
  // The channels screen manages the session's company (Acme): no link to it from Globex's settings.
  await expect(page.getByRole("link", { name: "Manage channels" })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Default channels" }).click();
  await expect(page.getByRole("option", { name: "Research" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Community" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Company News" })).toHaveCount(0);
  await expect(page.getByRole("option", { name: "Leadership" })).toHaveCount(0);
});
