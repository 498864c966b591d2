import type { Role } from "@chorus/shared/access/roles";
import type { Factories } from "../factories.ts";

/**
 * The matrix's shared objects, all in Acme (the principals' company), built with the test
 * builders so each single-object route gets an object that exists and whose rule is plain:
 *
 * - principals: the demo user of each role (DEMO_USERS); `bystanderId` is another Acme user who
 *   writes the world's posts and comments, so "author only" rules refuse every principal;
 * - `publicChannel`: managed by the channel manager, analysed by the analyst, every principal
 *   subscribed; `groupChannel`: in the group the group admin administers; `privateChannel`: only
 *   the bystander is a member; `mandatoryChannel`: read by everyone;
 * - a post of each status in the public channel, a survey and a read-confirmation post, a post in
 *   the private channel, a comment by the bystander; a company-wide and a group resource.
 *
 * Rows never change these: a row that consumes or changes an object arranges its own (principals.ts).
 */
export interface World {
  companyId: string;
  globexCompanyId: string;
  globexUserId: string;
  users: Record<Role, string>;
  bystanderId: string;
  bystanderEmail: string;
  groupId: string;
  teamId: string;
  publicChannelId: string;
  privateChannelId: string;
  mandatoryChannelId: string;
  groupChannelId: string;
  posts: {
    published: string;
    proposed: string;
    scheduled: string;
    archived: string;
    rejected: string;
    survey: string;
    readConfirmation: string;
    /** Published in the private channel: readable by its members only. */
    private: string;
    /** Published in the group channel. */
    group: string;
  };
  /** The bystander's comment on the published post. */
  commentId: string;
  resourceId: string;
  groupResourceId: string;
  campaignId: string;
  /** Uploads of the admin's (setup.ts): an image, a video and a post in the public channel playing it. */
  media: { imageId: string; imageKey: string; videoId: string; videoPostId: string };
}

export async function buildWorld(
  make: Factories,
  ids: {
    companyId: string;
    globexCompanyId: string;
    globexUserId: string;
    users: Record<Role, string>;
  },
): Promise<Omit<World, "media">> {
  const { companyId, users } = ids;
  const everyone = Object.values(users);
  const bystander = await make.user(companyId, { firstName: "Bea", lastName: "Bystander" });
  const group = await make.group(companyId, { name: "Matrix group", adminIds: [users.group_admin] });
  const matrixTeam = await make.team(companyId, { groupId: group.id, memberIds: [bystander.id] });
  const publicChannel = await make.channel(companyId, {
    name: "Matrix public",
    managerIds: [users.channel_manager],
    analystIds: [users.channel_analyst],
    subscriberIds: [...everyone, bystander.id],
  });
  const privateChannel = await make.channel(companyId, {
    kind: "private",
    name: "Matrix private",
    subscriberIds: [bystander.id],
  });
  const mandatoryChannel = await make.channel(companyId, { kind: "mandatory", name: "Matrix mandatory" });
  const groupChannel = await make.channel(companyId, { name: "Matrix group channel", groupId: group.id });

  const inPublic = { createdBy: bystander.id, channelIds: [publicChannel.id] };
  const published = await make.post(companyId, { ...inPublic, status: "published" });
  const posts: World["posts"] = {
    published: published.id,
    proposed: (await make.post(companyId, { ...inPublic, status: "proposed" })).id,
    scheduled: (await make.post(companyId, { ...inPublic, status: "scheduled" })).id,
    archived: (await make.post(companyId, { ...inPublic, status: "archived" })).id,
    rejected: (await make.post(companyId, { ...inPublic, status: "rejected" })).id,
    survey: (await make.survey(companyId, inPublic)).id,
    readConfirmation: (await make.post(companyId, { ...inPublic, isReadConfirmationRequired: true })).id,
    private: (await make.post(companyId, { createdBy: bystander.id, channelIds: [privateChannel.id] })).id,
    group: (await make.post(companyId, { createdBy: bystander.id, channelIds: [groupChannel.id] })).id,
  };
  const commentRow = await make.comment(companyId, { objectId: published.id, addedBy: bystander.id });
  const resourceRow = await make.resource(companyId, { createdBy: users.admin });
  const groupResource = await make.resource(companyId, { createdBy: users.admin, groupId: group.id });
  const campaignRow = await make.campaign(companyId);

  return {
    ...ids,
    bystanderId: bystander.id,
    bystanderEmail: bystander.email ?? "",
    groupId: group.id,
    teamId: matrixTeam.id,
    publicChannelId: publicChannel.id,
    privateChannelId: privateChannel.id,
    mandatoryChannelId: mandatoryChannel.id,
    groupChannelId: groupChannel.id,
    posts,
    commentId: commentRow.id,
    resourceId: resourceRow.id,
    groupResourceId: groupResource.id,
    campaignId: campaignRow.id,
  };
}
