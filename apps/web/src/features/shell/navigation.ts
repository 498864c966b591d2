import {
  type AdminMenuEntry,
  type AnalyticsMenuEntry,
  adminMenu,
  analyticsMenu,
  type NavContext,
  type NavTab,
  navTabs,
  type PostsMenuEntry,
  postsMenu,
} from "@chorus/shared/access/navigation.rules";
import type { PostCounters } from "@chorus/shared/post/post.contract";
import { feedPath } from "../../lib/feed-type.ts";
import { BEHALF_PATH } from "../../routing/paths.ts";

/** One link of the navbar or of a dropdown. */
export interface NavLinkItem {
  key: string;
  labelKey: string;
  to: string;
  /** The Posts dropdown shows a count beside Published, Proposed, Scheduled and Archived. */
  counter?: keyof PostCounters;
}

/** A top-level tab: a link, or a dropdown of links. */
export type NavItem =
  | (NavLinkItem & { kind: "link" })
  | { kind: "menu"; key: NavTab; labelKey: string; entries: NavLinkItem[] };

const POSTS_ENTRY_LABEL: Record<PostsMenuEntry, string> = {
  published: "nav.posts.published",
  pob: "nav.posts.pob",
  own: "nav.posts.own",
  incoming: "nav.posts.incoming",
  scheduled: "nav.posts.scheduled",
  archived: "nav.posts.archived",
  rejected: "nav.posts.rejected",
};

const POSTS_ENTRY_COUNTER: Partial<Record<PostsMenuEntry, keyof PostCounters>> = {
  published: "publishedCount",
  incoming: "proposedCount",
  scheduled: "scheduledCount",
  archived: "archivedCount",
};

const ANALYTICS_ENTRY: Record<AnalyticsMenuEntry, { labelKey: string; to: string }> = {
  workforce: { labelKey: "nav.analytics.workforce", to: "/internal-analytics?dashboard=overview" },
  posts: { labelKey: "nav.analytics.posts", to: "/analytics2/posts" },
  users: { labelKey: "nav.analytics.users", to: "/analytics2/users" },
  smarper: { labelKey: "nav.analytics.smarper", to: "/analytics2/smarper" },
};

const adminEntry = (entry: AdminMenuEntry, companyId: string): { labelKey: string; to: string } =>
  ({
    users: { labelKey: "nav.admin.users", to: "/user" },
    groups: { labelKey: "nav.admin.groups", to: "/groups" },
    teams: { labelKey: "people.teamsTitle", to: "/team" },
    settings: { labelKey: "nav.admin.settings", to: `/company/${companyId}` },
    companies: { labelKey: "nav.admin.companies", to: "/company" },
    outbox: { labelKey: "nav.admin.outbox", to: "/email-outbox" },
  })[entry];

type TabBuilder = (ctx: NavContext, companyId: string) => NavItem;

const link = (key: NavTab, labelKey: string, to: string): NavItem => ({ kind: "link", key, labelKey, to });

const TAB: Record<NavTab, TabBuilder> = {
  posts: (ctx) => ({
    kind: "menu",
    key: "posts",
    labelKey: "nav.posts.label",
    entries: postsMenu(ctx).map((entry) => ({
      key: entry,
      labelKey: POSTS_ENTRY_LABEL[entry],
      // The Post on Behalf tab is its own screen (features/behalf): its posts and the collaborations.
      to: entry === "pob" ? `/${BEHALF_PATH}` : feedPath(entry),
      counter: POSTS_ENTRY_COUNTER[entry],
    })),
  }),
  analytics: (ctx) => ({
    kind: "menu",
    key: "analytics",
    labelKey: "nav.analytics.label",
    entries: analyticsMenu(ctx).map((entry) => ({ key: entry, ...ANALYTICS_ENTRY[entry] })),
  }),
  administration: (ctx, companyId) => ({
    kind: "menu",
    key: "administration",
    labelKey: "nav.admin.label",
    entries: adminMenu(ctx).map((entry) => ({ key: entry, ...adminEntry(entry, companyId) })),
  }),
  resources: () => link("resources", "nav.resources", "/resource"),
  socialFeed: () => link("socialFeed", "nav.socialFeed", "/social-feed"),
  perks: () => link("perks", "nav.perks", "/reward"),
  people: () => link("people", "nav.people", "/people"),
  email: () => link("email", "nav.email", "/email-list"),
  // Core §6: a channel manager's settings link goes to the channel page.
  myChannels: (_ctx, companyId) => link("myChannels", "nav.myChannels", `/company/${companyId}/channel`),
};

/**
 * The navbar of core §2, gated by the shared rules only (never by role checks here):
 * the same list drives the wide navbar and the toggle menu.
 */
export function buildNavigation(ctx: NavContext): NavItem[] {
  const companyId = ctx.session.company._id;
  return navTabs(ctx).map((tab) => TAB[tab](ctx, companyId));
}
