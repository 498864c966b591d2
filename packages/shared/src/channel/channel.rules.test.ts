import { describe, expect, it } from "vitest";
import {
  type ChannelFacts,
  type ChannelViewerFacts,
  canSeeChannel,
  conflictingPrivacy,
  isEssentialChannel,
  selfSubscribeVerdict,
  selfUnsubscribeVerdict,
  subscriptionStatusOf,
} from "./channel.rules.ts";

const HQ = "g-headquarters";
const FIELD = "g-field-sales";

const sharer: ChannelViewerFacts = {
  isCompanyManager: false,
  groupId: HQ,
  administeredGroupIds: [],
  staffManagerChannelIds: [],
  curatedChannels: [],
  viewsAnotherCompany: false,
};
const admin: ChannelViewerFacts = { ...sharer, isCompanyManager: true, curatedChannels: "all" };
const visitingSmarper: ChannelViewerFacts = { ...admin, viewsAnotherCompany: true };
const fieldSalesAdmin: ChannelViewerFacts = {
  ...sharer,
  groupId: FIELD,
  administeredGroupIds: [FIELD],
  curatedChannels: ["field-wins", "field-private"],
};
const eventsManager: ChannelViewerFacts = {
  ...sharer,
  staffManagerChannelIds: ["events"],
  curatedChannels: ["events"],
};
/** A staff manager acting as a sharer: essential stays, curating does not. */
const eventsManagerAsSharer: ChannelViewerFacts = { ...eventsManager, curatedChannels: [] };

const channel = (overrides: Partial<ChannelFacts> & { _id: string }): ChannelFacts => ({
  groupId: null,
  isPrivate: false,
  isMandatory: false,
  isActive: true,
  isSubscribedByViewer: false,
  ...overrides,
});
const news = channel({ _id: "news", isMandatory: true });
const events = channel({ _id: "events" });
const careers = channel({ _id: "careers" });
const leadership = channel({ _id: "leadership", isPrivate: true });
const leadershipMember = channel({ _id: "leadership", isPrivate: true, isSubscribedByViewer: true });
const fieldWins = channel({ _id: "field-wins", groupId: FIELD });
const fieldPrivate = channel({ _id: "field-private", groupId: FIELD, isPrivate: true });
const archived = channel({ _id: "archived", isActive: false, isSubscribedByViewer: true });

describe("isEssentialChannel", () => {
  it.each([
    ["sharer, mandatory", sharer, news, true],
    ["sharer, ordinary", sharer, careers, false],
    ["admin, ordinary (managers are not subscribed to everything)", admin, careers, false],
    ["admin, mandatory", admin, news, true],
    ["staff manager, own channel", eventsManager, events, true],
    ["staff manager acting as sharer, own channel", eventsManagerAsSharer, events, true],
    ["staff manager, other channel", eventsManager, careers, false],
    ["group admin, own group's channel", fieldSalesAdmin, fieldWins, true],
    ["group admin, company-wide channel", fieldSalesAdmin, careers, false],
    ["smarper viewing another company, mandatory", visitingSmarper, news, false],
  ])("%s → %s", (_name, viewer, target, expected) => {
    expect(isEssentialChannel(viewer, target)).toBe(expected);
    if (expected) expect(subscriptionStatusOf(viewer, target)).toBe(true);
  });
});

describe("canSeeChannel", () => {
  it.each([
    ["sharer, company-wide", sharer, careers, true],
    ["sharer, private non-member", sharer, leadership, false],
    ["sharer, private member", sharer, leadershipMember, true],
    ["sharer of HQ, Field Sales channel", sharer, fieldWins, false],
    ["Field Sales admin, Field Sales channel", fieldSalesAdmin, fieldWins, true],
    ["Field Sales admin, Field Sales private channel", fieldSalesAdmin, fieldPrivate, true],
    ["Field Sales admin, company private channel", fieldSalesAdmin, leadership, false],
    ["admin, private non-member", admin, leadership, true],
    ["admin, other group", admin, fieldWins, true],
    ["admin, inactive", admin, archived, true],
    ["sharer, inactive even when subscribed", sharer, archived, false],
    ["channel manager, own inactive channel", eventsManager, { ...events, isActive: false }, true],
  ])("%s → %s", (_name, viewer, target, expected) => {
    expect(canSeeChannel(viewer, target)).toBe(expected);
  });
});

describe("selfSubscribeVerdict / selfUnsubscribeVerdict", () => {
  it.each([
    ["sharer, ordinary", sharer, careers, "ok", "ok"],
    ["sharer, private non-member", sharer, leadership, "needs_invitation", "hidden"],
    ["sharer, private member", sharer, leadershipMember, "ok", "ok"],
    ["sharer, other group's private", sharer, fieldPrivate, "hidden", "hidden"],
    ["sharer, other group's channel", sharer, fieldWins, "hidden", "hidden"],
    ["sharer, mandatory", sharer, news, "ok", "essential"],
    ["admin, private non-member", admin, leadership, "ok", "ok"],
    ["staff manager, own channel", eventsManager, events, "ok", "essential"],
    ["visiting smarper, mandatory", visitingSmarper, news, "ok", "ok"],
  ] as const)("%s → %s / %s", (_name, viewer, target, subscribe, unsubscribe) => {
    expect(selfSubscribeVerdict(viewer, target)).toBe(subscribe);
    expect(selfUnsubscribeVerdict(viewer, target)).toBe(unsubscribe);
  });
});

describe("conflictingPrivacy", () => {
  it.each([
    [false, false, false],
    [true, false, false],
    [false, true, false],
    [true, true, true],
  ])("private %s, mandatory %s → %s", (isPrivate, isMandatory, expected) => {
    expect(conflictingPrivacy({ isPrivate, isMandatory })).toBe(expected);
  });
});
