import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { DEMO_PASSWORD, expect, openProfileMenu, signIn, test } from "./fixtures.ts";
import { FAKE_NETWORK_URL, PORT } from "./playwright.config.ts";

// Invitation links name the company's own address; Chromium resolves *.localhost, Node does not.
const ACME = `http://acme.localhost:${PORT}`;

/** An API session of ada (Acme's admin) on Acme's host, with its CSRF token. */
async function adaApi(): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { host: `acme.localhost:${PORT}` },
  });
  const csrf = (await api.get("/api/session")).headers()["x-csrf-token"] ?? "";
  const login = await api.post("/auth/password", {
    data: { email: "ada@acme.example", password: DEMO_PASSWORD },
    headers: { "x-csrf-token": csrf },
  });
  expect(login.ok()).toBe(true);
  const fresh = (await api.get("/api/session")).headers()["x-csrf-token"] ?? csrf;
  return { api, headers: { "x-csrf-token": fresh } };
}

/** The invitation link of the newest mail to `to`, from the recipient's mailbox (the fake SMTP server). */
async function invitationLinkFor(to: string, timeout = 15_000): Promise<string> {
  const mailbox = await playwrightRequest.newContext({ baseURL: FAKE_NETWORK_URL });
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await mailbox.get(`/__mail?to=${encodeURIComponent(to)}`)).json()) as {
          messages: { text: string }[];
        };
        link = messages.at(-1)?.text.match(/https?:\/\/\S+\/auth\/invitation\/\S+/)?.[0] ?? null;
        return link;
      },
      { timeout, intervals: [500, 1000, 2000] },
    )
    .not.toBeNull();
  await mailbox.dispose();
  return (link as unknown as string).replace(/^https?:\/\/[^/]+/, ACME);
}

