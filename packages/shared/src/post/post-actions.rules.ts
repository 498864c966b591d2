import type { PostChannelStatus, PostType } from "./post.contract.ts";
import { isShareableType, type PostPublishStatus } from "./post.rules.ts";

/**
 * The post actions of core §4 and their date rules, as pure functions over a post's channels.
 * The server runs them when saving; the editor can run them to preview what a save will do.
 */
export const POST_ACTIONS = ["create", "update", "schedule", "archive", "reactivate", "addImage"] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

/** "Default post expiration 14 days" (core §9). */
export const DEFAULT_POST_EXPIRATION_DAYS = 14;
const DAY_MS = 86_400_000;

/** One channel of a post as stored: status and the dates that apply to it. */
export interface ChannelPlan {
  channelId: string;
  status: PostChannelStatus;
  publishedAt: Date | null;
  archivedAt: Date | null;
}

/** What the writer asked for: a channel and, on edit, the status the editor shows for it. */
export interface RequestedChannel {
  _id: string;
  status?: PostChannelStatus | undefined;
}

export interface PostDates {
  publishedAt: Date | null;
  archivedAt: Date | null;
}

export interface ActionContext {
  now: Date;
  /** The channels the actor manages. */
  isManagerOf(channelId: string): boolean;
  type: PostType;
  /** company.isUserPublishEnabled */
  userPublishEnabled: boolean;
  /** company.defaultPostExpiration in days */
  defaultPostExpiration?: number | undefined;
}

/** The dates a publication gets: the requested ones, publishedAt defaulting to now. */
const datesFor = (requested: Partial<PostDates>, now: Date): PostDates => ({
  publishedAt: requested.publishedAt ?? now,
  archivedAt: requested.archivedAt ?? null,
});

/**
 * Create: "dates applied to channels where the user is manager, or where the post is not shareable
 * and the company lets users publish; channel status removed from the request." Every other
 * channel is proposed, without dates.
 */
export function planCreate(
  channels: readonly RequestedChannel[],
  requested: Partial<PostDates>,
  ctx: ActionContext,
): ChannelPlan[] {
  const publishes = (channelId: string) =>
    ctx.isManagerOf(channelId) || (!isShareableType(ctx.type) && ctx.userPublishEnabled);
  return uniqueById(channels).map(({ _id }) =>
    publishes(_id)
      ? { channelId: _id, status: "published", ...datesFor(requested, ctx.now) }
      : { channelId: _id, status: "proposed", publishedAt: null, archivedAt: null },
  );
}

/**
 * Update (core §4): "applies when the channel is a manager channel and not proposed, and not (post
 * proposed and channel already published). On edit, rejected channels are dropped, approved and
 * status-less channels become published." A status on a channel the actor does not manage is
 * ignored: the channel keeps what it had (a new one is planned as on create).
 */
export function planUpdate(
  current: readonly ChannelPlan[],
  requestedChannels: readonly RequestedChannel[],
  requested: Partial<PostDates>,
  postStatus: PostPublishStatus,
  ctx: ActionContext,
): ChannelPlan[] {
  const byId = new Map(current.map((channel) => [channel.channelId, channel]));
  const plans: ChannelPlan[] = [];
  for (const wanted of uniqueById(requestedChannels)) {
    const existing = byId.get(wanted._id);
    if (!ctx.isManagerOf(wanted._id)) {
      if (existing) plans.push(existing);
      else plans.push(...planCreate([{ _id: wanted._id }], requested, ctx));
      continue;
    }
    const asked = wanted.status ?? existing?.status;
    if (asked === "rejected") continue;
    const status: PostChannelStatus = asked === "proposed" ? "proposed" : "published";
    const applies = status !== "proposed" && !(postStatus === "proposed" && existing?.status === "published");
    if (!applies) {
      plans.push({
        channelId: wanted._id,
        status,
        publishedAt: existing?.publishedAt ?? null,
        archivedAt: existing?.archivedAt ?? null,
      });
      continue;
    }
    plans.push({
      channelId: wanted._id,
      status,
      publishedAt: updatedPublishedAt(requested.publishedAt, existing?.publishedAt ?? null, ctx.now),
      archivedAt: requested.archivedAt !== undefined ? requested.archivedAt : (existing?.archivedAt ?? null),
    });
  }
  return plans;
}

/**
 * The publication date an update gives a channel. A date is that date; left out (undefined), the
 * channel keeps its own. null is the editor's "no schedule": a channel still waiting for a future
 * date is published now, one already out keeps the date it went out on (an edit does not bump it).
 */
export function updatedPublishedAt(
  requested: Date | null | undefined,
  existing: Date | null,
  now: Date,
): Date {
  if (requested) return requested;
  if (requested === null && existing && existing.getTime() > now.getTime()) return now;
  return existing ?? now;
}

/** The channels archive, reactivate and schedule touch: manager channels, not proposed (nor rejected). */
const touches = (channel: ChannelPlan, ctx: ActionContext) =>
  ctx.isManagerOf(channel.channelId) && channel.status !== "proposed" && channel.status !== "rejected";

function withDates(current: readonly ChannelPlan[], ctx: ActionContext, dates: PostDates): ChannelPlan[] {
  return current.map((channel) =>
    touches(channel, ctx) ? { ...channel, status: "published" as const, ...dates } : channel,
  );
}

/** Archive: "archivedAt = now, publishedAt = one second earlier, for manager channels that are not proposed." */
export function planArchive(current: readonly ChannelPlan[], ctx: ActionContext): ChannelPlan[] {
  return withDates(current, ctx, {
    publishedAt: new Date(ctx.now.getTime() - 1000),
    archivedAt: ctx.now,
  });
}

/** Reactivate: "publishedAt = now, archivedAt = now plus default expiration (14 days), for manager channels not proposed." */
export function planReactivate(current: readonly ChannelPlan[], ctx: ActionContext): ChannelPlan[] {
  const days = ctx.defaultPostExpiration ?? DEFAULT_POST_EXPIRATION_DAYS;
  return withDates(current, ctx, {
    publishedAt: ctx.now,
    archivedAt: new Date(ctx.now.getTime() + days * DAY_MS),
  });
}

/** Schedule: "as reactivate but with the post's own dates." */
export function planSchedule(
  current: readonly ChannelPlan[],
  dates: PostDates,
  ctx: ActionContext,
): ChannelPlan[] {
  return withDates(current, ctx, { publishedAt: dates.publishedAt ?? ctx.now, archivedAt: dates.archivedAt });
}

/** "Instant push is switched off if the user manages no channel." */
export const instantPushAllowed = (requested: boolean, managesAnyChannel: boolean): boolean =>
  requested && managesAnyChannel;

/** The created response's type (catalogue: published, incoming, schedule) for a post's status. */
export function createdResponseType(status: PostPublishStatus): "published" | "incoming" | "schedule" {
  if (status === "proposed") return "incoming";
  if (status === "scheduled") return "schedule";
  return "published";
}

function uniqueById(channels: readonly RequestedChannel[]): RequestedChannel[] {
  const seen = new Set<string>();
  return channels.filter((channel) => !seen.has(channel._id) && seen.add(channel._id));
}
