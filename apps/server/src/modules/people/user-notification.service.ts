import type { NotificationSettingsBody } from "@chorus/shared/people/user-admin.contract";
import { and, eq } from "drizzle-orm";
import { appUser } from "../../db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { isPeopleAdmin } from "./people.scope.ts";
import { loadManageableUser } from "./user-admin.service.ts";

export const OWN_SETTINGS_ONLY = "You can only change your own notification settings.";

/**
 * PUT /api/user/{UserId}/notification: a user's own settings ("me"), or those of a user an
 * administrator reaches. The named settings change, the others stay; the notification jobs read
 * them (instantPost: post-schedule.jobs.ts).
 */
export async function saveNotificationSettings(
  ctx: RequestContext,
  userIdOrMe: string,
  body: NotificationSettingsBody,
) {
  const userId = userIdOrMe === "me" ? ctx.actor.userId : userIdOrMe;
  if (userId !== ctx.actor.userId) {
    if (!isPeopleAdmin(ctx.actor)) throw forbidden(OWN_SETTINGS_ONLY);
    await loadManageableUser(ctx, userId);
  }
  return ctx.db.transaction(async (tx) => {
    const whose = and(eq(appUser.companyId, ctx.companyId), eq(appUser.id, userId));
    const [row] = await tx
      .select({ settings: appUser.notificationSettings })
      .from(appUser)
      .where(whose)
      .for("update");
    if (!row) throw notFound("User not found");
    const settings = { ...row.settings, ...body };
    await tx.update(appUser).set({ notificationSettings: settings }).where(whose);
    return settings;
  });
}
