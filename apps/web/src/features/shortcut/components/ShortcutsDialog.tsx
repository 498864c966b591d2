import type { Shortcut } from "@chorus/shared/shortcut/shortcut.contract";
import { Modal, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ShortcutTile } from "./ShortcutTile.tsx";

/** All shortcuts, in a dialog ('Show all' on the sidebar widget). */
export function ShortcutsDialog({
  shortcuts,
  opened,
  onClose,
}: {
  shortcuts: Shortcut[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("shortcut.title")} size="lg">
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="md">
        {shortcuts.map((shortcut) => (
          <ShortcutTile key={shortcut.id} shortcut={shortcut} />
        ))}
      </SimpleGrid>
    </Modal>
  );
}
