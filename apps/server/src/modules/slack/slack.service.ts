import {
  type SlackSettings,
  type SlackSettingsBody,
  slackSettingsBodySchema,
} from "@chorus/shared/integrations/integrations.contract";
import type { RequestContext } from "../../platform/context.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import {
  deleteInstallation,
  existingChannelIds,
  findInstallation,
  type SlackInstallationRow,
  updateInstallation,
  upsertInstallation,
} from "./slack.repository.ts";
import { SlackApiError, slackApiOf } from "./slack-api.ts";
import { slackCipher, slackStateKey } from "./slack-cipher.ts";
import { signSlackState, verifySlackState } from "./slack-state.ts";

type Deps = Pick<AppDeps, "config" | "outbound" | "secrets" | "clock">;

/** Where Slack sends the browser back; registered as the app's redirect URL. */
export const slackRedirectUri = (config: AppDeps["config"]) => `${config.publicUrl}/api/slack/oauth/callback`;
/** Post as the bot, in public channels it was not invited to, and list them. */
export const SLACK_SCOPES = "chat:write,chat:write.public,channels:read";

const present = (row: SlackInstallationRow | null, deps: Deps): SlackSettings => ({
  isInstalled: row !== null,
  isAvailable: deps.config.slack.clientId !== "",
  teamName: row?.teamName ?? null,
  slackChannelId: row?.slackChannelId ?? null,
  slackChannelName: row?.slackChannelName ?? null,
  channelIdList: row?.channelIdList ?? [],
  isNewPostsEnabled: row?.isNewPostsEnabled ?? true,
  isDailySummaryEnabled: row?.isDailySummaryEnabled ?? true,
  lastError: row?.lastError ?? null,
});

export async function readSlack(ctx: RequestContext, companyId: string, deps: Deps): Promise<SlackSettings> {
  requireSameCompany(ctx, companyId);
  return present(await findInstallation(ctx.db, ctx.companyId), deps);
}

async function installedToken(ctx: RequestContext, deps: Deps) {
  const row = await findInstallation(ctx.db, ctx.companyId);
  if (!row) throw new AppError(409, "409.101");
  return { row, token: (await slackCipher(deps.secrets)).open(row.botTokenSealed) };
}

/** GET /api/company/{companyId}/slack/channels: the workspace's public channels. */
export async function listSlackChannels(ctx: RequestContext, companyId: string, deps: Deps) {
  requireSameCompany(ctx, companyId);
  const { token } = await installedToken(ctx, deps);
  try {
    const channelList = await slackApiOf(deps.config.slack, deps.outbound).listChannels(token);
    return { channelList: channelList.sort((a, b) => a.name.localeCompare(b.name)) };
  } catch (error) {
    if (error instanceof SlackApiError) throw new AppError(424, "424.101");
    throw error;
  }
}

/**
 * PUT /api/company/{companyId}/slack: the Slack channel (checked against the workspace's list, so
 * its name is known), the post channels and the two deliveries. Delivery starts from now.
 */
export async function updateSlack(
  ctx: RequestContext,
  companyId: string,
  input: SlackSettingsBody,
  deps: Deps,
): Promise<SlackSettings> {
  requireSameCompany(ctx, companyId);
  const body = slackSettingsBodySchema.parse(input);
  const { row, token } = await installedToken(ctx, deps);
  const channelIdList = [...new Set(body.channelIdList)];
  const known = new Set(await existingChannelIds(ctx.db, ctx.companyId, channelIdList));
  const unknown = channelIdList.find((id) => !known.has(id));
  if (unknown) throw badRequest(`channelIdList: unknown channel ${unknown}`);
  let slackChannelName: string | null = null;
  if (body.slackChannelId) {
    let channels: { id: string; name: string }[];
    try {
      channels = await slackApiOf(deps.config.slack, deps.outbound).listChannels(token);
    } catch (error) {
      if (error instanceof SlackApiError) throw new AppError(424, "424.101");
      throw error;
    }
    const found = channels.find((c) => c.id === body.slackChannelId);
    if (!found) throw badRequest("slackChannelId: not a public channel of the workspace");
    slackChannelName = found.name;
  }
  const channelChanged = body.slackChannelId !== row.slackChannelId;
  await updateInstallation(ctx.db, ctx.companyId, {
    slackChannelId: body.slackChannelId,
    slackChannelName,
    channelIdList,
    isNewPostsEnabled: body.isNewPostsEnabled,
    isDailySummaryEnabled: body.isDailySummaryEnabled,
    lastError: null,
    ...(channelChanged ? { deliveredUntil: deps.clock.now() } : {}),
  });
  return present(await findInstallation(ctx.db, ctx.companyId), deps);
}

/** DELETE /api/company/{companyId}/slack: the token is forgotten (Slack keeps the app until removed there). */
export async function uninstallSlack(
  ctx: RequestContext,
  companyId: string,
  deps: Deps,
): Promise<SlackSettings> {
  requireSameCompany(ctx, companyId);
  await deleteInstallation(ctx.db, ctx.companyId);
  return present(null, deps);
}

/** GET /api/slack/install: Slack's authorize page for this company, state signed and bound to the session. */
export async function slackInstallUrl(ctx: RequestContext, deps: Deps): Promise<string> {
  if (!deps.config.slack.clientId) throw new AppError(404, "404.0", "Slack is not configured");
  const state = signSlackState(
    await slackStateKey(deps.secrets),
    { companyId: ctx.companyId, userId: ctx.actor.userId, sessionId: ctx.actor.sessionId },
    deps.clock.now(),
  );
  const url = new URL(deps.config.slack.authorizeUrl);
  url.searchParams.set("client_id", deps.config.slack.clientId);
  url.searchParams.set("scope", SLACK_SCOPES);
  url.searchParams.set("redirect_uri", slackRedirectUri(deps.config));
  url.searchParams.set("state", state);
  return url.href;
}

export type SlackCallbackOutcome = { ok: true } | { ok: false; error: "state" | "denied" | "slack" };

/**
 * GET /api/slack/oauth/callback: the state must be ours, unexpired and of this session; the code
 * is exchanged (oauth.v2.access) and the bot token sealed before it is stored.
 */
export async function finishSlackInstall(
  ctx: RequestContext,
  deps: Deps,
  query: { code?: string; state?: string; error?: string },
): Promise<SlackCallbackOutcome> {
  const valid =
    query.state !== undefined &&
    verifySlackState(
      await slackStateKey(deps.secrets),
      query.state,
      { companyId: ctx.companyId, userId: ctx.actor.userId, sessionId: ctx.actor.sessionId },
      deps.clock.now(),
    );
  if (!valid) return { ok: false, error: "state" };
  if (query.error || !query.code) return { ok: false, error: "denied" };
  let install: Awaited<ReturnType<ReturnType<typeof slackApiOf>["exchangeCode"]>>;
  try {
    install = await slackApiOf(deps.config.slack, deps.outbound).exchangeCode(
      query.code,
      slackRedirectUri(deps.config),
    );
  } catch (error) {
    if (!(error instanceof SlackApiError)) throw error;
    ctx.log.warn({ reason: error.reason }, "Slack install failed");
    return { ok: false, error: "slack" };
  }
  const sealed = (await slackCipher(deps.secrets)).seal(install.accessToken);
  await upsertInstallation(ctx.db, ctx.companyId, {
    teamId: install.teamId,
    teamName: install.teamName,
    botTokenSealed: sealed,
    installedBy: ctx.actor.userId,
  });
  return { ok: true };
}
