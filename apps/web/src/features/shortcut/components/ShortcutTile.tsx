import type { Shortcut } from "@chorus/shared/shortcut/shortcut.contract";
import { Text, UnstyledButton } from "@mantine/core";
import { ShortcutIcon } from "./ShortcutIcon.tsx";

/** One shortcut: its icon and title, opening its link in a new tab. */
export function ShortcutTile({ shortcut }: { shortcut: Shortcut }) {
  return (
    <UnstyledButton
      component="a"
      href={shortcut.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={shortcut.title}
      style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 4, minWidth: 0 }}
    >
      <ShortcutIcon inlineIcon={shortcut.icon.inlineIcon} color={shortcut.color} />
      <Text size="xs" ta="center" lineClamp={1} w="100%">
        {shortcut.title}
      </Text>
    </UnstyledButton>
  );
}
