import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser } from "../../db/schema/index.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../test-app.ts";
import { type Fixtures, PRINCIPALS, type Principal } from "./principals.ts";
import { ACCESS_ROWS } from "./rows.ts";

let t: TestApp;
let fixtures: Fixtures;
const clients = new Map<Principal, TestClient>();

async function clientFor(principal: Principal): Promise<TestClient> {
  if (principal === "anonymous") return t.client();
  return t.signIn(DEMO_USERS[principal]);
}

beforeAll(async () => {
  t = await createTestApp();
  const acmeCompanyId = await t.companyId("acme");
  const demoEmails: string[] = Object.values(DEMO_USERS);
  const acmeUsers = await t.database.db
    .select({ id: appUser.id, email: appUser.email })
    .from(appUser)
    .where(and(eq(appUser.companyId, acmeCompanyId), ne(appUser.role, "smarper")));
  const bystander = acmeUsers.find((u) => u.email && !demoEmails.includes(u.email));
  if (!bystander) throw new Error("the demo data needs an Acme user besides the role users");
  fixtures = {
    acmeCompanyId,
    globexCompanyId: await t.companyId("globex"),
    acmeBystanderId: bystander.id,
    globexUserId: await t.userId("gary@globex.example"),
  };
  for (const principal of PRINCIPALS) clients.set(principal, await clientFor(principal));
});
afterAll(() => t.close());

describe("authorization matrix", () => {
  it("has a row for every policed route", () => {
    const covered = new Set(ACCESS_ROWS.map((r) => `${r.method} ${r.route}`));
    const missing = t.app.policedRoutes.map((r) => `${r.method} ${r.url}`).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  for (const row of ACCESS_ROWS) {
    describe(`${row.method} ${row.route}`, () => {
      for (const principal of PRINCIPALS) {
        const allowed =
          row.allowed === "everyone" ||
          (row.allowed === "signedIn" ? principal !== "anonymous" : row.allowed.includes(principal));
        const expected = allowed ? (row.okStatus ?? 200) : principal === "anonymous" ? 401 : 403;
        it(`${principal} → ${expected}`, async () => {
          const client = row.freshClient ? await clientFor(principal) : clients.get(principal)!;
          const response = await client.request({
            method: row.method,
            url: row.url ? row.url(fixtures) : row.route,
            payload: row.body ? (row.body(fixtures, principal) as object) : undefined,
          });
          expect(response.statusCode, response.body).toBe(expected);
        });
      }
    });
  }
});
