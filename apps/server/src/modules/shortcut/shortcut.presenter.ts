import type { Shortcut, ShortcutPlatform } from "@chorus/shared/shortcut/shortcut.contract";
import { canEditShortcuts, type ShortcutViewer } from "@chorus/shared/shortcut/shortcut.rules";
import type { ShortcutRow } from "./shortcut.repository.ts";

/** Row → core §3 Shortcut (id, title, link, icon.inlineIcon, color, platform), with its place and abilities. */
export function presentShortcut(viewer: ShortcutViewer, row: ShortcutRow): Shortcut {
  const edits = canEditShortcuts(viewer, row);
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    link: row.link,
    icon: { name: row.iconName, inlineIcon: row.inlineIcon },
    color: row.color,
    platform: row.platform as ShortcutPlatform,
    groupId: row.groupId,
    position: row.position,
    abilities: { canEdit: edits, canDelete: edits },
  };
}
