import { createHash, randomBytes } from "node:crypto";
import type { Role } from "@chorus/shared/access/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mobileLoginLink } from "../../db/schema/index.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { factories } from "../factories.ts";
import { createTestApp, DEMO_PASSWORD, DEMO_USERS, type TestApp, type TestClient } from "../test-app.ts";
import { snapshotTables } from "./isolation.ts";
import { type Outside, startOutside } from "./outside.ts";
import {
  type AccessRow,
  expectedStatus,
  type Fixtures,
  PRINCIPALS,
  type Principal,
  rowLabel,
} from "./principals.ts";
import { checkPathParams, checkRowAgainstPolicy, checkRowCanFail } from "./row-checks.ts";
import { ACCESS_ROWS } from "./rows.ts";
import { prepareCompany } from "./setup.ts";
import { SPEC_RULES } from "./spec-rules.ts";
import { buildWorld, type World } from "./world.ts";

/**
 * Every policed route, called by every principal on real objects of the principal's company.
 *
 * Cases are independent of their order: the world is read-only for rows, a row that consumes or
 * changes an object builds its own per case (`arrange`), and a row that changes company settings
 * names the tables it touches (`isolate`), which are put back after each case. To prove it, run
 * the cases in a shuffled order: MATRIX_SHUFFLE=<seed> npx vitest run apps/server/src/test/access
 */
let t: TestApp;
let outside: Outside;
let world: World;
let passwordHash: string;
const clients = new Map<Principal, TestClient>();
const make = () => factories(t.database.db);

async function clientFor(principal: Principal): Promise<TestClient> {
  if (principal === "anonymous") return t.client();
  return t.signIn(DEMO_USERS[principal]);
}

/** A new user of the principal's role in the world's group, signed in: for rows that change the caller's own account. */
async function freshUserFor(
  principal: Principal,
  kind: true | "passwordless",
): Promise<{ client: TestClient; me: string | null }> {
  if (principal === "anonymous") return { client: t.client(), me: null };
  const user = await make().user(world.companyId, {
    role: principal,
    passwordHash: kind === "passwordless" ? null : passwordHash,
    groupId: world.groupId,
  });
  if (principal === "channel_manager" || principal === "channel_analyst")
    await make().channel(world.companyId, {
      [principal === "channel_manager" ? "managerIds" : "analystIds"]: [user.id],
    });
  if (principal === "group_admin") await make().group(world.companyId, { adminIds: [user.id] });
  // Signed in through a mobile sign-in link: no Argon2 check per case (the password rows check one).
  const token = randomBytes(32).toString("base64url");
  await t.database.db.insert(mobileLoginLink).values({
    id: createHash("sha256").update(token).digest("hex"),
    companyId: world.companyId,
    userId: user.id,
    expiresAt: new Date(Date.now() + 60_000),
  });
  const client = t.client();
  const signedIn = await client.post("/auth/mobile/login", { token });
  if (signedIn.statusCode !== 200) throw new Error(`mobile sign-in: ${signedIn.statusCode} ${signedIn.body}`);
  await client.refreshCsrf();
  return { client, me: user.id };
}

beforeAll(async () => {
  outside = await startOutside();
  t = await createTestApp(outside.env());
  passwordHash = await hashPassword(DEMO_PASSWORD);
  const companyId = await t.companyId("acme");
  const users = Object.fromEntries(
    await Promise.all(Object.entries(DEMO_USERS).map(async ([role, email]) => [role, await t.userId(email)])),
  ) as Record<Role, string>;
  const built = await buildWorld(make(), {
    companyId,
    globexCompanyId: await t.companyId("globex"),
    globexUserId: await t.userId("gary@globex.example"),
    users,
  });
  world = { ...built, media: await prepareCompany(t, built, outside) };
  for (const principal of PRINCIPALS) clients.set(principal, await clientFor(principal));
  // Building the world and signing eight principals in exceeds the default minute on a loaded machine.
}, 300_000);
afterAll(async () => {
  await t?.close();
  await outside?.close();
});

