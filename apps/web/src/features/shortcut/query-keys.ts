/** Query keys of the shortcuts feature. */
export const shortcutKeys = {
  all: ["shortcut"] as const,
  mine: (platform: string) => ["shortcut", "mine", platform] as const,
  place: (groupId: string) => ["shortcut", "place", groupId] as const,
  icons: (prefix: string) => ["shortcut", "icons", prefix] as const,
};
