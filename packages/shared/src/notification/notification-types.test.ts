import { describe, expect, it } from "vitest";
import {
  categoryOf,
  DEFAULT_DELIVERY,
  deliveryOf,
  inAppNotificationsDisabled,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  settingsChange,
} from "./notification-types.ts";

describe("notification types and their settings", () => {
  it.each([
    ["instant_post", "instantPost"],
    ["new_proposed_post", "newProposedPost"],
    ["approved_post", "approvedPost"],
    ["rejected_post", "approvedPost"],
    ["scheduled_post_published", "postPublished"],
    ["share_failed", "shareFailed"],
    ["socnet_reconnect", "shareFailed"],
    ["share_stat", "shareStat"],
    ["accepted_invitation", "acceptedInvitation"],
    ["new_channel_created", "newChannelCreated"],
    ["behalf_collaboration_request", "collaboration"],
    ["ad_error_user_exists", "directorySync"],
    ["ad_error_unexpected", "directorySync"],
    ["content_feed_disabled", "integrationErrors"],
    ["something_else", null],
  ])("%s is governed by %s", (type, category) => {
    expect(categoryOf(type)).toBe(category);
  });

  it("every listed type has a category", () => {
    for (const type of Object.values(NOTIFICATION_TYPES)) expect(categoryOf(type)).not.toBeNull();
  });

  it.each([
    ["defaults", {}, "new_proposed_post", DEFAULT_DELIVERY.newProposedPost],
    [
      "a Session flag is the in-app switch",
      { instantPost: false },
      "instant_post",
      { inApp: false, email: false, push: true },
    ],
    [
      "the flag wins over a channel choice for in-app",
      { approvedPost: true, channels: { approvedPost: { inApp: false, email: false } } },
      "rejected_post",
      { inApp: true, email: false, push: true },
    ],
    [
      "a category without a flag uses its channel choices",
      { channels: { newChannelCreated: { inApp: false, push: true } } },
      "new_channel_created",
      { inApp: false, email: false, push: true },
    ],
    ["an ungoverned type is in-app only", {}, "custom_type", { inApp: true, email: false, push: false }],
  ])("%s", (_label, settings, type, expected) => {
    expect(deliveryOf(settings, type)).toEqual(expected);
  });

  it("notifications are disabled only when no category reaches the app", () => {
    const allOff = {
      instantPost: false,
      acceptedInvitation: false,
      shareStat: false,
      newProposedPost: false,
      approvedPost: false,
      channels: Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, { inApp: false }])),
    };
    expect(inAppNotificationsDisabled(allOff)).toBe(true);
    expect(inAppNotificationsDisabled({ ...allOff, shareStat: true })).toBe(false);
    expect(inAppNotificationsDisabled({})).toBe(false);
  });

  it("a switch becomes the smallest settings change: the flag, or the whole channel map", () => {
    expect(settingsChange({}, "instantPost", "inApp", false)).toEqual({ instantPost: false });
    const current = { channels: { shareStat: { email: true } } };
    expect(settingsChange(current, "instantPost", "email", true)).toEqual({
      channels: { shareStat: { email: true }, instantPost: { email: true } },
    });
    expect(settingsChange(current, "shareStat", "push", true)).toEqual({
      channels: { shareStat: { email: true, push: true } },
    });
  });
});
