import type { Role } from "@chorus/shared/access/roles";
import { newObjectId } from "@chorus/shared/ids/object-id";
import type { Survey } from "@chorus/shared/post/post.contract";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import {
  appUser,
  behalfCollaboration,
  bookmark,
  campaign,
  channel,
  channelStaff,
  channelSubscription,
  comment,
  company,
  contentFeed,
  groupAdmin,
  post,
  postChannel,
  postLike,
  resource,
  reward,
  rewardRedemption,
  scimConnection,
  share,
  team,
  teamMember,
  userConsent,
  userGroup,
} from "../db/schema/index.ts";
import { creditPoints } from "../modules/points/index.ts";
import { hashToken } from "../platform/crypto.ts";

/**
 * Test builders: each inserts one object (and the rows that make it what it says: a channel's
 * staff, a post's channels, a group's admins) through the schema with sensible defaults, and
 * returns the inserted row. A module's tests build the objects they need instead of searching the
 * demo data or editing the seed. Every name and e-mail carries a counter, so builders never collide.
 */

type CompanyInsert = typeof company.$inferInsert;
type UserInsert = typeof appUser.$inferInsert;
type PostInsert = typeof post.$inferInsert;
export type CompanyRow = typeof company.$inferSelect;
export type UserRow = typeof appUser.$inferSelect;
export type GroupRow = typeof userGroup.$inferSelect;
export type TeamRow = typeof team.$inferSelect;
export type ChannelRow = typeof channel.$inferSelect;
export type PostRow = typeof post.$inferSelect;
export type CommentRow = typeof comment.$inferSelect;
export type ResourceRow = typeof resource.$inferSelect;
export type RewardRow = typeof reward.$inferSelect;
export type RedemptionRow = typeof rewardRedemption.$inferSelect;
export type CampaignRow = typeof campaign.$inferSelect;
export type BookmarkRow = typeof bookmark.$inferSelect;
export type ShareRow = typeof share.$inferSelect;
export type CollaborationRow = typeof behalfCollaboration.$inferSelect;

/** The consent version the demo accepts; a user built with consent lands on the feed. */
const CONSENT_VERSION = "1";
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Feed statuses (core §2 feed types): incoming is shown as proposed. */
export type PostStatus = "published" | "proposed" | "scheduled" | "archived" | "rejected" | "approved";
export type PostType = "article" | "link" | "image" | "video" | "document" | "survey";
export type ChannelKind = "public" | "private" | "mandatory";

/** A two-question survey (single choice and short text) every survey post built here carries. */
export const FACTORY_SURVEY: Survey = {
  questionList: [
    {
      _id: "q1",
      type: "singlechoice",
      question: "How many customer visits this week?",
      optionList: [
        { _id: "o1", text: "0" },
        { _id: "o2", text: "1-2" },
      ],
    },
    { _id: "q2", type: "shorttext", question: "One word?", optionList: [] },
  ],
};

let sequence = 0;
const next = () => ++sequence;

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const laterOf = (a: Date, b: Date) => (a > b ? a : b);

/** Publication dates of a post-channel row for a status, relative to now. */
export function datesFor(status: PostStatus, now = new Date()) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  switch (status) {
    case "published":
    case "approved":
      // An hour ago, but never before today's UTC midnight: tests that count "today" (analytics' day
      // rollups) must not see their posts fall on yesterday when they run between 00:00 and 01:00.
      return { publishedAt: laterOf(ago(HOUR_MS), startOfUtcDay(now)), archivedAt: null, scheduledAt: null };
    case "scheduled": {
      const at = new Date(now.getTime() + 3 * DAY_MS);
      return { publishedAt: at, scheduledAt: at, archivedAt: new Date(at.getTime() + 14 * DAY_MS) };
    }
    case "archived":
      return { publishedAt: ago(30 * DAY_MS), archivedAt: ago(16 * DAY_MS), scheduledAt: null };
    default:
      return { publishedAt: null, archivedAt: null, scheduledAt: null };
  }
}

