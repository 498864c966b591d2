import type { Role } from "@chorus/shared/access/roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, company, post } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { curatorChannelIds, readableChannelIds } from "../channel/index.ts";
import { loadPostForReader } from "./post-reader.repository.ts";
import { loadPostForWrite } from "./post-write.repository.ts";

/**
 * loadPostForReader reads in one statement what loadReadablePost used to read in four: the post
 * and its channels (loadPostForWrite), the actor's curated and readable channels (the channel
 * module's own functions) and the company's archive setting. For every demo person of both
 * companies, every role they hold, and every post of both companies, the one statement must
 * answer exactly what the four did, so the readability decision cannot drift.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sortedIds = <T extends { channelId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.channelId.localeCompare(b.channelId));

describe("loadPostForReader, one statement for the post and the reader's channels", () => {
  it("answers what the post, channel and company reads answer, for every person, role and post", async () => {
    const db = t.database.db;
    const people = await db
      .select({ id: appUser.id, companyId: appUser.companyId, role: appUser.role })
      .from(appUser)
      .where(eq(appUser.isActive, true));
    const posts = await db.select({ id: post.id, companyId: post.companyId }).from(post);
    const companies = await db.select({ id: company.id, open: company.isArchivedReadEnabled }).from(company);
    expect(people.length).toBeGreaterThan(5);
    expect(posts.length).toBeGreaterThan(10);
    let compared = 0;
    const roles: Role[] = ["sharer", "channel_manager", "group_admin", "admin"];
    for (const person of people.slice(0, 8)) {
      for (const role of new Set<Role>([person.role as Role, ...roles])) {
        const actor = { userId: person.id, role };
        const readable = await readableChannelIds(db, person.companyId, actor);
        const curated = await curatorChannelIds(db, person.companyId, actor);
        // Posts of the person's company, and one of another company (never found there).
        for (const { id: postId } of posts.filter((p) => p.companyId === person.companyId).slice(0, 10)) {
          const one = await loadPostForReader(db, person.companyId, postId, actor);
          const four = await loadPostForWrite(db, person.companyId, postId);
          if (!four) {
            expect(one).toBeNull();
            continue;
          }
          expect(one?.post).toEqual(four.post);
          expect(sortedIds(one?.channels ?? [])).toEqual(sortedIds(four.channels));
          expect([...(one?.readable ?? [])].sort()).toEqual([...readable].sort());
          expect(one?.curated === "all" ? "all" : [...(one?.curated ?? [])].sort()).toEqual(
            curated === "all" ? "all" : [...curated].sort(),
          );
          expect(one?.archiveOpen).toBe(companies.find((c) => c.id === person.companyId)?.open);
          compared += 1;
        }
        const foreign = posts.find((p) => p.companyId !== person.companyId);
        if (foreign) expect(await loadPostForReader(db, person.companyId, foreign.id, actor)).toBeNull();
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("does not find a deleted post", async () => {
    const db = t.database.db;
    const [victim] = await db
      .select({ id: post.id, companyId: post.companyId, by: post.createdBy })
      .from(post)
      .limit(1);
    if (!victim) throw new Error("no post");
    const actor = { userId: victim.by, role: "admin" as Role };
    expect(await loadPostForReader(db, victim.companyId, victim.id, actor)).not.toBeNull();
    await db.update(post).set({ deletedAt: new Date() }).where(eq(post.id, victim.id));
    expect(await loadPostForReader(db, victim.companyId, victim.id, actor)).toBeNull();
  });
});
