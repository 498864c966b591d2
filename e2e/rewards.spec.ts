import { expect, signIn, test } from "./fixtures.ts";

/**
 * Perks (issue 12): an admin adds a reward, Emma redeems it (her Coins drop by its price at once),
 * the admin approves the request and Emma sees it approved; the admin sets the daily push and
 * e-mail limit on the company's Notifications tab. Each run makes its own reward; the limit is put
 * back as it was.
 */
test.describe("perks", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an admin adds a reward; Emma redeems it; the admin approves it", async ({ browser }) => {
    const title = `Team lunch ${Date.now()}`;
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, "ada@acme.example");
    await admin.goto("/reward", { waitUntil: "domcontentloaded" });
    await expect(admin.getByRole("heading", { level: 1, name: "Perks" })).toBeVisible();
    await admin.getByRole("button", { name: "New reward" }).click();
    const form = admin.getByRole("dialog", { name: "New reward" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill("Lunch with the team, on us");
    await form.getByRole("textbox", { name: "Price in coins" }).fill("2");
    await form.getByRole("textbox", { name: "Stock" }).fill("3");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form).toBeHidden();
    const adminCard = admin.getByRole("article", { name: title });
    await expect(adminCard.getByText("3 left")).toBeVisible();

    const emma = await (await browser.newContext()).newPage();
    await signIn(emma, "emma@acme.example");
    await emma.goto("/reward", { waitUntil: "domcontentloaded" });
    const coins = emma.getByTestId("my-coins");
    await expect(coins).toHaveText(/You have \d+ coins?/);
    const before = Number((await coins.textContent())?.match(/\d+/)?.[0]);
    const card = emma.getByRole("article", { name: title });
    await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await card.getByRole("button", { name: "Redeem" }).click();
    const confirm = emma.getByRole("dialog", { name: "Redeem this reward?" });
    await expect(confirm.getByText(`Redeem ${title} for 2 coins?`)).toBeVisible();
    await confirm.getByRole("button", { name: "Redeem" }).click();
    await expect(emma.getByText(`Your request for ${title} was sent.`)).toBeVisible();
    await expect(coins).toHaveText(`You have ${before - 2} coin${before - 2 === 1 ? "" : "s"}`);
    await expect(card.getByText("2 left")).toBeVisible();
    await emma.getByRole("tab", { name: "My requests" }).click();
    const mine = emma.getByTestId("redemption-row").filter({ hasText: title });
    await expect(mine.getByText("Pending")).toBeVisible();

    await admin.reload();
    await admin.getByRole("tab", { name: "Requests to review" }).click();
    await admin.getByRole("button", { name: new RegExp(`^Approve ${title} for `) }).click();
    await expect(admin.getByText(`${title} approved`)).toBeVisible();

    await emma.reload();
    await emma.getByRole("tab", { name: "My requests" }).click();
    await expect(
      emma.getByTestId("redemption-row").filter({ hasText: title }).getByText("Approved"),
    ).toBeVisible();
  });

  test("an admin sets the daily push and e-mail limit", async ({ page }) => {
    await signIn(page, "ada@acme.example");
    const session = await (await page.request.get("/api/session2")).json();
    const url = `/api/company/${session.company._id}/notification`;
    const original = (await (await page.request.get(url)).json()).maxPushesAndEmailsPerDay as number;
    const next = original === 7 ? 8 : 7;
    try {
      await page.goto(`/company/${session.company._id}?tab=notifications`);
      const limit = page.getByRole("textbox", { name: "Pushes and e-mails per day" });
      await expect(limit).toHaveValue(String(original));
      await limit.fill(String(next));
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`Daily limit saved: ${next} pushes and e-mails per day.`)).toBeVisible();
      await page.reload();
      await expect(page.getByRole("textbox", { name: "Pushes and e-mails per day" })).toHaveValue(
        String(next),
      );
    } finally {
      const csrf = (await page.request.get("/api/session")).headers()["x-csrf-token"] ?? "";
      await page.request.put(url, {
        data: { maxPushesAndEmailsPerDay: original },
        headers: { "x-csrf-token": csrf },
      });
    }
  });
});
