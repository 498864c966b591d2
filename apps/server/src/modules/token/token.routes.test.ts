import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalAccessToken } from "../../db/schema/index.ts";
import { hashToken } from "../../platform/crypto.ts";
import { createTestApp, DEMO_USERS, GLOBEX_SHARER, type TestApp } from "../../test/test-app.ts";
import { setCompany } from "../onboarding/onboarding.test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (
  token: string,
  method: "GET" | "POST" | "PUT" = "GET",
  url = "/api/session2",
  payload?: object,
) => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

describe("personal access tokens", () => {
  it("are refused with a clear 403 while access_token_lab is off", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    for (const response of [await emma.post("/api/token", { name: "ci" }), await emma.get("/api/token")]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/access token lab/);
    }
  });

  it("are shown once, stored hashed, listed without secrets, usable as Bearer, revoked by deletion", async () => {
    await setCompany(t, "acme", { labList: ["access_token_lab"] });
    const emma = await t.signIn(DEMO_USERS.sharer);
    const created = await emma.post("/api/token", { name: "My script", expiresInDays: 30 });
    expect(created.statusCode).toBe(200);
    const { token, _id, expiresAt } = created.json();
    expect(token).toMatch(/^chorus_pat_[\w-]{43}$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const [stored] = await t.database.db
      .select()
      .from(personalAccessToken)
      .where(eq(personalAccessToken.id, _id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const list = (await emma.get("/api/token")).json();
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty("token");

    const session = await bearer(token);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(DEMO_USERS.sharer);
    // No cookie, so no CSRF token is needed for a write.
    const write = await bearer(token, "PUT", "/api/user/me/readlang", { readLang: ["en"] });
    expect(write.statusCode).toBe(200);
    expect((await bearer("chorus_pat_wrong")).statusCode).toBe(401);

    expect((await emma.delete("/api/token", { _id })).statusCode).toBe(200);
    expect((await bearer(token)).statusCode).toBe(401);
    expect((await emma.delete("/api/token", { _id })).statusCode).toBe(404);
    await setCompany(t, "acme", { labList: [] });
  });

  it("stop working when expired or when the lab is switched off", async () => {
    await setCompany(t, "acme", { labList: ["access_token_lab"] });
    const ada = await t.signIn(DEMO_USERS.admin);
    const { token, _id } = (await ada.post("/api/token", { name: "short" })).json();
    expect((await bearer(token)).statusCode).toBe(200);
    await t.database.db
      .update(personalAccessToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessToken.id, _id));
    expect((await bearer(token)).statusCode).toBe(401);
    const second = (await ada.post("/api/token", { name: "other" })).json().token;
    await setCompany(t, "acme", { labList: [] });
    expect((await bearer(second)).statusCode).toBe(401);
  });

  it("act only within the token user's company, with the stored role", async () => {
    await setCompany(t, "acme", { labList: ["access_token_lab"] });
    const ada = await t.signIn(DEMO_USERS.admin);
    const { token } = (await ada.post("/api/token", { name: "admin script" })).json();
    const garyId = await t.userId(GLOBEX_SHARER);
    const foreign = await bearer(token, "POST", `/auth/out/force/${garyId}`);
    expect(foreign.statusCode).toBe(404);
    const onGlobexHost = await t.app.inject({
      method: "GET",
      url: "/api/session2",
      headers: { authorization: `Bearer ${token}`, host: "globex.localhost", msteam: "1" },
    });
    expect(onGlobexHost.json().company.subdomain).toBe("acme");
    expect(onGlobexHost.json().role).toBe("admin");
    await setCompany(t, "acme", { labList: [] });
  });

  it("validate their input", async () => {
    await setCompany(t, "acme", { labList: ["access_token_lab"] });
    const emma = await t.signIn(DEMO_USERS.sharer);
    expect((await emma.post("/api/token", { name: " " })).statusCode).toBe(400);
    expect((await emma.post("/api/token", { name: "x", expiresInDays: 0 })).statusCode).toBe(400);
    expect((await emma.delete("/api/token", { _id: "bad" })).statusCode).toBe(400);
    await setCompany(t, "acme", { labList: [] });
  });
});
