import { request as playwrightRequest } from "@playwright/test";
import { DEMO_PASSWORD, expect, fillLogin, mainNavigation, signIn, test } from "./fixtures.ts";
import { FAKE_NETWORK_URL } from "./playwright.config.ts";

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The mail a person received (the fake network's SMTP server is everyone's mailbox). */
async function mailsTo(to: string): Promise<Mail[]> {
  const mailbox = await playwrightRequest.newContext({ baseURL: FAKE_NETWORK_URL });
  try {
    const { messages } = (await (await mailbox.get(`/__mail?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Mail[];
    };
    return messages;
  } finally {
    await mailbox.dispose();
  }
}

/**
 * Issue 14: an admin turns e-mail newsletters on, builds a newsletter with two posts, sends a test
 * to herself and schedules it to a team; at the due time every member has it (once), and a member
 * who follows 'Read more' signs in and lands on the post.
 */
test("a scheduled newsletter reaches a team, and its Read more link leads through sign-in to the post", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, "ada@acme.example");
  // The admin enables the lab on the Labs page (company settings, tab labs; access §2).
  const session = await (await page.request.get("/api/session2")).json();
  await page.goto(`/company/${session.company._id}`);
  await page.getByRole("tab", { name: "Labs" }).click();
  const labRow = page.getByTestId("lab-row").filter({ hasText: "email_newsletters_lab" });
  const enabled = labRow.getByRole("radio", { name: "Enabled" });
  if (!(await enabled.isChecked())) {
    await enabled.check();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Labs saved.")).toBeVisible();
  }
  await page.goto("/");
  await mainNavigation(page).getByRole("link", { name: "Email" }).click();
  await expect(page).toHaveURL(/\/email-list/);

  await page.getByRole("button", { name: "New campaign" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Team update");
  await page.getByRole("button", { name: "Create and edit" }).click();
  await expect(page).toHaveURL(/\/email-details\/[0-9a-f]{24}$/);
  const subject = `Team update ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);

  const titles: string[] = [];
  for (let i = 0; i < 2; i++) {
    await page.getByRole("button", { name: "Add block" }).click();
    await page.getByRole("menuitem", { name: "Post", exact: true }).click();
    const picker = page.getByRole("combobox", { name: "Post" }).nth(i);
    await picker.click();
    await page.getByRole("option").nth(i).click();
    await expect(picker).not.toHaveValue("");
    titles.push(await picker.inputValue());
  }
  expect(titles[0]).not.toBe(titles[1]);
  const preview = page.frameLocator('[data-testid="newsletter-preview"]');
  await expect(preview.getByText(titles[1] as string)).toBeVisible({ timeout: 20_000 });
  await page.locator("label", { hasText: /^Phone$/ }).click();
  await expect(page.getByTestId("newsletter-preview")).toHaveAttribute("data-device", "phone");

  await page.getByLabel("New list name").fill("Nordics team");
  await page.getByRole("button", { name: "Create list" }).click();
  await page.getByLabel("Add recipients").fill("Nordics");
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  await expect(page.getByTestId("recipient-row")).toContainText("Nordics");

  await page.getByRole("button", { name: "Send test to myself" }).click();
  await expect(page.getByText("A test was sent to ada@acme.example.")).toBeVisible();
  await expect
    .poll(
      async () => (await mailsTo("ada@acme.example")).filter((m) => m.subject === `[Test] ${subject}`).length,
      { timeout: 20_000 },
    )
    .toBe(1);

  // Due in a minute or two (the picker has minutes): the browser's local time.
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 60_000);
    d.setSeconds(0, 0);
    d.setMinutes(d.getMinutes() + 1);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await page.getByLabel("Send on (date and time)").fill(at);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(/^Scheduled for /).first()).toBeVisible();
  await expect(page.getByTestId("campaign-status")).toHaveText("Scheduled");

  const members = await page.evaluate(async () => {
    const search = await (await fetch("/api/mailing/search?searchTerm=Nordics")).json();
    const team = search.resultList.find((r: { entityType: string }) => r.entityType === "team");
    const found = await (
      await fetch(`/api/mailing/candidates?entityType=team&entityId=${team.entityId}`)
    ).json();
    return found.candidateList.map((c: { email: string }) => c.email.toLowerCase()) as string[];
  });
  expect(members.length).toBeGreaterThan(0);
  for (const member of members) {
    await expect
      .poll(async () => (await mailsTo(member)).filter((m) => m.subject === subject).length, {
        timeout: 200_000,
      })
      .toBe(1);
  }
  await expect(page.getByTestId("campaign-status")).toHaveText("Sent", { timeout: 30_000 });

  // A seeded colleague, who signs in with the demo password: other journeys of the same run invite
  // people into Nordics (addresses with a stamp, passwords of their own).
  const reader = members.find((member) => /^[a-z.]+@acme\.example$/.test(member)) as string;
  expect(reader).toBeDefined();
  const mail = (await mailsTo(reader)).find((m) => m.subject === subject) as Mail;
  const readMore = /Read more: (\S+)/.exec(mail.text)?.[1] as string;
  // The post link is the campaign's share short link, with the reader's token for the campaign's clicks.
  expect(new URL(readMore).pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{6,32}$/);
  expect(new URL(readMore).searchParams.get("r")).toBeTruthy();
  expect(mail.text).toContain(titles[0] as string);
  expect(mail.text).toContain(titles[1] as string);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(readMore);
  await expect(visitor.getByRole("textbox", { name: "Email" })).toBeVisible();
  await fillLogin(visitor, reader, DEMO_PASSWORD);
  await expect(visitor).toHaveURL(/\/preview\/[0-9a-f]{24}/, { timeout: 20_000 });
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(titles[0] as string);
  await context.close();
  // The click is on the campaign's figures: the details screen shows one clicking recipient.
  await page.reload();
  await expect(page.getByTestId("stat-clicks").getByText("1", { exact: true })).toBeVisible({
    timeout: 20_000,
  });
});
