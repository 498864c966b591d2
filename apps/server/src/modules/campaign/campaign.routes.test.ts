import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("campaigns", () => {
  it("create, rename, list and delete", async () => {
    const chloe = await t.signIn(DEMO_USERS.channel_manager);
    const created = (await chloe.post("/api/campaign", { name: "  Autumn fair ", color: "#00ff88" })).json();
    expect(created).toMatchObject({ name: "Autumn fair", color: "#00FF88" });
    const renamed = await chloe.post("/api/campaign", {
      _id: created._id,
      name: "Autumn fair 2026",
      color: "#112233",
    });
    expect(renamed.json()).toEqual({ _id: created._id, name: "Autumn fair 2026", color: "#112233" });
    const sharer = await t.signIn(DEMO_USERS.sharer);
    expect((await sharer.get("/api/campaign")).json()).toContainEqual(renamed.json());
    expect((await chloe.delete(`/api/campaign/${created._id}`)).statusCode).toBe(200);
    expect((await chloe.delete(`/api/campaign/${created._id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: "", color: "#112233" }],
    [{ name: "x".repeat(61), color: "#112233" }],
    [{ name: "Red", color: "red" }],
    [{ name: "Red", color: "#12345" }],
    [{ name: "Red" }],
  ])("400 for %j", async (body) => {
    const admin = await t.signIn(DEMO_USERS.admin);
    expect((await admin.post("/api/campaign", body)).statusCode).toBe(400);
  });

  it("another company's campaign is not found and stays unchanged", async () => {
    const admin = await t.signIn(DEMO_USERS.admin);
    const acme = (await admin.post("/api/campaign", { name: "Acme only", color: "#abcdef" })).json();
    const globex = await t.signIn(GLOBEX_ADMIN);
    expect(
      (await globex.post("/api/campaign", { _id: acme._id, name: "Taken", color: "#000000" })).statusCode,
    ).toBe(404);
    expect((await globex.delete(`/api/campaign/${acme._id}`)).statusCode).toBe(404);
    expect((await globex.get("/api/campaign")).json()).not.toContainEqual(
      expect.objectContaining({ _id: acme._id }),
    );
    expect((await admin.get("/api/campaign")).json()).toContainEqual({
      _id: acme._id,
      name: "Acme only",
      color: "#ABCDEF",
    });
  });
});
