import { showsRewards } from "../company/company-effects.rules.ts";
import { hasLab } from "../labs/labs.ts";
import type { Session2 } from "../session/session.contract.ts";
import {
  canListCompanies,
  isAdminLevel,
  isChannelAnalyst,
  isChannelManager,
  isGroupAdmin,
  isManager,
} from "./roles.ts";

/** What the navbar needs to know about a session: the session itself plus the enhancement's canPost. */
export interface NavContext {
  session: Session2;
  canPostOnBehalf: boolean;
}

export const NAV_TABS = [
  "posts",
  "resources",
  "socialFeed",
  "perks",
  "people",
  "analytics",
  "email",
  "administration",
  "myChannels",
] as const;
export type NavTab = (typeof NAV_TABS)[number];

export const POSTS_MENU = [
  "published",
  "pob",
  "own",
  "incoming",
  "scheduled",
  "archived",
  "rejected",
] as const;
export type PostsMenuEntry = (typeof POSTS_MENU)[number];

export const ADMIN_MENU = ["users", "groups", "teams", "settings", "companies", "outbox"] as const;
export type AdminMenuEntry = (typeof ADMIN_MENU)[number];

export const ANALYTICS_MENU = ["workforce", "posts", "users", "smarper"] as const;
export type AnalyticsMenuEntry = (typeof ANALYTICS_MENU)[number];

const channelManager = (s: Session2) => isChannelManager(s.user);
const groupsEnabled = (s: Session2) => s.company.isGroupEnabled;

/** The Posts dropdown of core §6, entry by entry. */
export function postsMenu({ session: s, canPostOnBehalf }: NavContext): PostsMenuEntry[] {
  const role = s.role;
  const curator = isAdminLevel(role) || isGroupAdmin(role) || channelManager(s);
  const entries: PostsMenuEntry[] = ["published"];
  if (canPostOnBehalf) entries.push("pob");
  if (!s.company.postCreation.adminsOnlyPosting && (role === "sharer" || role === "channel_manager")) {
    entries.push("own");
  }
  if (curator) entries.push("incoming", "scheduled");
  if (curator || s.company.isArchivedReadEnabled) entries.push("archived");
  if (isAdminLevel(role) || channelManager(s)) entries.push("rejected");
  return entries;
}

export function analyticsMenu({ session: s }: NavContext): AnalyticsMenuEntry[] {
  if (!canSeeAnalytics(s)) return [];
  const entries: AnalyticsMenuEntry[] = ["workforce", "posts", "users"];
  if (s.role === "smarper") entries.push("smarper");
  return entries;
}

export function adminMenu({ session: s }: NavContext): AdminMenuEntry[] {
  const role = s.role;
  if (!(isManager(role) || isGroupAdmin(role))) return [];
  const entries: AdminMenuEntry[] = [];
  if (isAdminLevel(role) || isGroupAdmin(role)) entries.push("users");
  if (isManager(role) && groupsEnabled(s)) entries.push("groups");
  // Teams (access §2 route table: manager or group admin), with its NEW badge until viewed.
  entries.push("teams");
  if (isAdminLevel(role) || isGroupAdmin(role)) entries.push("settings");
  if (canListCompanies(role)) entries.push("companies");
  // The e-mail outbox (mail kept when no SMTP server is configured) for admin-level roles.
  if (isAdminLevel(role)) entries.push("outbox");
  return entries;
}

const canSeeAnalytics = (s: Session2) =>
  isAdminLevel(s.role) || isGroupAdmin(s.role) || channelManager(s) || isChannelAnalyst(s.user);

/** The top navbar tabs of core §2 and §6, gated per role. */
export function navTabs(ctx: NavContext): NavTab[] {
  const s = ctx.session;
  const role = s.role;
  const tabs: NavTab[] = ["posts"];
  if (!s.company.isHideResourcesEnabled) tabs.push("resources");
  if (hasLab(s, "social_feed_lab")) tabs.push("socialFeed");
  // Gamification off hides rewards with the rest of points and trophies.
  if (!groupsEnabled(s) && showsRewards(s.company)) tabs.push("perks");
  if (hasLab(s, "employee_directory_lab") && !(isManager(role) || isGroupAdmin(role))) tabs.push("people");
  if (canSeeAnalytics(s)) tabs.push("analytics");
  if (
    hasLab(s, "email_newsletters_lab") &&
    (isManager(role) || (isGroupAdmin(role) && hasLab(s, "group_admin_newsletters_lab")))
  ) {
    tabs.push("email");
  }
  if (isManager(role) || isGroupAdmin(role)) tabs.push("administration");
  if (s.company.isChannelManagerEnabled && channelManager(s)) tabs.push("myChannels");
  return tabs;
}
