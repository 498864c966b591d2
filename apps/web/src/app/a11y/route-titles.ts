import { matchRoutes } from "react-router";
import { FEED_TYPE_LABEL_KEY, parseFeedType } from "../../lib/feed-type.ts";
import {
  BEHALF_PATH,
  FULL_SCREEN_PAGES,
  LOGIN_PATHS,
  PAGES_WITH_SIDEBARS,
  PUBLIC_PAGES,
  SHARE_ENTRY_PATHS,
} from "../route-table.ts";

/**
 * WCAG 2.4.2: every route's page title. The route table's titles, plus the routes that are not in it
 * (feed, post screens, getting-in and account screens).
 */
const OTHER_ROUTES: { path: string; titleKey: string }[] = [
  ...LOGIN_PATHS.map((path) => ({ path, titleKey: "page.login" })),
  ...SHARE_ENTRY_PATHS.map((path) => ({ path, titleKey: "page.sharePost" })),
  { path: "preview/:postId", titleKey: "page.previewPost" },
  { path: "edit/new", titleKey: "page.newPost" },
  { path: "edit/:postId", titleKey: "page.editPost" },
  { path: BEHALF_PATH, titleKey: "page.behalf" },
  { path: "maintenance", titleKey: "maintenance.title" },
  { path: "unauthorized", titleKey: "unauthorized.title" },
  { path: "suspended", titleKey: "suspended.title" },
  { path: "register", titleKey: "page.register" },
  { path: "forgot-password", titleKey: "page.forgotPassword" },
  { path: "resetPassword", titleKey: "page.resetPassword" },
  { path: "subdomainFinder", titleKey: "page.subdomainFinder" },
  { path: "authz", titleKey: "page.authz" },
  { path: "success", titleKey: "page.success" },
  { path: "apps-onboarding", titleKey: "page.appsOnboarding" },
  { path: "socnet-bypass", titleKey: "page.socnetBypass" },
  { path: "mobile", titleKey: "page.mobile" },
  { path: "profile/settings", titleKey: "page.accountSettings" },
  { path: "profile/settings/language", titleKey: "page.languageSettings" },
  { path: "delete-account", titleKey: "page.deleteAccount" },
  { path: "access-token", titleKey: "page.accessToken" },
  { path: "apps", titleKey: "page.apps" },
  { path: "email-outbox", titleKey: "page.outbox" },
  { path: "accessibility", titleKey: "page.accessibility" },
];

export const TITLED_ROUTES: { path: string; titleKey: string }[] = [
  ...OTHER_ROUTES,
  ...PAGES_WITH_SIDEBARS,
  ...FULL_SCREEN_PAGES,
  ...PUBLIC_PAGES,
].map(({ path, titleKey }) => ({ path, titleKey }));

const MATCHABLE = TITLED_ROUTES.map(({ path, titleKey }) => ({ path: `/${path}`, titleKey }));

/** The translation key of a location's page title; the feed's title is its feed type's name. */
export function titleKeyOf(pathname: string, search: string): string {
  if (pathname === "/" || pathname === "") {
    return FEED_TYPE_LABEL_KEY[parseFeedType(new URLSearchParams(search).get("type"))];
  }
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  return match ? (match.route as { titleKey: string }).titleKey : "page.notFound";
}

/** 'Page – Company' (or 'Page – Chorus' before sign-in). */
export const documentTitle = (page: string, site: string): string =>
  page === site ? site : `${page} – ${site}`;
