import { REWARD_LEDGER_REASONS, REWARD_NOTIFICATION_TYPES } from "@chorus/shared/reward/reward.contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, company, notification, pointLedger, reward } from "../../db/schema/index.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { factories } from "../../test/factories.ts";
import { createTestApp, DEMO_PASSWORD, type TestApp, type TestClient } from "../../test/test-app.ts";
import { NOT_ENOUGH_COINS, OUT_OF_STOCK } from "./reward.service.ts";

/**
 * Perks on a company of its own that runs rewards: an admin keeps the catalogue, a sharer redeems
 * (Coins debited through the ledger, stock reserved), the admin approves or rejects (refund).
 */
let t: TestApp;
let companyId: string;
let adminId: string;
let admin: TestClient;
let sue: TestClient;
let sueId: string;
let make: ReturnType<typeof factories>;

async function coinsOf(userId: string) {
  const [row] = await t.database.db
    .select({ coin: appUser.coin, star: appUser.star })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}
async function ledgerCoins(userId: string) {
  const rows = await t.database.db
    .select({ coins: pointLedger.coins, reason: pointLedger.reason })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  return rows.reduce((sum, r) => sum + r.coins, 0);
}
async function stockOf(rewardId: string) {
  const [row] = await t.database.db
    .select({ stock: reward.stock })
    .from(reward)
    .where(eq(reward.id, rewardId));
  return row?.stock;
}
async function notificationsOf(userId: string, type: string) {
  return t.database.db
    .select({ textHtml: notification.textHtml, webUrl: notification.webUrl })
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.type, type)));
}

