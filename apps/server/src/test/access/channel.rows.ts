import { channel, groupDefaultChannel } from "../../db/schema/index.ts";
import type { Factories } from "../factories.ts";
import type { AccessRow, Fixtures, Principal } from "./principals.ts";
import { MANAGERS, meOf, own, signedInExcept } from "./principals.ts";

/**
 * Channels on real objects. A channel a row changes is built for the case, managed by the world's
 * channel manager and outside the group admin's group, so the rule "a channel's curators: managers,
 * its group's admins and its channel managers" shows: the group admin passes the route gate and is
 * refused by the channel (403).
 */
const CHANNEL_CURATORS: readonly Principal[] = [...MANAGERS, "channel_manager"];
const GROUP_CURATORS: readonly Principal[] = [...MANAGERS, "group_admin"];

const managedChannel = async (make: Factories, f: Fixtures) => ({
  channel: (await make.channel(f.companyId, { managerIds: [f.users.channel_manager] })).id,
});

export const channelRows: AccessRow[] = [
  { method: "GET", route: "/api/channel", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/channel",
    body: (f) => ({ name: `Matrix channel of ${f.principal}`, groupId: f.groupId }),
    allowed: GROUP_CURATORS,
  },
  {
    method: "POST",
    route: "/api/channel",
    variant: "in a group the caller does not administer",
    arrange: async (make, f) => ({ group: (await make.group(f.companyId)).id }),
    body: (f) => ({ name: `Matrix channel of ${f.principal}`, groupId: own(f, "group") }),
    allowed: MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "GET",
    route: "/api/channel/:id",
    url: (f) => `/api/channel/${f.publicChannelId}`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/channel/:id",
    variant: "private channel",
    url: (f) => `/api/channel/${f.privateChannelId}`,
    allowed: MANAGERS,
    refused: { by: signedInExcept(...MANAGERS), status: 404 },
  },
  {
    method: "PUT",
    route: "/api/channel/:channelId",
    arrange: managedChannel,
    url: (f) => `/api/channel/${own(f, "channel")}`,
    body: () => ({ name: "Renamed by a curator" }),
    allowed: CHANNEL_CURATORS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "PUT",
    route: "/api/channel/:channelId/status",
    arrange: managedChannel,
    url: (f) => `/api/channel/${own(f, "channel")}/status`,
    body: () => ({ isActive: false }),
    allowed: CHANNEL_CURATORS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "GET",
    route: "/api/channel/:id/subscriber/count",
    url: (f) => `/api/channel/${f.publicChannelId}/subscriber/count`,
    allowed: [...CHANNEL_CURATORS, "channel_analyst"],
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "GET",
    route: "/api/channel/:id/subscriber/list",
    url: (f) => `/api/channel/${f.publicChannelId}/subscriber/list`,
    allowed: [...CHANNEL_CURATORS, "channel_analyst"],
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "POST",
    route: "/api/channel/:channelId/subscriber/subscribe",
    arrange: managedChannel,
    url: (f) => `/api/channel/${own(f, "channel")}/subscriber/subscribe`,
    body: (f) => ({ userIdList: [f.bystanderId] }),
    allowed: CHANNEL_CURATORS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "POST",
    route: "/api/channel/:channelId/subscriber/unsubscribe",
    arrange: async (make, f) => {
      const arranged = await managedChannel(make, f);
      await make.subscribe(f.companyId, arranged.channel, f.bystanderId);
      return arranged;
    },
    url: (f) => `/api/channel/${own(f, "channel")}/subscriber/unsubscribe`,
    body: (f) => ({ userIdList: [f.bystanderId] }),
    allowed: CHANNEL_CURATORS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "PUT",
    route: "/api/user/channel/me/subscribe",
    arrange: async (make, f) => ({ channel: (await make.channel(f.companyId)).id }),
    body: (f) => ({ _id: own(f, "channel") }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/user/channel/me/unsubscribe",
    arrange: async (make, f) => ({
      channel: (await make.channel(f.companyId, { subscriberIds: [meOf(f)] })).id,
    }),
    body: (f) => ({ _id: own(f, "channel") }),
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/company/:companyId/channel",
    url: (f) => `/api/company/${f.companyId}/channel`,
    allowed: GROUP_CURATORS,
  },
  {
    method: "GET",
    route: "/api/company/:companyId/channel/managed",
    url: (f) => `/api/company/${f.companyId}/channel/managed`,
    allowed: MANAGERS,
  },
  {
    method: "POST",
    route: "/api/company/:companyId/channel",
    url: (f) => `/api/company/${f.companyId}/channel`,
    body: (f) => ({ name: `Company-path channel of ${f.principal}` }),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/channel/:channelId",
    arrange: managedChannel,
    url: (f) => `/api/company/${f.companyId}/channel/${own(f, "channel")}`,
    body: () => ({ name: "Renamed from the company's settings" }),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/channel/:channelId/status",
    arrange: managedChannel,
    url: (f) => `/api/company/${f.companyId}/channel/${own(f, "channel")}/status`,
    body: () => ({ isActive: false }),
    allowed: MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/company/:companyId/channel/default",
    url: (f) => `/api/company/${f.companyId}/channel/default`,
    body: (f) => ({ channelIdList: [f.publicChannelId] }),
    isolate: [channel],
    allowed: MANAGERS,
  },
  {
    method: "GET",
    route: "/api/group/:groupId/channel/default",
    url: (f) => `/api/group/${f.groupId}/channel/default`,
    allowed: GROUP_CURATORS,
  },
  {
    method: "GET",
    route: "/api/group/:groupId/channel/default",
    variant: "another group",
    arrange: async (make, f) => ({ group: (await make.group(f.companyId)).id }),
    url: (f) => `/api/group/${own(f, "group")}/channel/default`,
    allowed: MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "PUT",
    route: "/api/group/:groupId/channel/default",
    url: (f) => `/api/group/${f.groupId}/channel/default`,
    body: (f) => ({ channelIdList: [f.groupChannelId] }),
    isolate: [groupDefaultChannel],
    allowed: GROUP_CURATORS,
  },
];
