import { and, count, eq } from "drizzle-orm";
import { appUser, channel, channelSubscription, company, userGroup } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";

/** Lookups the channel tests share: ids by name, counts straight from the database. */
export function channelFixtures(t: TestApp) {
  const db = t.database.db;
  return {
    async channelId(name: string, companySubdomain = "acme"): Promise<string> {
      const [row] = await db
        .select({ id: channel.id })
        .from(channel)
        .innerJoin(company, eq(company.id, channel.companyId))
        .where(and(eq(channel.name, name), eq(company.subdomain, companySubdomain)));
      if (!row) throw new Error(`no channel ${name}`);
      return row.id;
    },
    async groupId(name: string): Promise<string> {
      const [row] = await db.select({ id: userGroup.id }).from(userGroup).where(eq(userGroup.name, name));
      if (!row) throw new Error(`no group ${name}`);
      return row.id;
    },
    async activeUserCount(companySubdomain = "acme"): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(appUser)
        .innerJoin(company, eq(company.id, appUser.companyId))
        .where(and(eq(company.subdomain, companySubdomain), eq(appUser.isActive, true)));
      return Number(row?.n ?? 0);
    },
    async isSubscribed(channelId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select()
        .from(channelSubscription)
        .where(and(eq(channelSubscription.channelId, channelId), eq(channelSubscription.userId, userId)));
      return rows.length > 0;
    },
    async subscriptionCount(channelId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(channelSubscription)
        .where(eq(channelSubscription.channelId, channelId));
      return Number(row?.n ?? 0);
    },
  };
}

/** An id of the right shape that names nothing. */
export const UNKNOWN_ID = "0123456789abcdef01234567";