/** Opens the invitation and walks whatever onboarding applies, up to the feed. */
async function acceptAndOnboard(page: Page, link: string, name: { first: string; last: string }) {
  await page.goto(link);
  for (let guard = 0; guard < 12; guard += 1) {
    const heading = page.getByRole("heading", { level: 1 }).first();
    await expect(heading).toBeVisible();
    const title = (await heading.textContent()) ?? "";
    if (title === "Published") return;
    if (title === "Set your password") await page.getByLabel(/^Password/).fill("Quiet-Maple-Orbit-77!");
    if (title === "Before you start")
      for (const box of await page.getByRole("checkbox").all()) await box.check();
    if (title === "What is your name?") {
      await page.getByLabel("First name").fill(name.first);
      await page.getByLabel("Last name").fill(name.last);
    }
    if (title === "Choose your language") await page.getByRole("radio", { name: "English" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading).not.toHaveText(title);
  }
  throw new Error("onboarding did not reach the feed");
}

async function openWizard(page: Page) {
  await openProfileMenu(page);
  await page.getByRole("menuitem", { name: "Invite colleagues" }).click();
  const wizard = page.getByRole("dialog", { name: "Invite colleagues" });
  await expect(wizard).toBeVisible();
  return wizard;
}

test.describe("invitations", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an admin invites two colleagues with the wizard (one by CSV with a team); the CSV invitee accepts and lands in the feed in that team", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const typed = `ana-${stamp}@acme.example`;
    const fromCsv = `bo-${stamp}@acme.example`;
    await signIn(page, "ada@acme.example");
    const wizard = await openWizard(page);

    // 1. Select group: each group with its seat bar.
    await expect(wizard.getByPlaceholder("Search group...")).toBeVisible();
    await wizard.getByPlaceholder("Search group...").fill("Field");
    await expect(wizard.getByRole("radio")).toHaveCount(1);
    await expect(wizard.getByRole("radio", { name: /Field Sales/ })).toContainText("seats left");
    await wizard.getByRole("radio", { name: /Field Sales/ }).click();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();

    // 2. Prepare users, typed: 'First Last <address>' and Enter make a chip.
    await expect(wizard.getByRole("tab", { name: "Enter users manually" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const emails = wizard.getByLabel("E-mail addresses");
    await emails.fill("not-an-address");
    await emails.press("Enter");
    await expect(wizard.getByText("Please enter a valid emails.")).toBeVisible();
    await emails.fill(`Ana Typed <${typed}>`);
    await emails.press("Enter");
    await expect(wizard.getByText(`Ana Typed <${typed}>`)).toBeVisible();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    // 3. Set role (User by default), 4. Setup delivery.
    await expect(wizard.getByLabel("Role")).toHaveValue("User");
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await expect(wizard.getByLabel("Inviter's name")).toHaveValue("Ada Okafor");
    await wizard.getByRole("button", { name: "Start Inviting 1 Colleague" }).click();
    await expect(wizard.getByRole("heading", { name: "Mission accomplished!" })).toBeVisible();

    // Invite More: a fresh wizard; this time the colleague comes from a CSV with a team.
    await wizard.getByRole("button", { name: "Invite More" }).click();
    await wizard.getByRole("radio", { name: /Field Sales/ }).click();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByRole("tab", { name: "Import from CSV" }).click();
    await expect(wizard.getByText("The file can be at most 1MB.")).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await wizard.getByRole("button", { name: "Upload CSV file" }).click();
    await (await chooser).setFiles({
      name: "colleagues.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${fromCsv};Nordics\n`),
    });
    await expect(
      wizard.getByText(
        "We found 1 email addresses and 0 phone numbers. Check if the information is correct.",
      ),
    ).toBeVisible();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByRole("button", { name: "Start Inviting 1 Colleague" }).click();
    await expect(wizard.getByRole("heading", { name: "Mission accomplished!" })).toBeVisible();
    await wizard.getByRole("button", { name: "Done" }).click();

    // Both invitations went out: each recipient's mailbox has its link.
    await invitationLinkFor(typed);
    const link = await invitationLinkFor(fromCsv);
    const invitee = await browser.newContext();
    const inviteePage = await invitee.newPage();
    await acceptAndOnboard(inviteePage, link, { first: "Bo", last: "Imported" });
    await expect(inviteePage.getByRole("heading", { level: 1, name: "Published" })).toBeVisible();
    const me = await inviteePage.evaluate(async () => {
      const response = await fetch("/api/session2", { credentials: "same-origin" });
      return (await response.json()) as { user: { _id: string; groupName: string | null; email: string } };
    });
    expect(me.user.email).toBe(fromCsv);
    expect(me.user.groupName).toBe("Field Sales");
    await invitee.close();

    // In the team the CSV named, as the admin sees it; and ada heard of the acceptance (the invitee
    // had no name yet when accepting: the notification names the address).
    const { api } = await adaApi();
    const teams = (await (await api.get("/api/team")).json()) as {
      teamList: { _id: string; name: string }[];
    };
    const nordics = teams.teamList.find((t) => t.name === "Nordics");
    const members = (await (await api.get(`/api/team/${nordics?._id}/member/list`)).json()) as {
      memberList?: { _id: string }[];
      userList?: { _id: string }[];
    };
    expect((members.memberList ?? members.userList ?? []).map((m) => m._id)).toContain(me.user._id);
    const notifications = (await (await api.get("/api/notification")).json()) as {
      notificationList: { type: string; textHtml: string }[];
    };
    expect(
      notifications.notificationList.some(
        (n) => n.type === "accepted_invitation" && n.textHtml.includes(fromCsv),
      ),
    ).toBe(true);
    await api.dispose();

    // The advanced invites list shows both, accepted and sent.
    await page.goto("/user/launch");
    await expect(page.getByRole("heading", { level: 1, name: "Scheduled invitations" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(fromCsv) })).toContainText("Accepted");
    await expect(page.getByRole("row", { name: new RegExp(typed) })).toContainText("Sent");
  });

  test("a full group queues the next invitee, who is invited once a seat frees", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const first = `first-${stamp}@acme.example`;
    const next = `next-${stamp}@acme.example`;
    const { api, headers } = await adaApi();
    const created = await api.post("/api/group", { data: { name: `Pilot ${stamp}`, seatLimit: 1 }, headers });
    expect(created.ok()).toBe(true);
    const group = (await created.json()) as { _id: string };

    await signIn(page, "ada@acme.example");
    // The first invitee takes the only seat.
    let wizard = await openWizard(page);
    await wizard.getByPlaceholder("Search group...").fill(`Pilot ${stamp}`);
    await wizard.getByRole("radio", { name: new RegExp(`Pilot ${stamp}`) }).click();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByLabel("E-mail addresses").fill(first);
    await wizard.getByLabel("E-mail addresses").press("Enter");
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByRole("button", { name: "Start Inviting 1 Colleague" }).click();
    await expect(wizard.getByRole("heading", { name: "Mission accomplished!" })).toBeVisible();
    await wizard.getByRole("button", { name: "Done" }).click();
    const firstContext = await browser.newContext();
    await acceptAndOnboard(await firstContext.newPage(), await invitationLinkFor(first), {
      first: "Fay",
      last: "First",
    });
    await firstContext.close();

    // Now the group is full: the picker says so once invitees are listed, and the next one is queued.
    await page.reload();
    wizard = await openWizard(page);
    await wizard.getByPlaceholder("Search group...").fill(`Pilot ${stamp}`);
    await expect(wizard.getByRole("radio", { name: new RegExp(`Pilot ${stamp}`) })).toContainText(
      "0 seats left",
    );
    await wizard.getByRole("radio", { name: new RegExp(`Pilot ${stamp}`) }).click();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByLabel("E-mail addresses").fill(next);
    await wizard.getByLabel("E-mail addresses").press("Enter");
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByRole("button", { name: "Next", exact: true }).click();
    await wizard.getByRole("button", { name: "Start Inviting 1 Colleague" }).click();
    await expect(wizard.getByRole("heading", { name: "Oops, that didn't work" })).toBeVisible();
    await expect(wizard.getByRole("row", { name: new RegExp(next) })).toContainText("in the queue");
    // Try Again keeps the failed invitee; the group step now shows the group lacks seats.
    await wizard.getByRole("button", { name: "Try Again" }).click();
    await wizard.getByPlaceholder("Search group...").fill(`Pilot ${stamp}`);
    await expect(wizard.getByRole("radio", { name: new RegExp(`Pilot ${stamp}`) })).toContainText(
      "Not enough seats",
    );
    await page.keyboard.press("Escape");

    // The queue entry appears in the Users pages (only while someone waits) and in the queue list.
    await page.goto("/user/launch");
    await page.getByRole("link", { name: /^Queue/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Queue" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(next) })).toBeVisible();

    // A seat frees (the limit rises): the queue's job admits the next in order and invites them.
    const raised = await api.put(`/api/group/${group._id}`, { data: { seatLimit: 2 }, headers });
    expect(raised.ok()).toBe(true);
    const link = await invitationLinkFor(next, 150_000);
    const nextContext = await browser.newContext();
    const nextPage = await nextContext.newPage();
    await acceptAndOnboard(nextPage, link, { first: "Nils", last: "Next" });
    const me = await nextPage.evaluate(async () => {
      const response = await fetch("/api/session2", { credentials: "same-origin" });
      return (await response.json()) as { user: { groupName: string | null } };
    });
    expect(me.user.groupName).toBe(`Pilot ${stamp}`);
    await nextContext.close();
    const count = (await (await api.get("/api/user/queue/count")).json()) as { count: number };
    expect(count.count).toBe(0);
    await api.dispose();
  });
});
