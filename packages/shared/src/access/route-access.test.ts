import { describe, expect, it } from "vitest";
import type { Lab } from "../labs/labs.ts";
import type { Session2 } from "../session/session.contract.ts";
import { ROLES, type Role } from "./roles.ts";
import { ROUTE_RULES, type RouteRuleName } from "./route-access.ts";

const CHANNEL = "65a000000000000000000001";

/**
 * A signed-in user of a role with the duties the role stands for (a channel manager manages a
 * channel, a channel analyst analyses one), in a company with the given settings. Only the fields
 * the rules read are meaningful; the rest is filler of the right type.
 */
function sessionOf(
  role: Role,
  o: { groups?: boolean; companyLabs?: Lab[]; userLabs?: Lab[]; gamificationOff?: boolean } = {},
): Session2 {
  return {
    role,
    user: {
      role,
      managingChannelIdList: role === "channel_manager" ? [CHANNEL] : [],
      analysingChannelIdList: role === "channel_analyst" ? [CHANNEL] : [],
      smarpFeatureMap: Object.fromEntries((o.userLabs ?? []).map((lab) => [lab, true])),
    },
    company: {
      isGroupEnabled: o.groups ?? true,
      smarpLabList: o.companyLabs ?? [],
      isGamificationDisabled: o.gamificationOff ?? false,
    },
  } as unknown as Session2;
}

type Setting = Parameters<typeof sessionOf>[1];
interface SpecCase {
  /** The spec's words (core §2 route table, access §2, core §6). */
  spec: string;
  rule: RouteRuleName;
  setting?: Setting;
  /** The roles the spec lets in; every other role sees the Unauthorized page. */
  allowed: readonly Role[];
}

const MANAGERS: Role[] = ["admin", "partner", "smarper"];
const EVERYONE: readonly Role[] = ROLES;

/** Core §2 "Client routes (access rule in brackets)", access §2 access rules, core §6 for analytics and admin level. */
const SPEC: SpecCase[] = [
  { spec: "core §2: / (feed) — any logged-in user", rule: "feed", allowed: EVERYONE },
  {
    spec: "core §2: /groups — manager or group admin, and company has groups enabled",
    rule: "groups",
    setting: { groups: true },
    allowed: [...MANAGERS, "group_admin"],
  },
  {
    spec: "core §2: /groups — … and company has groups enabled (groups off: nobody)",
    rule: "groups",
    setting: { groups: false },
    allowed: [],
  },
  {
    spec: "core §2: /profile/dashboard, /profile/settings, /notifications, … — any logged-in user",
    rule: "profile",
    allowed: EVERYONE,
  },
  {
    spec: "core §2: /company/ (list) — manager only (smarper and partner)",
    rule: "companyList",
    allowed: ["partner", "smarper"],
  },
  {
    spec: "core §2: /company/{companyId} settings; /company/{companyId}/channel/ — manager, group admin or channel manager",
    rule: "companySettings",
    allowed: [...MANAGERS, "group_admin", "channel_manager"],
  },
  {
    spec: "core §2, access §2: /team, /team/{teamId} — manager or group admin",
    rule: "team",
    allowed: [...MANAGERS, "group_admin"],
  },
  {
    spec: "core §2, access §2: /user, /user/referrals, /user/launch — manager, group admin or channel manager",
    rule: "user",
    allowed: [...MANAGERS, "group_admin", "channel_manager"],
  },
  {
    spec: "core §2, access §2: /user/queue — manager or group admin",
    rule: "userQueue",
    allowed: [...MANAGERS, "group_admin"],
  },
  {
    spec: "core §2: /internal-analytics — manager, group admin, channel manager or channel analyst",
    rule: "internalAnalytics",
    allowed: [...MANAGERS, "group_admin", "channel_manager", "channel_analyst"],
  },
  {
    spec: "core §6: Analytics: admin-level, group admin, channel manager or analyst",
    rule: "analytics",
    allowed: [...MANAGERS, "group_admin", "channel_manager", "channel_analyst"],
  },
  {
    spec: "core §2: /people — only if the employee directory lab is on (off: nobody)",
    rule: "people",
    allowed: [],
  },
  {
    spec: "core §2: /people — only if the employee directory lab is on (company lab)",
    rule: "people",
    setting: { companyLabs: ["employee_directory_lab"] },
    allowed: EVERYONE,
  },
  {
    spec: "core §6: Labs per user (smarpFeatureMap) or per company — /people with the user's lab",
    rule: "people",
    setting: { userLabs: ["employee_directory_lab"] },
    allowed: EVERYONE,
  },
  {
    spec: "core §2: /email-newsletter, /email-list, /email-details — only with the email lab enabled (off: nobody)",
    rule: "email",
    allowed: [],
  },
  {
    spec: "core §2: /email-newsletter, /email-list, /email-details — only with the email lab enabled",
    rule: "email",
    setting: { companyLabs: ["email_newsletters_lab"] },
    allowed: EVERYONE,
  },
  { spec: "core §2: /edit/{postId}, /preview/{postId}, … — post routes", rule: "post", allowed: EVERYONE },
  {
    spec: "core §2: /resource, /reward, /leaderboard, /social-feed, /analytics2, … — linked from navigation",
    rule: "linked",
    allowed: EVERYONE,
  },
  {
    spec: "core §3 isGamificationDisabled: /reward and /leaderboard for everyone while gamification is on",
    rule: "gamification",
    allowed: EVERYONE,
  },
  {
    spec: "core §3 isGamificationDisabled: turned off, points, trophies and leaderboards are hidden everywhere",
    rule: "gamification",
    setting: { gamificationOff: true },
    allowed: [],
  },
  {
    spec: "core §6: Admin-level permission = the same (admin, partner, smarper): the mail outbox",
    rule: "adminLevel",
    allowed: MANAGERS,
  },
];

describe("client route access follows the spec's route table", () => {
  it.each(SPEC)("$spec", ({ rule, setting, allowed }) => {
    const letIn = ROLES.filter((role) => ROUTE_RULES[rule](sessionOf(role, setting)));
    expect(letIn).toEqual(ROLES.filter((role) => allowed.includes(role)));
  });

  it("has a spec case for every rule, so a new rule comes with its spec text", () => {
    const covered = new Set(SPEC.map((c) => c.rule));
    expect(Object.keys(ROUTE_RULES).filter((rule) => !covered.has(rule as RouteRuleName))).toEqual([]);
  });

  it("follows channel duties, not the role name: a sharer who analyses or manages a channel gets those screens", () => {
    const sharerAnalyst = sessionOf("sharer");
    sharerAnalyst.user.analysingChannelIdList = [CHANNEL];
    expect(ROUTE_RULES.internalAnalytics(sharerAnalyst)).toBe(true);
    expect(ROUTE_RULES.analytics(sharerAnalyst)).toBe(true);
    expect(ROUTE_RULES.user(sharerAnalyst)).toBe(false);
    const sharerManager = sessionOf("sharer");
    sharerManager.user.managingChannelIdList = [CHANNEL];
    expect(ROUTE_RULES.companySettings(sharerManager)).toBe(true);
    expect(ROUTE_RULES.userQueue(sharerManager)).toBe(false);
  });
});
