import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";
import { rowsOf } from "../post/feed.repository.ts";
import {
  type ChannelActor,
  curatorChannelIds,
  managedChannelIds,
  readableChannelIds,
  visibleChannelIds,
} from "./channel-access.repository.ts";

let t: TestApp;
let acmeId: string;
let names: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await t.companyId("acme");
  const rows = await rowsOf<{ id: string; name: string }>(
    t.database.db,
    sql`SELECT id, name FROM channel WHERE company_id = ${acmeId}`,
  );
  names = new Map(rows.map((row) => [row.id, row.name]));
});
afterAll(() => t.close());

const actor = async (role: keyof typeof DEMO_USERS): Promise<ChannelActor> => ({
  userId: await t.userId(DEMO_USERS[role]),
  role,
});
const named = (ids: string[] | "all") => (ids === "all" ? "all" : ids.map((id) => names.get(id)).sort());

describe("readableChannelIds", () => {
  it.each([
    ["sharer", ["Company News", "Product Updates", "Events", "Careers"], ["Leadership", "Field Sales Wins"]],
    ["channel_manager", ["Company News", "Product Updates", "Events", "Leadership"], ["Field Sales Wins"]],
    ["group_admin", ["Company News", "Field Sales Wins"], ["Leadership"]],
    ["admin", ["Company News", "Leadership"], ["Field Sales Wins"]],
  ] as const)("%s reads %j and not %j", async (role, reads, never) => {
    const ids = named(await readableChannelIds(t.database.db, acmeId, await actor(role)));
    for (const name of reads) expect(ids).toContain(name);
    for (const name of never) expect(ids).not.toContain(name);
  });

  it("skips inactive channels and private ones without membership, keeps mandatory ones", async () => {
    const emma = await actor("sharer");
    await t.database.db.execute(
      sql`UPDATE channel SET is_active = false WHERE company_id = ${acmeId} AND name = 'Careers'`,
    );
    const ids = named(await readableChannelIds(t.database.db, acmeId, emma));
    await t.database.db.execute(
      sql`UPDATE channel SET is_active = true WHERE company_id = ${acmeId} AND name = 'Careers'`,
    );
    expect(ids).not.toContain("Careers");
    await t.database.db.execute(
      sql`DELETE FROM channel_subscription WHERE user_id = ${emma.userId} AND channel_id IN (
            SELECT id FROM channel WHERE company_id = ${acmeId} AND name = 'Company News')`,
    );
    expect(named(await readableChannelIds(t.database.db, acmeId, emma))).toContain("Company News");
  });

  it("visibleChannelIds drops the subscription filter but keeps privacy and groups", async () => {
    const ids = named(await visibleChannelIds(t.database.db, acmeId, await actor("sharer")));
    expect(ids).toContain("Sustainability");
    expect(ids).not.toContain("Leadership");
    expect(ids).not.toContain("Field Sales Wins");
  });
});

describe("managedChannelIds and curatorChannelIds (core §6)", () => {
  it.each([
    ["sharer", []],
    ["channel_analyst", []],
    ["channel_manager", ["Events", "Product Updates"]],
    ["group_admin", ["Field Sales Wins"]],
    ["admin", "all"],
    ["partner", "all"],
    ["smarper", "all"],
  ] as const)("%s → %j", async (role, expected) => {
    const who = await actor(role);
    expect(named(await managedChannelIds(t.database.db, acmeId, who))).toEqual(expected);
    expect(named(await curatorChannelIds(t.database.db, acmeId, who))).toEqual(expected);
  });
});
