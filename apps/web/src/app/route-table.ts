import type { RouteRuleName } from "@chorus/shared/access/route-access";
import { type ComponentType, lazy } from "react";
import type { PageKind } from "../lib/page-kinds.ts";

/**
 * A signed-in route: path, access rule (shared) and page title, and its screen — a feature's
 * screen loaded on demand, `lazy(() => import("../features/x/screens/XScreen.tsx"))`. A new
 * feature's page is one line here.
 */
export interface PrivatePage {
  path: string;
  rule: RouteRuleName;
  titleKey: string;
  /** The page's kind: its max width (lib/page-kinds.ts). */
  frame: PageKind;
  screen: ComponentType;
}

/** Core §2 client routes and access §2, with the sidebars (feed and post routes). */
export const PAGES_WITH_SIDEBARS: PrivatePage[] = [
  {
    path: "notifications",
    rule: "profile",
    titleKey: "page.notifications",
    frame: "reading",
    screen: lazy(() => import("../features/notification/screens/NotificationsScreen.tsx")),
  },
];

/** Full-screen areas (core §2: the sidebar is hidden on these). */
export const FULL_SCREEN_PAGES: PrivatePage[] = [
  {
    path: "groups",
    rule: "groups",
    titleKey: "page.groups",
    frame: "table",
    screen: lazy(() =>
      import("../features/people/screens/GroupsScreen.tsx").then((m) => ({ default: m.GroupsScreen })),
    ),
  },
  {
    path: "profile/dashboard",
    rule: "profile",
    titleKey: "page.dashboard",
    frame: "table",
    screen: lazy(() => import("../features/stats/screens/DashboardScreen.tsx")),
  },
  {
    path: "company",
    rule: "companyList",
    titleKey: "page.companies",
    frame: "table",
    screen: lazy(() => import("../features/company/screens/CompaniesScreen.tsx")),
  },
  {
    path: "company/:companyId",
    rule: "companySettings",
    titleKey: "page.companySettings",
    frame: "form",
    screen: lazy(() => import("../features/company/screens/CompanySettingsScreen.tsx")),
  },
  {
    path: "company/:companyId/channel",
    rule: "companySettings",
    titleKey: "page.channels",
    frame: "table",
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
    frame: "table",
    screen: lazy(() =>
      import("../features/people/screens/TeamsScreen.tsx").then((m) => ({ default: m.TeamsScreen })),
    ),
  },
  {
    path: "team/:teamId",
    rule: "team",
    titleKey: "page.team",
    frame: "form",
    screen: lazy(() =>
      import("../features/people/screens/TeamScreen.tsx").then((m) => ({ default: m.TeamScreen })),
    ),
  },
  {
    path: "user",
    rule: "user",
    titleKey: "page.users",
    frame: "table",
    screen: lazy(() =>
      import("../features/people/screens/UsersScreen.tsx").then((m) => ({ default: m.UsersScreen })),
    ),
  },
  {
    path: "user/referrals",
    rule: "user",
    titleKey: "page.referralInvites",
    frame: "table",
    screen: lazy(() => import("../features/invitation/screens/ReferralInvitesScreen.tsx")),
  },
  {
    path: "user/launch",
    rule: "user",
    titleKey: "page.advancedInvites",
    frame: "table",
    screen: lazy(() => import("../features/invitation/screens/ScheduledInvitationsScreen.tsx")),
  },
  {
    path: "user/queue",
    rule: "userQueue",
    titleKey: "page.queue",
    frame: "table",
    screen: lazy(() => import("../features/invitation/screens/QueueScreen.tsx")),
  },
  {
    path: "user/:msg",
    rule: "user",
    titleKey: "page.users",
    frame: "table",
    screen: lazy(() =>
      import("../features/people/screens/UsersScreen.tsx").then((m) => ({ default: m.UsersScreen })),
    ),
  },
  {
    path: "user/:msg/:userId",
    rule: "user",
    titleKey: "page.user",
    frame: "form",
    screen: lazy(() =>
      import("../features/people/screens/UserEditScreen.tsx").then((m) => ({ default: m.UserEditScreen })),
    ),
  },
  {
    path: "internal-analytics",
    rule: "internalAnalytics",
    titleKey: "page.workforceInsights",
    frame: "table",
    screen: lazy(() => import("../features/analytics/screens/InternalAnalyticsScreen.tsx")),
  },
  {
    path: "people",
    rule: "people",
    titleKey: "page.people",
    frame: "table",
    screen: lazy(() =>
      import("../features/people/screens/PeopleDirectoryScreen.tsx").then((m) => ({
        default: m.PeopleDirectoryScreen,
      })),
    ),
  },
  {
    path: "email-newsletter",
    rule: "email",
    titleKey: "page.emailNewsletter",
    frame: "table",
    screen: lazy(() => import("../features/newsletter/screens/EmailNewsletterScreen.tsx")),
  },
  {
    path: "email-list",
    rule: "email",
    titleKey: "page.email",
    frame: "table",
    screen: lazy(() => import("../features/newsletter/screens/EmailListScreen.tsx")),
  },
  {
    path: "email-details/:campaignId",
    rule: "email",
    titleKey: "page.emailDetails",
    frame: "table",
    screen: lazy(() => import("../features/newsletter/screens/EmailDetailsScreen.tsx")),
  },
  {
    path: "resource",
    rule: "linked",
    titleKey: "page.resources",
    frame: "reading",
    screen: lazy(() => import("../features/resource/screens/ResourceScreen.tsx")),
  },
  {
    path: "reward",
    rule: "gamification",
    titleKey: "page.perks",
    frame: "table",
    screen: lazy(() => import("../features/reward/screens/RewardScreen.tsx")),
  },
  {
    path: "documents",
    rule: "linked",
    titleKey: "page.documents",
    frame: "reading",
    screen: lazy(() => import("../features/document/screens/DocumentsScreen.tsx")),
  },
  {
    path: "leaderboard",
    rule: "gamification",
    titleKey: "page.leaderboard",
    frame: "reading",
    screen: lazy(() => import("../features/leaderboard/screens/LeaderboardScreen.tsx")),
  },
  {
    path: "social-feed",
    rule: "linked",
    titleKey: "page.socialFeed",
    frame: "reading",
    screen: lazy(() => import("../features/integrations/screens/SocialFeedScreen.tsx")),
  },
  {
    path: "analytics2",
    rule: "analytics",
    titleKey: "page.analytics",
    frame: "table",
    screen: lazy(() => import("../features/analytics/screens/AnalyticsOverviewScreen.tsx")),
  },
  {
    path: "analytics2/posts",
    rule: "analytics",
    titleKey: "page.postAnalytics",
    frame: "table",
    screen: lazy(() => import("../features/analytics/screens/PostAnalyticsScreen.tsx")),
  },
  {
    path: "analytics2/users",
    rule: "analytics",
    titleKey: "page.userAnalytics",
    frame: "table",
    screen: lazy(() => import("../features/analytics/screens/UserAnalyticsScreen.tsx")),
  },
  {
    path: "analytics2/smarper",
    rule: "analytics",
    titleKey: "page.smarperAnalytics",
    frame: "table",
    screen: lazy(() => import("../features/analytics/screens/SmarperAnalyticsScreen.tsx")),
  },
  {
    path: "help",
    rule: "linked",
    titleKey: "page.help",
    frame: "reading",
    screen: lazy(() =>
      import("../features/pages/screens/HelpScreen.tsx").then((m) => ({ default: m.HelpScreen })),
    ),
  },
];

