import { describe, expect, it } from "vitest";
import { makeChannel } from "../../test/fixtures/posts.ts";
import type { ChannelGroup } from "./api.ts";
import { ALL_GROUPS, filterChannelGroups } from "./channel-filter.ts";
import { showOnboarding } from "./onboarding.ts";

const groups: ChannelGroup[] = [
  {
    groupId: null,
    groupName: "Acme",
    channelList: [
      makeChannel({ _id: "c1", name: "Company News", subscriptionStatus: true, isMandatory: true }),
      makeChannel({ _id: "c2", name: "Careers", subscriptionStatus: false }),
    ],
  },
  {
    groupId: "g1",
    groupName: "Field Sales",
    channelList: [makeChannel({ _id: "c3", name: "Field Sales Wins", subscriptionStatus: true })],
  },
];
const names = (result: ChannelGroup[]) => result.flatMap((group) => group.channelList.map((c) => c.name));

describe("filterChannelGroups (core §2 Customize My Feed)", () => {
  it("searches the name case-insensitively and hides empty groups", () => {
    const result = filterChannelGroups(groups, {
      search: "CAREER",
      subscription: "all",
      groupId: ALL_GROUPS,
    });
    expect(names(result)).toEqual(["Careers"]);
    expect(result.map((group) => group.groupName)).toEqual(["Acme"]);
  });
  it("filters subscribed and unsubscribed channels", () => {
    expect(
      names(filterChannelGroups(groups, { search: "", subscription: "subscribed", groupId: ALL_GROUPS })),
    ).toEqual(["Company News", "Field Sales Wins"]);
    expect(
      names(filterChannelGroups(groups, { search: "", subscription: "unsubscribed", groupId: ALL_GROUPS })),
    ).toEqual(["Careers"]);
  });
  it("keeps one group", () => {
    expect(names(filterChannelGroups(groups, { search: "", subscription: "all", groupId: "g1" }))).toEqual([
      "Field Sales Wins",
    ]);
    expect(names(filterChannelGroups(groups, { search: "", subscription: "all", groupId: "none" }))).toEqual([
      "Company News",
      "Careers",
    ]);
  });
  it("finds nothing for an unknown name", () => {
    expect(filterChannelGroups(groups, { search: "zzz", subscription: "all", groupId: ALL_GROUPS })).toEqual(
      [],
    );
  });
});

describe("channel onboarding card", () => {
  it("shows until the event is triggered or the card was closed", () => {
    expect(showOnboarding([], false)).toBe(true);
    expect(showOnboarding(["channel_onboarding_archived"], false)).toBe(false);
    expect(showOnboarding([], true)).toBe(false);
  });
});
