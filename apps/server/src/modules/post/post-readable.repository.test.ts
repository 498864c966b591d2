import type { Role } from "@chorus/shared/access/roles";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareRows } from "../../db/prepared.ts";
import { appUser, company, post, postChannel } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { curatedShapeOf, readablePostCondition, readerValues } from "./post-readable.repository.ts";
import { loadReadablePost } from "./post-visibility.ts";

/**
 * readablePostCondition is loadReadablePost's decision in SQL (the like and unlike statements
 * check and write in one round trip with it). For every demo person of both companies, every role
 * they may hold, every post, with the archive closed and open, and with channel rows put in each
 * state the rules tell apart (archived, archived by date, scheduled, published in the future,
 * deleted), both must answer the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;

describe("readablePostCondition, the SQL twin of loadReadablePost", () => {
  it("decides as loadReadablePost for every person, role, post and archive setting", async () => {
    const db = t.database.db;
    const rows = await db
      .select({ postId: postChannel.postId, channelId: postChannel.channelId })
      .from(postChannel)
      .limit(40);
    // Channel rows in every state the rules distinguish, beside the demo's own.
    const states: Partial<typeof postChannel.$inferInsert>[] = [
      { status: "archived" },
      { archivedAt: new Date(Date.now() - DAY) },
      { status: "scheduled", scheduledAt: new Date(Date.now() + DAY) },
      { publishedAt: new Date(Date.now() + DAY) },
    ];
    for (const [i, state] of states.entries()) {
      const row = rows[i * 3];
      if (!row) throw new Error("too few demo channel rows");
      await db.update(postChannel).set(state).where(eq(postChannel.postId, row.postId));
    }
    const [gone] = rows.slice(-1);
    if (gone) await db.update(post).set({ deletedAt: new Date() }).where(eq(post.id, gone.postId));

    const people = await db
      .select({ id: appUser.id, companyId: appUser.companyId, role: appUser.role })
      .from(appUser)
      .where(eq(appUser.isActive, true));
    // The posts given a state above, and the first ones of each company.
    const changed = new Set([...states.keys()].map((i) => rows[i * 3]?.postId).concat(gone?.postId));
    const all = await db.select({ id: post.id, companyId: post.companyId }).from(post);
    const posts = all.filter(
      (p, i) => changed.has(p.id) || all.slice(0, i).filter((q) => q.companyId === p.companyId).length < 12,
    );
    const roles: Role[] = ["sharer", "channel_manager", "group_admin", "admin"];
    const statements = new Map(
      (["all", "none", "groupAdmin", "staffManager"] as const).map((shape) => [
        shape,
        prepareRows<{ one: number }>(
          db,
          sql`SELECT 1 AS one FROM post p
               WHERE p.company_id = ${sql.placeholder("companyId")} AND p.id = ${sql.placeholder("postId")}
                 AND p.deleted_at IS NULL AND ${readablePostCondition(shape)}`,
        ),
      ]),
    );
    const outcomes = { readable: 0, hidden: 0 };
    for (const open of [false, true]) {
      await db.update(company).set({ isArchivedReadEnabled: open });
      for (const person of people.slice(0, 8)) {
        for (const role of new Set<Role>([person.role as Role, ...roles])) {
          const actor = { userId: person.id, role };
          const ctx = {
            db,
            companyId: person.companyId,
            actor: { ...actor, companyId: person.companyId, storedRole: role, sessionId: "test" },
            log: t.app.log,
          } satisfies RequestContext;
          for (const { id: postId } of posts) {
            const byCode = await loadReadablePost(ctx, postId).then(
              () => true,
              () => false,
            );
            const statement = statements.get(curatedShapeOf(role));
            const bySql =
              (await statement?.rows({ ...readerValues(person.companyId, actor), postId }))?.length === 1;
            expect(bySql, `${role} ${person.id} post ${postId} archive ${open}`).toBe(byCode);
            outcomes[byCode ? "readable" : "hidden"] += 1;
          }
        }
      }
    }
    // Both outcomes were met many times, or the comparison proved little.
    expect(outcomes.readable).toBeGreaterThan(100);
    expect(outcomes.hidden).toBeGreaterThan(100);
  }, 120_000);
});
