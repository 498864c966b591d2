import type { ShortcutPlatform } from "./shortcut.contract.ts";

/** Who sees and who edits shortcuts: the same places as resources (company-wide or a group's). */
export interface ShortcutViewer {
  /** Manager = admin, partner or smarper (the active role). */
  isCompanyManager: boolean;
  groupId: string | null;
  /** Groups administered with the group_admin role active. */
  administeredGroupIds: readonly string[];
}

export interface ShortcutPlace {
  /** null = company-wide. */
  groupId: string | null;
}

/** Company-wide shortcuts are everyone's; a group's are its members', its admins' and the managers'. */
export const canReadShortcuts = (viewer: ShortcutViewer, place: ShortcutPlace): boolean =>
  place.groupId === null ||
  viewer.isCompanyManager ||
  viewer.groupId === place.groupId ||
  viewer.administeredGroupIds.includes(place.groupId);

/** Managers edit every place; group admins their groups' shortcuts. */
export const canEditShortcuts = (viewer: ShortcutViewer, place: ShortcutPlace): boolean =>
  viewer.isCompanyManager || (place.groupId !== null && viewer.administeredGroupIds.includes(place.groupId));

/** A shortcut for `all` shows everywhere; one for the web or mobile only there. */
export const shortcutShowsOn = (shortcut: ShortcutPlatform, asked: ShortcutPlatform | undefined): boolean =>
  asked === undefined || asked === "all" || shortcut === "all" || shortcut === asked;

/** The new order: every id of the place exactly once, else null. */
export function reorderedIds(current: readonly string[], asked: readonly string[]): string[] | null {
  if (asked.length !== current.length || new Set(asked).size !== asked.length) return null;
  const known = new Set(current);
  return asked.every((id) => known.has(id)) ? [...asked] : null;
}
