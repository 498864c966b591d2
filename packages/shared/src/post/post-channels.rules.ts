/**
 * Core §4 'Posting': where a writer may put a post, the one rule the server enforces on save and
 * the editor offers channels by. A managed channel is published to; another readable channel only
 * takes proposals, and only when the company lets users publish; with admins-only posting nobody
 * below admin level posts at all; inactive channels take nothing.
 */
export type ChannelPosting = "publish" | "propose" | "none";

export interface PostingChannel {
  /** The writer manages the channel (admins manage every channel). */
  managed: boolean;
  /** The writer reads the channel (subscriber, public, or manager). */
  readable: boolean;
  active: boolean;
}

export interface PostingCompany {
  adminsOnlyPosting: boolean;
  isUserPublishEnabled: boolean;
}

export function channelPosting(
  channel: PostingChannel,
  writer: { adminLevel: boolean },
  company: PostingCompany,
): ChannelPosting {
  if (!channel.active) return "none";
  if (company.adminsOnlyPosting && !writer.adminLevel) return "none";
  if (channel.managed) return "publish";
  return company.isUserPublishEnabled && channel.readable ? "propose" : "none";
}