/** Cases in a shuffled order when MATRIX_SHUFFLE names a seed (a small LCG: reproducible). */
function caseOrder(rows: readonly AccessRow[]): { row: AccessRow; principal: Principal }[] {
  const cases = rows.flatMap((row) => PRINCIPALS.map((principal) => ({ row, principal })));
  const seed = process.env.MATRIX_SHUFFLE;
  if (!seed) return cases;
  let state = Number.parseInt(seed, 10) >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = cases.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }
  return cases;
}

async function runCase(row: AccessRow, principal: Principal) {
  const restore = row.isolate ? await snapshotTables(t.database.db, row.isolate) : null;
  try {
    const session = row.freshUser
      ? await freshUserFor(principal, row.freshUser)
      : {
          client: row.freshClient ? await clientFor(principal) : clients.get(principal)!,
          me: principal === "anonymous" ? null : world.users[principal],
        };
    const base: Fixtures = { ...world, principal, me: session.me, own: {}, outside, passwordHash };
    const f: Fixtures = { ...base, own: row.arrange ? await row.arrange(make(), base, session.client) : {} };
    const raw = row.raw ? await row.raw(f) : undefined;
    const url = row.url ? row.url(f) : row.route;
    // The object's own rule is only tested when the URL names a real object of the right company.
    expect(checkPathParams(row, url, f)).toEqual([]);
    return await session.client.request({
      method: row.method,
      url,
      payload: raw ? raw.payload : row.body ? (row.body(f) as object) : undefined,
      headers: { ...row.headers?.(f), ...raw?.headers },
    });
  } finally {
    await restore?.();
  }
}

describe("authorization matrix", () => {
  it("has a row for every policed route, and no row for a route that does not exist", () => {
    const routes = new Set(t.app.policedRoutes.map((r) => `${r.method} ${r.url}`));
    const covered = new Set(ACCESS_ROWS.map((r) => `${r.method} ${r.route}`));
    expect([...routes].filter((key) => !covered.has(key))).toEqual([]);
    expect([...covered].filter((key) => !routes.has(key))).toEqual([]);
  });

  it("has rows that can fail: a 2xx/3xx for someone, and allowed unlike denied (or a reason why not)", () => {
    const problems = ACCESS_ROWS.flatMap((row) => {
      const policed = t.app.policedRoutes.find((r) => r.method === row.method && r.url === row.route);
      return policed ? checkRowCanFail(row, policed.access) : [`${rowLabel(row)}: no such route`];
    });
    expect(problems).toEqual([]);
  });

  it("lets through the route gate exactly the principals the route's policy names", () => {
    const problems = ACCESS_ROWS.flatMap((row) => {
      const policed = t.app.policedRoutes.find((r) => r.method === row.method && r.url === row.route);
      return policed ? checkRowAgainstPolicy(row, policed.access) : [];
    });
    expect(problems).toEqual([]);
  });

  describe("follows the spec's rules", () => {
    for (const rule of SPEC_RULES) {
      it(`${rule.spec} (${rule.row})`, () => {
        const row = ACCESS_ROWS.find((r) => rowLabel(r) === rule.row);
        expect(row, `no matrix row ${rule.row}`).toBeDefined();
        const succeeding = PRINCIPALS.filter((p) => {
          const status = expectedStatus(row!, p);
          return status >= 200 && status < 400;
        });
        expect(succeeding).toEqual(PRINCIPALS.filter((p) => rule.allowed.includes(p)));
      });
    }
  });

  for (const { row, principal } of caseOrder(ACCESS_ROWS)) {
    const expected = expectedStatus(row, principal);
    it(`${rowLabel(row)} · ${principal} → ${expected}`, async () => {
      const response = await runCase(row, principal);
      expect(response.statusCode, response.body.slice(0, 500)).toBe(expected);
    });
  }
});
