import type { RouteRuleName } from "@chorus/shared/access/route-access";
import { type ComponentType, lazy } from "react";

/**
 * A signed-in route: path, access rule (shared) and page title, and its screen — a feature's
 * screen loaded on demand, `lazy(() => import("../features/x/screens/XScreen.tsx"))`; without
 * one the page says "coming soon". A new feature's page is one line here.
 */
export interface PrivatePage {
  path: string;
  rule: RouteRuleName;
  titleKey: string;
  screen?: ComponentType;
}

/** Core §2 client routes and access §2, with the sidebars (feed and post routes). */
export const PAGES_WITH_SIDEBARS: PrivatePage[] = [
  { path: "notifications", rule: "profile", titleKey: "page.notifications" },
];

/** Full-screen areas (core §2: the sidebar is hidden on these). */
export const FULL_SCREEN_PAGES: PrivatePage[] = [
  {
    path: "groups",
    rule: "groups",
    titleKey: "page.groups",
    screen: lazy(() =>
      import("../features/people/screens/GroupsScreen.tsx").then((m) => ({ default: m.GroupsScreen })),
    ),
  },
  { path: "profile/dashboard", rule: "profile", titleKey: "page.dashboard" },
  { path: "company", rule: "companyList", titleKey: "page.companies" },
  { path: "company/:companyId", rule: "companySettings", titleKey: "page.companySettings" },
  {
    path: "company/:companyId/channel",
    rule: "companySettings",
    titleKey: "page.channels",
    screen: lazy(() =>
      import("../features/people/screens/MyChannelsScreen.tsx").then((m) => ({
        default: m.MyChannelsScreen,
      })),
    ),
  },
  {
    path: "team",
    rule: "team",
    titleKey: "page.teams",
    screen: lazy(() =>
      import("../features/people/screens/TeamsScreen.tsx").then((m) => ({ default: m.TeamsScreen })),
    ),
  },
  {
    path: "team/:teamId",
    rule: "team",
    titleKey: "page.team",
    screen: lazy(() =>
      import("../features/people/screens/TeamScreen.tsx").then((m) => ({ default: m.TeamScreen })),
    ),
  },
  {
    path: "user",
    rule: "user",
    titleKey: "page.users",
    screen: lazy(() =>
      import("../features/people/screens/UsersScreen.tsx").then((m) => ({ default: m.UsersScreen })),
    ),
  },
  { path: "user/referrals", rule: "user", titleKey: "page.referralInvites" },
  { path: "user/launch", rule: "user", titleKey: "page.advancedInvites" },
  { path: "user/queue", rule: "userQueue", titleKey: "page.queue" },
  {
    path: "user/:msg",
    rule: "user",
    titleKey: "page.users",
    screen: lazy(() =>
      import("../features/people/screens/UsersScreen.tsx").then((m) => ({ default: m.UsersScreen })),
    ),
  },
  {
    path: "user/:msg/:userId",
    rule: "user",
    titleKey: "page.user",
    screen: lazy(() =>
      import("../features/people/screens/UserEditScreen.tsx").then((m) => ({ default: m.UserEditScreen })),
    ),
  },
  { path: "internal-analytics", rule: "internalAnalytics", titleKey: "page.workforceInsights" },
  {
    path: "people",
    rule: "people",
    titleKey: "page.people",
    screen: lazy(() =>
      import("../features/people/screens/PeopleDirectoryScreen.tsx").then((m) => ({
        default: m.PeopleDirectoryScreen,
      })),
    ),
  },
  { path: "email-newsletter", rule: "email", titleKey: "page.emailNewsletter" },
  { path: "email-list", rule: "email", titleKey: "page.email" },
  { path: "email-details/:campaignId", rule: "email", titleKey: "page.emailDetails" },
  { path: "resource", rule: "linked", titleKey: "page.resources" },
  { path: "reward", rule: "linked", titleKey: "page.perks" },
  { path: "leaderboard", rule: "linked", titleKey: "page.leaderboard" },
  { path: "social-feed", rule: "linked", titleKey: "page.socialFeed" },
  { path: "analytics2", rule: "analytics", titleKey: "page.analytics" },
  { path: "analytics2/posts", rule: "analytics", titleKey: "page.postAnalytics" },
  { path: "analytics2/users", rule: "analytics", titleKey: "page.userAnalytics" },
  { path: "analytics2/smarper", rule: "analytics", titleKey: "page.smarperAnalytics" },
  { path: "help", rule: "linked", titleKey: "page.help" },
];

/** Public routes (access §2) whose screens come later; no sign-in needed (the real ones: access-routes.tsx). */
export const PUBLIC_PAGES: { path: string; titleKey: string; signedOutOnly?: boolean }[] = [
  { path: "privacy-policy", titleKey: "page.privacyPolicy" },
  { path: "terms-of-service", titleKey: "page.termsOfService" },
  { path: "newAccount", titleKey: "page.newAccount" },
  { path: "oops", titleKey: "page.oops" },
  { path: "post", titleKey: "page.previewPost" },
];

/** Core §2 share links: public (a visitor who is not signed in gets the sign-in modal); see routes.tsx. */
export const SHARE_ENTRY_PATHS = ["sharepost/:postId/:socnet", "preview/:postId/:socnet"] as const;

export { BEHALF_PATH } from "../routing/paths.ts";

export const LOGIN_PATHS = ["account", "login", "loginMain"] as const;
