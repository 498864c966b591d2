import { MAX_EXTERNAL_PER_DAY_DEFAULT } from "@chorus/shared/notification/notification.contract";
import type { Queryable } from "../../db/client.ts";
import { maxPerDayOf } from "./company-setting.repository.ts";
import { startOfUtcDay } from "./notification.delivery.ts";
import { externalDeliveriesSince } from "./notification.repository.ts";

/**
 * The fatigue limit for mails other modules send on the user's behalf (the group digest): true
 * while the user has had fewer e-mails today (UTC) than the company's daily limit of pushes and
 * e-mails per user. Read only: the notification tables are this module's.
 */
export async function mayMailToday(
  db: Queryable,
  companyId: string,
  userId: string,
  now: Date,
  limitOfCompany?: number,
): Promise<boolean> {
  const limit = limitOfCompany ?? (await dailyMailLimitOf(db, companyId));
  const today = await externalDeliveriesSince(db, companyId, userId, startOfUtcDay(now));
  return today.emails < limit;
}

/** The company's fatigue limit (pushes and e-mails per user and day), or the default. */
export async function dailyMailLimitOf(db: Queryable, companyId: string): Promise<number> {
  return (await maxPerDayOf(db, companyId)) ?? MAX_EXTERNAL_PER_DAY_DEFAULT;
}
