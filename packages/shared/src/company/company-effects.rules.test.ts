import { describe, expect, it } from "vitest";
import { navTabs, postsMenu } from "../access/navigation.rules.ts";
import type { Role } from "../access/roles.ts";
import { ROUTE_RULES } from "../access/route-access.ts";
import type { Session2 } from "../session/session.contract.ts";
import { sessionFixture } from "../test/session-fixture.ts";
import { defaultPostNetworks, showsInfluencerScore, showsMobileAppLink } from "./company-effects.rules.ts";

type Company = Partial<Session2["company"]>;
const nav = (role: Role, company: Company) => ({
  session: sessionFixture(role, {
    company,
    user: role === "channel_manager" ? { managingChannelIdList: ["c1"] } : {},
  }),
  canPostOnBehalf: false,
});

/**
 * Core §3: each company field, off and on, and what a person sees change. `probe` answers what
 * the field decides; the two settings must give the two expected answers.
 */
const EFFECTS: {
  field: string;
  off: Company;
  on: Company;
  probe: (company: Company) => unknown;
  expected: [unknown, unknown];
}[] = [
  {
    field: "isGamificationDisabled: the Perks tab (groups off, rewards on)",
    off: { isGroupEnabled: false, RewardEnabled: true, isGamificationDisabled: false },
    on: { isGroupEnabled: false, RewardEnabled: true, isGamificationDisabled: true },
    probe: (c) => navTabs(nav("sharer", c)).includes("perks"),
    expected: [true, false],
  },
  {
    field: "isGamificationDisabled: /reward and /leaderboard",
    off: { isGamificationDisabled: false },
    on: { isGamificationDisabled: true },
    probe: (c) => ROUTE_RULES.gamification(sessionFixture("sharer", { company: c })),
    expected: [true, false],
  },
  {
    field: "RewardEnabled: the Perks tab (groups off)",
    off: { isGroupEnabled: false, RewardEnabled: false },
    on: { isGroupEnabled: false, RewardEnabled: true },
    probe: (c) => navTabs(nav("sharer", c)).includes("perks"),
    expected: [false, true],
  },
  {
    field: "isHideResourcesEnabled: the Resources tab",
    off: { isHideResourcesEnabled: false },
    on: { isHideResourcesEnabled: true },
    probe: (c) => navTabs(nav("sharer", c)).includes("resources"),
    expected: [true, false],
  },
  {
    field: "isChannelManagerEnabled: the My Channels tab of a channel manager",
    off: { isChannelManagerEnabled: false },
    on: { isChannelManagerEnabled: true },
    probe: (c) => navTabs(nav("channel_manager", c)).includes("myChannels"),
    expected: [false, true],
  },
  {
    field: "isArchivedReadEnabled: a sharer's Archived entry",
    off: { isArchivedReadEnabled: false },
    on: { isArchivedReadEnabled: true },
    probe: (c) => postsMenu(nav("sharer", c)).includes("archived"),
    expected: [false, true],
  },
  {
    field: "postCreation.adminsOnlyPosting: a sharer's Own Posts entry",
    off: { postCreation: { adminsOnlyPosting: false } },
    on: { postCreation: { adminsOnlyPosting: true } },
    probe: (c) => postsMenu(nav("sharer", c)).includes("own"),
    expected: [true, false],
  },
  {
    field: "isInfluencerScoreHidden: a sharer sees the score",
    off: { isInfluencerScoreHidden: false },
    on: { isInfluencerScoreHidden: true },
    probe: (c) =>
      showsInfluencerScore({ isInfluencerScoreHidden: c.isInfluencerScoreHidden ?? false }, "sharer"),
    expected: [true, false],
  },
  {
    field: "isGetMobileAppDisabled: the Get the app link",
    off: { isGetMobileAppDisabled: false },
    on: { isGetMobileAppDisabled: true },
    probe: (c) => showsMobileAppLink({ isGetMobileAppDisabled: c.isGetMobileAppDisabled ?? false }),
    expected: [true, false],
  },
  {
    field: "isDefaultPostTypeShareable: a new post's networks",
    off: { isDefaultPostTypeShareable: false },
    on: { isDefaultPostTypeShareable: true },
    probe: (c) =>
      defaultPostNetworks({
        isDefaultPostTypeShareable: c.isDefaultPostTypeShareable ?? false,
        SocnetOrderedSet: [
          { Name: "Linkedin", SharingPoint: 4 },
          { Name: "Twitter", SharingPoint: 2 },
        ],
      }),
    expected: [
      [],
      [
        { media: "linkedin", sharePoint: 4 },
        { media: "twitter", sharePoint: 2 },
      ],
    ],
  },
];

describe("company fields take effect (core §3)", () => {
  it.each(EFFECTS)("$field", ({ off, on, probe, expected }) => {
    expect([probe(off), probe(on)]).toEqual(expected);
  });

  it("keeps the influencer score for admin-level even when hidden", () => {
    expect(showsInfluencerScore({ isInfluencerScoreHidden: true }, "admin")).toBe(true);
    expect(showsInfluencerScore({ isInfluencerScoreHidden: true }, "group_admin")).toBe(false);
  });
});
