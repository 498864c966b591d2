import { isManager } from "@chorus/shared/access/roles";
import type { MailingAuth } from "@chorus/shared/mailing/mailing.contract";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { forbidden } from "../../platform/errors.ts";
import { findUserEmail } from "./audience.repository.ts";
import { findOpenTracking, saveOpenTracking, setCompanyLab } from "./delivery.repository.ts";

const EMAIL_LAB = "email_newsletters_lab";

import { requireNewsletterEditor } from "./mailing.access.ts";
import { companyLook } from "./newsletter-content.ts";
import { transportOf } from "./newsletter-transport.ts";

/** GET /api/mailing/auth: what the editor may do and how its mail will look and leave. */
export async function mailingAuth(ctx: RequestContext, deps: AppDeps): Promise<MailingAuth> {
  const scope = await requireNewsletterEditor(ctx);
  const [look, email, openTrackingEnabled] = await Promise.all([
    companyLook(deps, ctx.db, ctx.companyId),
    findUserEmail(ctx.db, ctx.companyId, ctx.actor.userId),
    findOpenTracking(ctx.db, ctx.companyId),
  ]);
  return {
    canEdit: true,
    scope: scope.kind,
    email,
    defaultSenderName: look.companyName,
    brand: { companyName: look.companyName, highlightColor: look.highlightColor, logoUrl: look.logoUrl },
    openTrackingEnabled,
    deliveryMode: transportOf(deps).mode,
  };
}

/**
 * The company's newsletter settings, managers only: the email lab itself (so a manager can turn
 * newsletters on before the Email pages exist for them) and open tracking.
 */
export async function saveMailingSettings(
  ctx: RequestContext,
  deps: AppDeps,
  body: { openTrackingEnabled?: boolean | undefined; newslettersEnabled?: boolean | undefined },
) {
  if (!isManager(ctx.actor.role)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    if (body.newslettersEnabled !== undefined)
      await setCompanyLab(tx, ctx.companyId, EMAIL_LAB, body.newslettersEnabled);
    if (body.openTrackingEnabled !== undefined)
      await saveOpenTracking(tx, ctx.companyId, body.openTrackingEnabled);
  });
  return mailingAuth(ctx, deps);
}
