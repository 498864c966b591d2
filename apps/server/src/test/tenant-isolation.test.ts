import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSession } from "../db/schema/index.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, type TestApp, type TestClient } from "./test-app.ts";

/**
 * A Globex session must never read or change an Acme object: the answer is 404 (not 403, which
 * would confirm the object exists) and the Acme data stays as it was. Modules add their cases.
 */
let t: TestApp;
let globexAdmin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  globexAdmin = await t.signIn(GLOBEX_ADMIN);
});
afterAll(() => t.close());

describe("tenant isolation", () => {
  it("a Globex admin cannot sign out an Acme user", async () => {
    const emma = await t.signIn(DEMO_USERS.sharer);
    const emmaId = await t.userId(DEMO_USERS.sharer);
    const before = await t.database.db.select().from(userSession).where(eq(userSession.userId, emmaId));
    const response = await globexAdmin.post(`/auth/out/force/${emmaId}`);
    expect(response.statusCode).toBe(404);
    const after = await t.database.db.select().from(userSession).where(eq(userSession.userId, emmaId));
    expect(after).toHaveLength(before.length);
    expect((await emma.get("/api/session2")).statusCode).toBe(200);
  });

  it("a Globex session on Acme's subdomain still sees only Globex", async () => {
    const response = await globexAdmin.get("/api/session2", { host: "acme.localhost:3000" });
    const body = response.json();
    expect(body.company.subdomain).toBe("globex");
    expect(JSON.stringify(body)).not.toMatch(/acme/i);
  });

  it("a Globex admin cannot take an Acme-only role or read Acme's session data", async () => {
    const response = await globexAdmin.put("/api/session", { role: "smarper" });
    expect(response.statusCode).toBe(403);
  });
});
