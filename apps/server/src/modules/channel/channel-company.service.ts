import type { Channel, ChannelCreateBody, ChannelUpdateBody } from "@chorus/shared/channel/channel.contract";
import type { RequestContext } from "../../platform/context.ts";
import { requireSameCompany } from "../../platform/tenant.ts";
import { createChannel, listChannels, setChannelStatus, updateChannel } from "./channel.service.ts";

/**
 * /api/company/{companyId}/channel…: the channels of the company in the path, managed from its
 * settings page. The request's tenant is already that company for a smarper (request-context);
 * anyone else names their own company or gets 404. The channel rules are the ordinary ones, run
 * in that tenant.
 */

export async function listManagedCompanyChannels(
  ctx: RequestContext,
  companyId: string,
): Promise<{ channelList: Channel[] }> {
  requireSameCompany(ctx, companyId);
  // A flat list with the staff (neither grouped nor summaries): Channel entries only.
  const list = await listChannels(ctx, {
    list: true,
    ignoreAccessibilityFilter: true,
    excludeManagersInfo: false,
    isSubscribed: undefined,
  });
  return { channelList: list as Channel[] };
}

export async function createCompanyChannel(
  ctx: RequestContext,
  companyId: string,
  body: ChannelCreateBody,
): Promise<Channel> {
  requireSameCompany(ctx, companyId);
  return createChannel(ctx, body);
}

export async function updateCompanyChannel(
  ctx: RequestContext,
  companyId: string,
  channelId: string,
  body: ChannelUpdateBody,
): Promise<Channel> {
  requireSameCompany(ctx, companyId);
  return updateChannel(ctx, channelId, body);
}

export async function setCompanyChannelStatus(
  ctx: RequestContext,
  companyId: string,
  channelId: string,
  isActive: boolean,
): Promise<Channel> {
  requireSameCompany(ctx, companyId);
  return setChannelStatus(ctx, channelId, isActive);
}