/** Builders bound to one database (or transaction). */
export function factories(db: Queryable) {
  async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
    const [row] = await rows;
    if (!row) throw new Error("the insert returned no row");
    return row;
  }

  return {
    /** The database the builders write to, for a row a builder does not cover. */
    db,

    /** A tenant with its own subdomain; everything optional keeps the schema's defaults. */
    company: (o: Partial<CompanyInsert> = {}): Promise<CompanyRow> => {
      const n = next();
      return insertOne(
        db
          .insert(company)
          .values({ id: newObjectId(), name: `Factory Company ${n}`, subdomain: `factory-${n}`, ...o })
          .returning(),
      );
    },

    /**
     * A user of a role. Without passwordHash nobody can sign in as them (hash once with
     * hashPassword and pass it: Argon2 is slow on purpose). consent: true records the accepted
     * terms, so a signed-in request is not held at the consent step.
     */
    user: async (
      companyId: string,
      o: Partial<UserInsert> & { role?: Role; consent?: boolean } = {},
    ): Promise<UserRow> => {
      const n = next();
      const { consent = true, ...values } = o;
      const row = await insertOne(
        db
          .insert(appUser)
          .values({
            id: newObjectId(),
            companyId,
            email: `factory-user-${n}@factory.example`,
            firstName: "Factory",
            lastName: `User ${n}`,
            role: "sharer",
            isFresh: false,
            ...values,
          })
          .returning(),
      );
      if (consent)
        await db.insert(userConsent).values({
          companyId,
          userId: row.id,
          termOfServiceVersion: CONSENT_VERSION,
          privacyPolicyVersion: CONSENT_VERSION,
          acceptedAt: new Date(),
        });
      return row;
    },

    /** A group, its admins (group_admin rows) and its members (their app_user.group_id). */
    group: async (
      companyId: string,
      o: { name?: string; adminIds?: string[]; memberIds?: string[] } = {},
    ): Promise<GroupRow> => {
      const row = await insertOne(
        db
          .insert(userGroup)
          .values({
            id: newObjectId(),
            companyId,
            name: o.name ?? `Factory Group ${next()}`,
            memberCount: o.memberIds?.length ?? 0,
          })
          .returning(),
      );
      for (const userId of o.adminIds ?? [])
        await db.insert(groupAdmin).values({ companyId, groupId: row.id, userId });
      for (const userId of o.memberIds ?? [])
        await db.execute(
          sql`UPDATE app_user SET group_id = ${row.id} WHERE company_id = ${companyId} AND id = ${userId}`,
        );
      return row;
    },

    team: async (
      companyId: string,
      o: { name?: string; groupId?: string | null; memberIds?: string[] } = {},
    ): Promise<TeamRow> => {
      const memberIds = o.memberIds ?? [];
      const row = await insertOne(
        db
          .insert(team)
          .values({
            id: newObjectId(),
            companyId,
            groupId: o.groupId ?? null,
            name: o.name ?? `Factory Team ${next()}`,
            memberCount: memberIds.length,
          })
          .returning(),
      );
      for (const userId of memberIds)
        await db.insert(teamMember).values({ companyId, teamId: row.id, userId });
      return row;
    },

    /**
     * A channel: public (the default), private (read by its subscribers only) or mandatory (read
     * by everyone), with its staff (managers, analysts) and subscribers.
     */
    channel: async (
      companyId: string,
      o: {
        kind?: ChannelKind;
        name?: string;
        groupId?: string | null;
        managerIds?: string[];
        analystIds?: string[];
        subscriberIds?: string[];
        isActive?: boolean;
        createdBy?: string;
      } = {},
    ): Promise<ChannelRow> => {
      const kind = o.kind ?? "public";
      const row = await insertOne(
        db
          .insert(channel)
          .values({
            id: newObjectId(),
            companyId,
            groupId: o.groupId ?? null,
            name: o.name ?? `Factory ${kind} channel ${next()}`,
            isPrivate: kind === "private",
            isMandatory: kind === "mandatory",
            isActive: o.isActive ?? true,
            createdBy: o.createdBy ?? null,
          })
          .returning(),
      );
      const staff = [
        ...(o.managerIds ?? []).map((userId) => ({ userId, duty: "manager" })),
        ...(o.analystIds ?? []).map((userId) => ({ userId, duty: "analyst" })),
      ];
      for (const s of staff) await db.insert(channelStaff).values({ companyId, channelId: row.id, ...s });
      for (const userId of o.subscriberIds ?? [])
        await db.insert(channelSubscription).values({ companyId, channelId: row.id, userId });
      return row;
    },

    subscribe: async (companyId: string, channelId: string, userId: string): Promise<void> => {
      await db.insert(channelSubscription).values({ companyId, channelId, userId }).onConflictDoNothing();
    },

    /**
     * A post of a type in one or more channels, all with one status (published, proposed, shown as
     * incoming; scheduled, archived, rejected, approved) and the dates that status implies. A
     * survey post carries FACTORY_SURVEY unless `survey` is given.
     */
    post: async (
      companyId: string,
      o: Partial<PostInsert> & {
        createdBy: string;
        channelIds: string[];
        type?: PostType;
        status?: PostStatus;
      },
    ): Promise<PostRow> => {
      const { channelIds, status = "published", type = "article", ...values } = o;
      const n = next();
      const row = await insertOne(
        db
          .insert(post)
          .values({
            id: newObjectId(),
            companyId,
            type,
            title: `Factory ${type} ${n}`,
            body: `The body of factory post ${n}.`,
            htmlBody: `<p>The body of factory post ${n}.</p>`,
            url: type === "link" ? `https://news.example/${n}` : null,
            survey: type === "survey" ? FACTORY_SURVEY : null,
            ...values,
          })
          .returning(),
      );
      for (const channelId of channelIds)
        await db
          .insert(postChannel)
          .values({ companyId, postId: row.id, channelId, status, lang: row.lang, ...datesFor(status) });
      return row;
    },

    /** A comment on a post (or a resource) by a user; the object's comment counter follows. */
    comment: async (
      companyId: string,
      o: { objectId: string; addedBy: string; objectType?: "post" | "resource"; text?: string },
    ): Promise<CommentRow> => {
      const objectType = o.objectType ?? "post";
      const row = await insertOne(
        db
          .insert(comment)
          .values({
            id: newObjectId(),
            companyId,
            objectId: o.objectId,
            objectType,
            addedBy: o.addedBy,
            text: o.text ?? `Factory comment ${next()}`,
          })
          .returning(),
      );
      const table = objectType === "post" ? sql`post` : sql`resource`;
      await db.execute(
        sql`UPDATE ${table} SET comment_count = comment_count + 1 WHERE company_id = ${companyId} AND id = ${o.objectId}`,
      );
      return row;
    },

    /** A resource: company-wide (groupId null, the default) or of a group. */
    resource: (
      companyId: string,
      o: { createdBy: string; groupId?: string | null; title?: string; url?: string | null },
    ): Promise<ResourceRow> =>
      insertOne(
        db
          .insert(resource)
          .values({
            id: newObjectId(),
            companyId,
            groupId: o.groupId ?? null,
            title: o.title ?? `Factory resource ${next()}`,
            description: "A resource built by the test factories.",
            url: o.url ?? null,
            createdBy: o.createdBy,
          })
          .returning(),
      ),

    /** A reward of the Perks catalogue (price in Coins; stock null = no limit). */
    reward: (
      companyId: string,
      o: { createdBy: string; price?: number; stock?: number | null; title?: string; isActive?: boolean },
    ): Promise<RewardRow> =>
      insertOne(
        db
          .insert(reward)
          .values({
            id: newObjectId(),
            companyId,
            title: o.title ?? `Factory reward ${next()}`,
            price: o.price ?? 10,
            stock: o.stock === undefined ? null : o.stock,
            isActive: o.isActive ?? true,
            createdBy: o.createdBy,
          })
          .returning(),
      ),

    /** Coins (and as many Stars) credited through the points ledger, as a share would. */
    coins: (companyId: string, userId: string, amount: number) =>
      creditPoints({ db }, { companyId, userId, stars: amount, reason: "factory_coins", postId: null }),

    /** A pending request for a reward (the Coins are not touched: a request's row only). */
    redemption: (
      companyId: string,
      o: { rewardId: string; userId: string; price?: number },
    ): Promise<RedemptionRow> =>
      insertOne(
        db
          .insert(rewardRedemption)
          .values({
            id: newObjectId(),
            companyId,
            rewardId: o.rewardId,
            userId: o.userId,
            price: o.price ?? 10,
            status: "pending",
          })
          .returning(),
      ),

    /** A survey: a survey post (FACTORY_SURVEY, or the questions given). */
    survey: (
      companyId: string,
      o: { createdBy: string; channelIds: string[]; status?: PostStatus; survey?: Survey },
    ): Promise<PostRow> =>
      factories(db).post(companyId, {
        createdBy: o.createdBy,
        channelIds: o.channelIds,
        status: o.status,
        type: "survey",
        survey: o.survey ?? FACTORY_SURVEY,
      }),

    campaign: (companyId: string, o: { name?: string; color?: string } = {}): Promise<CampaignRow> =>
      insertOne(
        db
          .insert(campaign)
          .values({
            id: newObjectId(),
            companyId,
            name: o.name ?? `Factory campaign ${next()}`,
            color: o.color ?? "#336699",
          })
          .returning(),
      ),

    /** A like of a post by a user; the post's like counter follows. */
    like: async (companyId: string, o: { postId: string; userId: string }): Promise<void> => {
      await db.insert(postLike).values({ companyId, ...o });
      await db.execute(
        sql`UPDATE post SET like_count = like_count + 1 WHERE company_id = ${companyId} AND id = ${o.postId}`,
      );
    },

    bookmark: (companyId: string, o: { postId: string; userId: string }): Promise<BookmarkRow> =>
      insertOne(
        db
          .insert(bookmark)
          .values({ id: newObjectId(), companyId, ...o })
          .returning(),
      ),

    /**
     * A user's share of a post to a network: shared now (the default), scheduled for later (a day
     * ahead), or pending (a Facebook or Xing popup awaiting its confirm), with its tracked-link code.
     */
    share: (
      companyId: string,
      o: {
        postId: string;
        userId: string;
        media?: string;
        status?: "shared" | "scheduled" | "pending" | "removed" | "failed";
      },
    ): Promise<ShareRow> => {
      const status = o.status ?? "shared";
      return insertOne(
        db
          .insert(share)
          .values({
            id: newObjectId(),
            companyId,
            postId: o.postId,
            userId: o.userId,
            media: o.media ?? "generic",
            status,
            scheduledAt: status === "scheduled" ? new Date(Date.now() + DAY_MS) : null,
            sharedAt: status === "shared" ? new Date() : null,
            shortCode: `f${next().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
          })
          .returning(),
      );
    },

    /** A content writer's collaboration with a content owner (post on behalf), approved by default. */
    collaboration: (
      companyId: string,
      o: {
        contentOwnerId: string;
        contentWriterId: string;
        status?: "pending" | "approved" | "rejected";
        /** When the owner was last told (null: never, so a reminder may go out now). */
        notifiedAt?: Date | null;
      },
    ): Promise<CollaborationRow> =>
      insertOne(
        db
          .insert(behalfCollaboration)
          .values({
            id: newObjectId(),
            companyId,
            contentOwnerId: o.contentOwnerId,
            contentWriterId: o.contentWriterId,
            status: o.status ?? "approved",
            isPostCreationEnabled: true,
            isExternalShareEnabled: true,
            notifiedAt: o.notifiedAt ?? null,
          })
          .returning(),
      ),

    /** A SCIM bearer token for the company (replacing any other): the secret, of which only the hash is kept. */
    scimToken: async (companyId: string): Promise<string> => {
      const token = `chorus_scim_factory_${newObjectId()}${next()}`;
      const values = { tokenHash: hashToken(token), tokenHint: token.slice(-4), tokenCreatedAt: new Date() };
      await db
        .insert(scimConnection)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: scimConnection.companyId, set: values });
      return token;
    },
    /** A content import feed (RSS/Atom) of a channel; not due for a poll unless told. */
    contentFeed: (
      companyId: string,
      o: { channelId: string; createdBy: string; url?: string; name?: string; nextPollAt?: Date },
    ) =>
      insertOne(
        db
          .insert(contentFeed)
          .values({
            id: newObjectId(),
            companyId,
            channelId: o.channelId,
            createdBy: o.createdBy,
            url: o.url ?? "https://feeds.example/rss.xml",
            name: o.name ?? `Factory feed ${next()}`,
            nextPollAt: o.nextPollAt ?? new Date(Date.now() + 3_600_000),
          })
          .returning(),
      ),
  };
}
export type Factories = ReturnType<typeof factories>;
