import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { appUser, type NotificationSettings } from "../../db/schema/index.ts";

/**
 * The notification settings of some users of one company (the store PUT
 * /api/user/{UserId}/notification writes): notify() reads them to choose each delivery channel.
 * Users not found (another company, deleted) are absent; inactive ones get nothing.
 */
export async function notificationSettingsOf(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
): Promise<Map<string, NotificationSettings>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, settings: appUser.notificationSettings })
    .from(appUser)
    .where(
      and(
        eq(appUser.companyId, companyId),
        inArray(appUser.id, [...new Set(userIds)]),
        eq(appUser.isActive, true),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.settings]));
}
