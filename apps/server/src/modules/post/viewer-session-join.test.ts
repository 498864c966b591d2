import { ROLES, type Role } from "@chorus/shared/access/roles";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, channelSubscription, userSession } from "../../db/schema/index.ts";
import type { Actor } from "../../platform/context.ts";
import { SESSION_COOKIE } from "../../platform/cookies.ts";
import { hashToken } from "../../platform/crypto.ts";
import { createTestApp, DEMO_USERS, GLOBEX_ADMIN, GLOBEX_SHARER, type TestApp } from "../../test/test-app.ts";
import { rowsOf } from "./feed.repository.ts";
import { loadViewer, viewerSessionJoin } from "./viewer.repository.ts";

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [...Object.values(DEMO_USERS), GLOBEX_ADMIN, GLOBEX_SHARER]) {
    const client = await t.signIn(email);
    tokens.set(email, client.cookies.get(SESSION_COOKIE) as string);
  }
});
afterAll(() => t.close());

/** The session store's read on a route that joins the viewer, as the feed route runs it. */
const readJoined = (token: string) =>
  t.app.deps.sessions.read({
    cookies: { [SESSION_COOKIE]: token },
    routeOptions: { config: { sessionJoin: viewerSessionJoin } },
  } as unknown as FastifyRequest);

/** The viewer from the session statement, and the one loadViewer's own statement loads. */
async function bothViewers(email: string) {
  const actor = (await readJoined(tokens.get(email) as string)) as Actor;
  expect(actor, email).not.toBeNull();
  const ctx = (a: Actor) => ({ db: t.database.db, companyId: a.companyId, actor: a, log: t.app.log });
  const joined = await loadViewer(ctx(actor));
  // A copy of the actor has nothing preloaded: loadViewer runs its own statement.
  const alone = await loadViewer(ctx({ ...actor }));
  return { actor, joined, alone };
}

const setActiveRole = async (email: string, role: Role) => {
  await t.database.db
    .update(userSession)
    .set({ role })
    .where(eq(userSession.id, hashToken(tokens.get(email) as string)));
};

describe("the viewer read in the session lookup", () => {
  const users = [
    ...Object.entries(DEMO_USERS),
    ["globex admin", GLOBEX_ADMIN],
    ["globex sharer", GLOBEX_SHARER],
  ];

  it.each(users)("equals loadViewer's own statement for %s", async (_label, email) => {
    const { actor, joined, alone } = await bothViewers(email);
    expect(joined).toEqual(alone);
    expect(joined.userId).toBe(actor.userId);
    expect(joined.readable.length + (joined.curated === "all" ? 1 : joined.curated.length)).toBeGreaterThan(
      0,
    );
  });

  // The channel sets follow the ACTIVE role of the session (a role switch), whatever the stored role:
  // every active role on every demo user, the role branches of the statement against the code's.
  it.each(
    ROLES.flatMap((role) =>
      [DEMO_USERS.group_admin, DEMO_USERS.channel_manager, DEMO_USERS.sharer].map((e) => [role, e]),
    ),
  )("follows the active role %s of %s", async (role, email) => {
    await setActiveRole(email, role as Role);
    try {
      const { actor, joined, alone } = await bothViewers(email);
      expect(actor.role).toBe(role);
      expect(joined).toEqual(alone);
    } finally {
      const [user] = await rowsOf<{ role: Role }>(
        t.database.db,
        sql`SELECT role FROM app_user WHERE email = ${email}`,
      );
      await setActiveRole(email, user?.role as Role);
    }
  });

  it("is read afresh on every request: a new subscription shows at once, a deactivated user has no session", async () => {
    const email = DEMO_USERS.sharer;
    const before = (await bothViewers(email)).joined;
    const candidates = await rowsOf<{ id: string; companyId: string }>(
      t.database.db,
      sql`SELECT c.id, c.company_id AS "companyId" FROM channel c JOIN app_user u ON u.company_id = c.company_id
           WHERE u.email = ${email} AND c.is_active AND NOT c.is_private AND NOT c.is_mandatory
             AND c.group_id IS NULL`,
    );
    const channel = candidates.find((c) => !before.readable.includes(c.id));
    expect(channel, "a public channel emma does not read").toBeDefined();
    const channelId = channel?.id as string;
    await t.database.db
      .insert(channelSubscription)
      .values({ companyId: channel?.companyId as string, channelId, userId: before.userId });
    try {
      const after = (await bothViewers(email)).joined;
      expect(after.readable).toContain(channelId);
    } finally {
      await t.database.db
        .delete(channelSubscription)
        .where(
          and(eq(channelSubscription.channelId, channelId), eq(channelSubscription.userId, before.userId)),
        );
    }
    await t.database.db.update(appUser).set({ isActive: false }).where(eq(appUser.id, before.userId));
    try {
      expect(await readJoined(tokens.get(email) as string)).toBeNull();
    } finally {
      await t.database.db.update(appUser).set({ isActive: true }).where(eq(appUser.id, before.userId));
    }
  });
});
