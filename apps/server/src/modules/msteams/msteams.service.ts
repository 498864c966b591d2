import type { MsteamsSettings, MsteamsSettingsBody } from "@chorus/shared/integrations/integrations.contract";
import { msteamsSettingsBodySchema } from "@chorus/shared/integrations/integrations.contract";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { OutboundError, parseOutboundUrl } from "../../platform/outbound/ssrf-guard.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import {
  existingChannelIds,
  findMsteamsSetting,
  type MsteamsSettingRow,
  recordMsteamsResult,
  saveMsteamsSetting,
} from "./msteams.repository.ts";
import { msteamsCipher } from "./msteams-cipher.ts";
import { sendTeamsCard, TeamsDeliveryError } from "./msteams-delivery.ts";

type Deps = Pick<AppDeps, "outbound" | "secrets" | "config">;

function hostOf(sealed: string | null, open: (s: string) => string): string | null {
  if (!sealed) return null;
  try {
    return new URL(open(sealed)).host;
  } catch {
    return null;
  }
}

async function present(row: MsteamsSettingRow | null, deps: Deps): Promise<MsteamsSettings> {
  const cipher = await msteamsCipher(deps.secrets);
  return {
    isEnabled: row?.isEnabled ?? false,
    hasWebhookUrl: Boolean(row?.webhookUrlSealed),
    webhookHost: hostOf(row?.webhookUrlSealed ?? null, (s) => cipher.open(s)),
    channelIdList: row?.channelIdList ?? [],
    lastError: row?.lastError ?? null,
    lastSentAt: row?.lastSentAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /api/company/{companyId}/msteams. */
export async function readMsteams(
  ctx: RequestContext,
  companyId: string,
  deps: Deps,
): Promise<MsteamsSettings> {
  requireSameCompany(ctx, companyId);
  return present(await findMsteamsSetting(ctx.db, ctx.companyId), deps);
}

/**
 * PUT /api/company/{companyId}/msteams: the webhook URL is checked by the outbound policy (https in
 * production, no private address) and sealed; channels must be the company's. Turning delivery on
 * starts from now: posts published before are not sent.
 */
export async function updateMsteams(
  ctx: RequestContext,
  companyId: string,
  input: MsteamsSettingsBody,
  deps: Deps,
): Promise<MsteamsSettings> {
  requireSameCompany(ctx, companyId);
  const body = msteamsSettingsBodySchema.parse(input);
  if (body.webhookUrl) {
    try {
      parseOutboundUrl(body.webhookUrl, deps.outbound);
    } catch (error) {
      if (error instanceof OutboundError) throw badRequest(`webhookUrl: ${error.message}`);
      throw error;
    }
  }
  const channelIdList = [...new Set(body.channelIdList)];
  const known = new Set(await existingChannelIds(ctx.db, ctx.companyId, channelIdList));
  const unknown = channelIdList.find((id) => !known.has(id));
  if (unknown) throw badRequest(`channelIdList: unknown channel ${unknown}`);
  const cipher = await msteamsCipher(deps.secrets);
  return ctx.db.transaction(async (tx) => {
    const current = await findMsteamsSetting(tx, ctx.companyId);
    const webhookUrlSealed =
      body.webhookUrl === undefined
        ? (current?.webhookUrlSealed ?? null)
        : body.webhookUrl === null
          ? null
          : cipher.seal(body.webhookUrl);
    if (body.isEnabled && !webhookUrlSealed) throw new AppError(409, "409.100");
    const turnedOn = body.isEnabled && !current?.isEnabled;
    const row = await saveMsteamsSetting(tx, ctx.companyId, {
      isEnabled: body.isEnabled,
      webhookUrlSealed,
      channelIdList,
      updatedBy: ctx.actor.userId,
      ...(turnedOn ? { deliveredUntil: new Date() } : {}),
    });
    return present(row, deps);
  });
}

/** POST /api/company/{companyId}/msteams/test: a sample card to the stored webhook; Teams' refusal is 424.100. */
export async function sendMsteamsTest(
  ctx: RequestContext,
  companyId: string,
  deps: Deps,
): Promise<{ sent: true }> {
  requireSameCompany(ctx, companyId);
  const row = await findMsteamsSetting(ctx.db, ctx.companyId);
  if (!row?.webhookUrlSealed) throw new AppError(409, "409.100");
  const webhookUrl = (await msteamsCipher(deps.secrets)).open(row.webhookUrlSealed);
  try {
    await sendTeamsCard(
      deps,
      webhookUrl,
      {
        title: "Chorus is connected to this channel",
        text: "New posts of the chosen Chorus channels will appear here.",
        openUrl: `${deps.config.publicUrl}/`,
        imageUrl: null,
      },
      "Test message",
    );
  } catch (error) {
    if (!(error instanceof TeamsDeliveryError)) throw error;
    await recordMsteamsResult(ctx.db, ctx.companyId, { error: error.message });
    throw new AppError(424, "424.100");
  }
  await recordMsteamsResult(ctx.db, ctx.companyId, { error: null });
  return { sent: true };
}
