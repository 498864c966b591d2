import { newObjectId } from "@chorus/shared/ids/object-id";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { badRequest } from "../../platform/errors.ts";
import { parseOutboundUrl } from "../../platform/outbound/ssrf-guard.ts";
import { deletePushSubscription, savePushSubscription } from "./push-subscription.repository.ts";
import { vapidKeysOf } from "./vapid.ts";

export async function pushPublicKey(deps: Pick<AppDeps, "config" | "secrets">) {
  return { publicKey: (await vapidKeysOf(deps)).publicKey };
}

/** Keeps this browser's subscription for the actor; an endpoint the outbound policy refuses is a 400. */
export async function subscribePush(
  ctx: RequestContext,
  deps: Pick<AppDeps, "outbound">,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  try {
    parseOutboundUrl(body.endpoint, deps.outbound);
  } catch {
    throw badRequest("This push service address is not allowed");
  }
  await ctx.db.transaction((tx) =>
    savePushSubscription(tx, {
      id: newObjectId(),
      companyId: ctx.companyId,
      userId: ctx.actor.userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    }),
  );
  return { ok: true as const };
}

export async function unsubscribePush(ctx: RequestContext, endpoint: string) {
  await ctx.db.transaction((tx) => deletePushSubscription(tx, ctx.companyId, ctx.actor.userId, endpoint));
  return { ok: true as const };
}
