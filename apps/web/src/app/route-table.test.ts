import type { RouteRuleName } from "@chorus/shared/access/route-access";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { ACCESS_FULL_SCREEN_ROUTES } from "./access-routes.tsx";
import { FULL_SCREEN_PAGES, PAGES_WITH_SIDEBARS } from "./route-table.ts";

/**
 * Core §2's client route table (and access §2's access rules): each route the web serves is guarded
 * by the rule the spec names for it. What each rule lets through is tested in
 * packages/shared/src/access/route-access.test.ts.
 */
const SPEC_ROUTES: { paths: string[]; rule: RouteRuleName; spec: string }[] = [
  { spec: "/groups: manager or group admin, and groups enabled", paths: ["groups"], rule: "groups" },
  {
    spec: "/profile/dashboard, /profile/settings, /profile/settings/language, /notifications, /delete-account, /access-token: any logged-in user",
    paths: [
      "profile/dashboard",
      "profile/settings",
      "profile/settings/language",
      "notifications",
      "delete-account",
      "access-token",
    ],
    rule: "profile",
  },
  { spec: "/company/ (list): manager only (smarper and partner)", paths: ["company"], rule: "companyList" },
  {
    spec: "/company/{companyId} settings; /company/{companyId}/channel/: manager, group admin or channel manager",
    paths: ["company/:companyId", "company/:companyId/channel"],
    rule: "companySettings",
  },
  { spec: "/team, /team/{teamId}: manager or group admin", paths: ["team", "team/:teamId"], rule: "team" },
  {
    spec: "/user, /user/referrals, /user/launch: manager, group admin or channel manager",
    paths: ["user", "user/referrals", "user/launch", "user/:msg", "user/:msg/:userId"],
    rule: "user",
  },
  { spec: "/user/queue: manager or group admin", paths: ["user/queue"], rule: "userQueue" },
  {
    spec: "/internal-analytics: manager, group admin, channel manager or channel analyst",
    paths: ["internal-analytics"],
    rule: "internalAnalytics",
  },
  { spec: "/people: only if the employee directory lab is on", paths: ["people"], rule: "people" },
  {
    spec: "/email-newsletter, /email-list, /email-details/{campaignId}: only with the email lab enabled",
    paths: ["email-newsletter", "email-list", "email-details/:campaignId"],
    rule: "email",
  },
  {
    spec: "/analytics2, /analytics2/posts, /analytics2/users, /analytics2/smarper (core §6 Analytics)",
    paths: ["analytics2", "analytics2/posts", "analytics2/users", "analytics2/smarper"],
    rule: "analytics",
  },
  {
    spec: "/resource, /social-feed, /apps: linked from navigation",
    paths: ["resource", "social-feed", "apps"],
    rule: "linked",
  },
  {
    spec: "/reward/, /leaderboard: linked from navigation, gone with gamification off (core §3)",
    paths: ["reward", "leaderboard"],
    rule: "gamification",
  },
];

/** Every guarded path the web serves with its rule: the placeholder pages and the built screens. */
const SERVED = new Map<string, RouteRuleName>([
  ...[...PAGES_WITH_SIDEBARS, ...FULL_SCREEN_PAGES].map((p) => [p.path, p.rule] as const),
  ...ACCESS_FULL_SCREEN_ROUTES.map(
    (r) => [r.path ?? "", (r.element as ReactElement<{ rule: RouteRuleName }>).props.rule] as const,
  ),
]);

describe("web routes are guarded as core §2's route table says", () => {
  it.each(SPEC_ROUTES)("$spec", ({ paths, rule }) => {
    expect(paths.map((path) => [path, SERVED.get(path)])).toEqual(paths.map((path) => [path, rule]));
  });
});
