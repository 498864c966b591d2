import { describe, expect, it } from "vitest";
import { type ChannelPosting, channelPosting } from "./post-channels.rules.ts";

const open = { adminsOnlyPosting: false, isUserPublishEnabled: true };
const noUserPublish = { adminsOnlyPosting: false, isUserPublishEnabled: false };
const adminsOnly = { adminsOnlyPosting: true, isUserPublishEnabled: true };
const managed = { managed: true, readable: true, active: true };
const read = { managed: false, readable: true, active: true };
const unread = { managed: false, readable: false, active: true };
const inactive = { managed: true, readable: true, active: false };

describe("channelPosting (core §4 Posting)", () => {
  it.each<[string, typeof managed, boolean, typeof open, ChannelPosting]>([
    ["managed channel", managed, false, open, "publish"],
    ["read channel, users may publish", read, false, open, "propose"],
    ["read channel, users may not publish", read, false, noUserPublish, "none"],
    ["channel not read", unread, false, open, "none"],
    ["inactive channel, even managed", inactive, true, open, "none"],
    ["admins-only posting, channel manager", managed, false, adminsOnly, "none"],
    ["admins-only posting, admin", managed, true, adminsOnly, "publish"],
    ["admins-only posting, admin, channel only read", read, true, adminsOnly, "propose"],
  ])("%s", (_, channel, adminLevel, company, expected) => {
    expect(channelPosting(channel, { adminLevel }, company)).toBe(expected);
  });
});
