import type {
  appUser,
  bookmark,
  channel,
  channelStaff,
  channelSubscription,
  comment,
  company,
  groupAdmin,
  post,
  postChannel,
  postLike,
  resource,
  team,
  teamMember,
  userGroup,
} from "../schema/index.ts";
import type { Random } from "./random.ts";

export type CompanyRow = typeof company.$inferInsert & { id: string };
export type GroupRow = typeof userGroup.$inferInsert & { id: string };
export type GroupAdminRow = typeof groupAdmin.$inferInsert;
export type TeamRow = typeof team.$inferInsert & { id: string };
export type TeamMemberRow = typeof teamMember.$inferInsert;
export type UserRow = typeof appUser.$inferInsert & { id: string };
export type ChannelRow = typeof channel.$inferInsert & { id: string };
export type ChannelStaffRow = typeof channelStaff.$inferInsert;
export type SubscriptionRow = typeof channelSubscription.$inferInsert;
export type PostRow = typeof post.$inferInsert & { id: string };
export type PostChannelRow = typeof postChannel.$inferInsert;
export type LikeRow = typeof postLike.$inferInsert;
export type CommentRow = typeof comment.$inferInsert & { id: string };
export type BookmarkRow = typeof bookmark.$inferInsert;
export type ResourceRow = typeof resource.$inferInsert & { id: string };

/** A picture the seed writes to the uploads directory before its transaction. */
export interface ImageJob {
  fileName: string;
  format: "jpeg" | "png";
  width: number;
  height: number;
  svg: string;
}

/** Every row of the demo, in insert order, plus the pictures they point at. */
export interface DemoData {
  companies: CompanyRow[];
  groups: GroupRow[];
  groupAdmins: GroupAdminRow[];
  teams: TeamRow[];
  teamMembers: TeamMemberRow[];
  users: UserRow[];
  channels: ChannelRow[];
  channelStaff: ChannelStaffRow[];
  subscriptions: SubscriptionRow[];
  posts: PostRow[];
  postChannels: PostChannelRow[];
  likes: LikeRow[];
  comments: CommentRow[];
  bookmarks: BookmarkRow[];
  resources: ResourceRow[];
  images: ImageJob[];
}

/** What every builder gets: the seeded randomness, the id maker and the reference time. */
export interface SeedContext {
  random: Random;
  newId: (at: Date) => string;
  now: Date;
}
