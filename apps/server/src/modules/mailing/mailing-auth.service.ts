import { isManager } from "@chorus/shared/access/roles";
import type { MailingAuth } from "@chorus/shared/mailing/mailing.contract";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { forbidden } from "../../platform/errors.ts";
import { findUserEmail } from "./audience.repository.ts";
import { findOpenTracking, saveOpenTracking } from "./delivery.repository.ts";
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

/** Open tracking is the company's choice: managers only. */
export async function saveMailingSettings(
  ctx: RequestContext,
  deps: AppDeps,
  body: { openTrackingEnabled: boolean },
) {
  await requireNewsletterEditor(ctx);
  if (!isManager(ctx.actor.role)) throw forbidden();
  await saveOpenTracking(ctx.db, ctx.companyId, body.openTrackingEnabled);
  return mailingAuth(ctx, deps);
}
