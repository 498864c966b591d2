import type { NotificationSettingsBody } from "@chorus/shared/people/user-admin.contract";
import type { RequestContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { isPeopleAdmin } from "./people.scope.ts";
import { mergeNotificationSettings } from "./user-admin.repository.ts";
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
    const settings = await mergeNotificationSettings(tx, ctx.companyId, userId, body);
    if (!settings) throw notFound("User not found");
    return settings;
  });
}