beforeAll(async () => {
  t = await createTestApp();
  make = factories(t.database.db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const perks = await make.company({ name: "Perks Inc", rewardEnabled: true });
  companyId = perks.id;
  const a = await make.user(companyId, {
    email: `ada@${perks.subdomain}.example`,
    role: "admin",
    passwordHash,
  });
  const s = await make.user(companyId, {
    email: `sue@${perks.subdomain}.example`,
    firstName: "Sue",
    lastName: "Saver",
    passwordHash,
  });
  adminId = a.id;
  sueId = s.id;
  admin = await t.signIn(a.email ?? "");
  sue = await t.signIn(s.email ?? "");
});
afterAll(() => t.close());

describe("the reward catalogue", () => {
  it("lets an admin add, edit and remove rewards; sharers see the active ones with their Coins", async () => {
    const created = await admin.post("/api/reward", {
      title: "Company hoodie",
      price: 40,
      stock: 2,
      description: "Warm",
    });
    expect(created.statusCode).toBe(200);
    const hoodie = created.json();
    expect(hoodie).toMatchObject({
      title: "Company hoodie",
      price: 40,
      stock: 2,
      isActive: true,
      imageUrl: null,
    });
    const hidden = (
      await admin.post("/api/reward", { title: "Secret perk", price: 5, isActive: false })
    ).json();

    const edited = await admin.put(`/api/reward/${hoodie._id}`, {
      price: 45,
      imageUrl: "/images/hoodie.jpg",
    });
    expect(edited.json()).toMatchObject({ price: 45, imageUrl: "/images/hoodie.jpg" });

    await make.coins(companyId, sueId, 3);
    const seen = (await sue.get("/api/reward")).json();
    expect(seen.canManage).toBe(false);
    expect(seen.Coin).toBe((await coinsOf(sueId))?.coin);
    const titles = seen.rewardList.map((r: { title: string }) => r.title);
    expect(titles).toContain("Company hoodie");
    expect(titles).not.toContain("Secret perk");
    const managed = (await admin.get("/api/reward")).json();
    expect(managed.canManage).toBe(true);
    expect(managed.rewardList.map((r: { title: string }) => r.title)).toContain("Secret perk");

    expect((await admin.delete(`/api/reward/${hidden._id}`)).json()).toEqual({
      _id: hidden._id,
      deleted: true,
    });
    expect(
      (await admin.get("/api/reward")).json().rewardList.map((r: { _id: string }) => r._id),
    ).not.toContain(hidden._id);
    expect((await admin.put(`/api/reward/${hidden._id}`, { price: 1 })).statusCode).toBe(404);
  });

  it.each([
    ["no title", { price: 5 }],
    ["an empty title", { title: " ", price: 5 }],
    ["a price of zero", { title: "Free", price: 0 }],
    ["a fractional price", { title: "Half", price: 2.5 }],
    ["a negative stock", { title: "Less", price: 5, stock: -1 }],
    ["a javascript: image", { title: "Img", price: 5, imageUrl: "javascript:alert(1)" }],
  ])("refuses a reward with %s (400)", async (_name, body) => {
    expect((await admin.post("/api/reward", body)).statusCode).toBe(400);
  });

  it("refuses the catalogue to a sharer's changes (403)", async () => {
    expect((await sue.post("/api/reward", { title: "Mine", price: 1 })).statusCode).toBe(403);
  });
});

describe("redeeming", () => {
  it("debits the price through the ledger, reserves stock and tells the admins", async () => {
    const item = await make.reward(companyId, { createdBy: adminId, price: 30, stock: 1, title: "Day off" });
    await make.coins(companyId, sueId, 30);
    const before = await coinsOf(sueId);
    const response = await sue.post(`/api/reward/${item.id}/redeem`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.redemption).toMatchObject({
      rewardTitle: "Day off",
      price: 30,
      status: "pending",
      userName: "Sue Saver",
    });
    expect(body.Coin).toBe((before?.coin ?? 0) - 30);
    const after = await coinsOf(sueId);
    expect(after).toEqual({ coin: (before?.coin ?? 0) - 30, star: before?.star });
    expect(await ledgerCoins(sueId)).toBe(after?.coin);
    expect(await stockOf(item.id)).toBe(0);
    const told = await notificationsOf(adminId, REWARD_NOTIFICATION_TYPES.requested);
    expect(told.some((n) => n.textHtml.includes("Day off") && n.webUrl === "/reward")).toBe(true);
    const mine = (await sue.get("/api/reward/redemption/me")).json().redemptionList;
    expect(mine[0]).toMatchObject({ _id: body.redemption._id, status: "pending" });
  });

  it("refuses when the Coins fall short, changing nothing", async () => {
    const item = await make.reward(companyId, { createdBy: adminId, price: 1_000_000, stock: 5 });
    const before = await coinsOf(sueId);
    const response = await sue.post(`/api/reward/${item.id}/redeem`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_ENOUGH_COINS);
    expect(await coinsOf(sueId)).toEqual(before);
    expect(await stockOf(item.id)).toBe(5);
  });

  it("refuses when the stock is gone, and a removed or inactive reward is 404", async () => {
    await make.coins(companyId, sueId, 10);
    const empty = await make.reward(companyId, { createdBy: adminId, price: 1, stock: 0 });
    const out = await sue.post(`/api/reward/${empty.id}/redeem`);
    expect([out.statusCode, out.json().message]).toEqual([400, OUT_OF_STOCK]);
    const inactive = await make.reward(companyId, { createdBy: adminId, price: 1, isActive: false });
    expect((await sue.post(`/api/reward/${inactive.id}/redeem`)).statusCode).toBe(404);
  });

  it("is exact under concurrency: 10 requests with Coins for 3 give 3 requests and 0 Coins", async () => {
    const fresh = await make.user(companyId, {
      email: `racer-${Date.now()}@perks.example`,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    await make.coins(companyId, fresh.id, 30);
    const racer = await t.signIn(fresh.email ?? "");
    const item = await make.reward(companyId, { createdBy: adminId, price: 10 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => racer.post(`/api/reward/${item.id}/redeem`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(7);
    expect((await coinsOf(fresh.id))?.coin).toBe(0);
    expect(await ledgerCoins(fresh.id)).toBe(0);
  });
});

describe("deciding", () => {
  it.each([
    ["approved", 0, 0],
    ["rejected", 20, 1],
  ] as const)("%s: Coins back %i, stock back %i, the requester told", async (status, refunded, stockBack) => {
    const item = await make.reward(companyId, {
      createdBy: adminId,
      price: 20,
      stock: 4,
      title: `Perk ${status}`,
    });
    await make.coins(companyId, sueId, 20);
    const { redemption } = (await sue.post(`/api/reward/${item.id}/redeem`)).json();
    const before = await coinsOf(sueId);
    const decided = await admin.put(`/api/reward/redemption/${redemption._id}`, { status, note: "OK" });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status, note: "OK" });
    expect((await coinsOf(sueId))?.coin).toBe((before?.coin ?? 0) + refunded);
    expect(await stockOf(item.id)).toBe(3 + stockBack);
    expect(await ledgerCoins(sueId)).toBe((await coinsOf(sueId))?.coin);
    const type =
      status === "approved" ? REWARD_NOTIFICATION_TYPES.approved : REWARD_NOTIFICATION_TYPES.rejected;
    expect((await notificationsOf(sueId, type)).some((n) => n.textHtml.includes(`Perk ${status}`))).toBe(
      true,
    );
    // Decided once: a second decision (say a second admin at once) changes nothing.
    const again = await admin.put(`/api/reward/redemption/${redemption._id}`, { status: "rejected" });
    expect(again.statusCode).toBe(409);
    expect((await coinsOf(sueId))?.coin).toBe((before?.coin ?? 0) + refunded);
  });

  it("lists the company's requests by status for admins", async () => {
    const pending = (await admin.get("/api/reward/redemption?status=pending")).json().redemptionList;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r: { status: string }) => r.status === "pending")).toBe(true);
    expect((await sue.get("/api/reward/redemption")).statusCode).toBe(403);
  });

  it("records the debit and the refund under their own ledger reasons", async () => {
    const reasons = await t.database.db
      .select({ reason: pointLedger.reason })
      .from(pointLedger)
      .where(eq(pointLedger.userId, sueId));
    const names = new Set(reasons.map((r) => r.reason));
    expect(names.has(REWARD_LEDGER_REASONS.redeem)).toBe(true);
    expect(names.has(REWARD_LEDGER_REASONS.refund)).toBe(true);
  });
});

describe("a company without rewards", () => {
  it("answers 404 on every reward route while RewardEnabled is off", async () => {
    await t.database.db.update(company).set({ rewardEnabled: false }).where(eq(company.id, companyId));
    try {
      expect((await sue.get("/api/reward")).statusCode).toBe(404);
      expect((await admin.post("/api/reward", { title: "X", price: 1 })).statusCode).toBe(404);
    } finally {
      await t.database.db.update(company).set({ rewardEnabled: true }).where(eq(company.id, companyId));
    }
  });
});