/** Public routes (access §2); no sign-in needed (the getting-in ones: access-routes.tsx). */
export const PUBLIC_PAGES: {
  path: string;
  titleKey: string;
  signedOutOnly?: boolean;
  screen: ComponentType;
}[] = [
  {
    path: "privacy-policy",
    titleKey: "page.privacyPolicy",
    screen: lazy(() =>
      import("../features/company/screens/LegalScreen.tsx").then((m) => ({ default: m.PrivacyPolicyScreen })),
    ),
  },
  {
    path: "terms-of-service",
    titleKey: "page.termsOfService",
    screen: lazy(() =>
      import("../features/company/screens/LegalScreen.tsx").then((m) => ({
        default: m.TermsOfServiceScreen,
      })),
    ),
  },
  {
    path: "newAccount",
    titleKey: "page.newAccount",
    screen: lazy(() =>
      import("../features/pages/screens/PublicInfoScreens.tsx").then((m) => ({
        default: m.NewAccountScreen,
      })),
    ),
  },
  {
    path: "oops",
    titleKey: "page.oops",
    screen: lazy(() =>
      import("../features/pages/screens/PublicInfoScreens.tsx").then((m) => ({ default: m.OopsScreen })),
    ),
  },
  {
    path: "post",
    titleKey: "page.publicPost",
    screen: lazy(() =>
      import("../features/pages/screens/PublicInfoScreens.tsx").then((m) => ({
        default: m.PublicPostScreen,
      })),
    ),
  },
];

/** Core §2 share links: public (a visitor who is not signed in gets the sign-in modal); see routes.tsx. */
export const SHARE_ENTRY_PATHS = ["sharepost/:postId/:socnet", "preview/:postId/:socnet"] as const;

export { BEHALF_PATH } from "../routing/paths.ts";

export const LOGIN_PATHS = ["account", "login", "loginMain"] as const;
