/**
 * Every notification type Chorus writes, and the setting that governs it. The spec's types
 * (core §3: new_channel_created, share_stat, accepted_invitation, ad_error_*) keep their names;
 * the others name the event they announce.
 */
export const NOTIFICATION_TYPES = {
  instantPost: "instant_post",
  newProposedPost: "new_proposed_post",
  approvedPost: "approved_post",
  rejectedPost: "rejected_post",
  scheduledPostPublished: "scheduled_post_published",
  shareFailed: "share_failed",
  socnetReconnect: "socnet_reconnect",
  shareStat: "share_stat",
  acceptedInvitation: "accepted_invitation",
  newChannelCreated: "new_channel_created",
  collaborationRequest: "behalf_collaboration_request",
  collaborationApproved: "behalf_collaboration_approved",
  collaborationRejected: "behalf_collaboration_rejected",
  adErrorUnexpected: "ad_error_unexpected",
  adErrorEmptyGroup: "ad_error_empty_group",
  adErrorInvalidGroup: "ad_error_invalid_group",
  adErrorInvalidAttribute: "ad_error_invalid_attribute",
  adErrorUserExists: "ad_error_user_exists",
  /** A content import feed failed too many times in a row and was switched off (admins). */
  contentFeedDisabled: "content_feed_disabled",
} as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/**
 * The settings a user sees: one line per category, three delivery channels each. The first five
 * are the Session's notification flags (core §3); their flag is the category's in-app switch.
 */
export const NOTIFICATION_CATEGORIES = [
  "instantPost",
  "newProposedPost",
  "approvedPost",
  "shareStat",
  "acceptedInvitation",
  "postPublished",
  "shareFailed",
  "newChannelCreated",
  "collaboration",
  "directorySync",
  "integrationErrors",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const LEGACY_FLAG_CATEGORIES = [
  "instantPost",
  "acceptedInvitation",
  "shareStat",
  "newProposedPost",
  "approvedPost",
] as const satisfies readonly NotificationCategory[];
type LegacyFlag = (typeof LEGACY_FLAG_CATEGORIES)[number];

const CATEGORY_OF_TYPE: Record<string, NotificationCategory> = {
  instant_post: "instantPost",
  new_proposed_post: "newProposedPost",
  approved_post: "approvedPost",
  rejected_post: "approvedPost",
  scheduled_post_published: "postPublished",
  share_failed: "shareFailed",
  socnet_reconnect: "shareFailed",
  share_stat: "shareStat",
  accepted_invitation: "acceptedInvitation",
  new_channel_created: "newChannelCreated",
  behalf_collaboration_request: "collaboration",
  behalf_collaboration_approved: "collaboration",
  behalf_collaboration_rejected: "collaboration",
  content_feed_disabled: "integrationErrors",
};

/** The category of a type; null for a type no setting governs (always delivered in the app). */
export function categoryOf(type: string): NotificationCategory | null {
  if (type.startsWith("ad_error_")) return "directorySync";
  return CATEGORY_OF_TYPE[type] ?? null;
}

export type DeliveryChannel = "inApp" | "email" | "push";
export const DELIVERY_CHANNELS = ["inApp", "email", "push"] as const satisfies readonly DeliveryChannel[];
export type ChannelChoice = { [C in DeliveryChannel]: boolean };

/**
 * What a user gets without having chosen: everything in the app and as a push (a push reaches
 * only browsers they subscribed), e-mail for what asks them to act.
 */
export const DEFAULT_DELIVERY: Record<NotificationCategory, ChannelChoice> = {
  instantPost: { inApp: true, email: false, push: true },
  newProposedPost: { inApp: true, email: true, push: true },
  approvedPost: { inApp: true, email: true, push: true },
  shareStat: { inApp: true, email: false, push: false },
  acceptedInvitation: { inApp: true, email: false, push: true },
  postPublished: { inApp: true, email: false, push: true },
  shareFailed: { inApp: true, email: true, push: true },
  newChannelCreated: { inApp: true, email: false, push: false },
  collaboration: { inApp: true, email: true, push: true },
  directorySync: { inApp: true, email: true, push: false },
  integrationErrors: { inApp: true, email: true, push: false },
};

/** The stored settings as both sides read them: the five flags and the per-channel choices. */
export interface StoredNotificationSettings {
  instantPost?: boolean;
  acceptedInvitation?: boolean;
  shareStat?: boolean;
  newProposedPost?: boolean;
  approvedPost?: boolean;
  /** The weekly group digest by e-mail; unset means on. */
  digest?: boolean;
  channels?: Partial<Record<NotificationCategory, Partial<ChannelChoice>>>;
}

const isLegacy = (category: NotificationCategory): category is LegacyFlag =>
  (LEGACY_FLAG_CATEGORIES as readonly string[]).includes(category);

/** The channels of one category for a user: the flag (when it has one) is its in-app switch. */
export function channelsOfCategory(
  settings: StoredNotificationSettings | null | undefined,
  category: NotificationCategory,
): ChannelChoice {
  const chosen = settings?.channels?.[category] ?? {};
  const fallback = DEFAULT_DELIVERY[category];
  const flag = isLegacy(category) ? settings?.[category] : undefined;
  return {
    inApp: flag ?? chosen.inApp ?? fallback.inApp,
    email: chosen.email ?? fallback.email,
    push: chosen.push ?? fallback.push,
  };
}

/** How one notification of `type` reaches a user with these settings. */
export function deliveryOf(
  settings: StoredNotificationSettings | null | undefined,
  type: string,
): ChannelChoice {
  const category = categoryOf(type);
  if (!category) return { inApp: true, email: false, push: false };
  return channelsOfCategory(settings, category);
}

/** 'Notifications are disabled' (core §2) when no category reaches the app any more. */
export function inAppNotificationsDisabled(settings: StoredNotificationSettings | null | undefined): boolean {
  return NOTIFICATION_CATEGORIES.every((category) => !channelsOfCategory(settings, category).inApp);
}

/** The settings body that sets one switch: the flag for a legacy in-app switch, else the channel map. */
export function settingsChange(
  settings: StoredNotificationSettings | null | undefined,
  category: NotificationCategory,
  channel: DeliveryChannel,
  on: boolean,
): StoredNotificationSettings {
  if (channel === "inApp" && isLegacy(category)) return { [category]: on };
  const channels = { ...(settings?.channels ?? {}) };
  channels[category] = { ...(channels[category] ?? {}), [channel]: on };
  return { channels };
}
