import { isCurator, isManager } from "@chorus/shared/access/roles";
import { type Shortcut, SIDEBAR_SHORTCUTS } from "@chorus/shared/shortcut/shortcut.contract";
import {
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { useMyShortcuts } from "../api.ts";
import { ShortcutIcon } from "./ShortcutIcon.tsx";

// The editor (forms, icon picker) loads when an editor opens it, not with the sidebar.
const ShortcutEditor = lazy(() =>
  import("./ShortcutEditor.tsx").then((m) => ({ default: m.ShortcutEditor })),
);

function ShortcutTile({ shortcut }: { shortcut: Shortcut }) {
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

/** Sidebar Shortcuts (core §2): the first 4; a modal shows all. Editors get "Manage". Hidden when empty for readers. */
export function ShortcutsWidget() {
  const { t } = useTranslation();
  const { session } = useSession();
  const shortcuts = useMyShortcuts();
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState(false);
  const canEdit = isManager(session.role) || (isCurator(session.role) && session.role === "group_admin");
  const list = shortcuts.data?.shortcutList ?? [];
  if (!canEdit && (shortcuts.isError || (shortcuts.isSuccess && list.length === 0))) return null;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="shortcuts-widget-heading">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id="shortcuts-widget-heading">
            {t("shortcut.title")}
          </Title>
          {canEdit && (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
              {t("shortcut.manage")}
            </Button>
          )}
        </Group>
        {shortcuts.isPending ? (
          <Skeleton height={56} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("shortcut.empty")}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={4} spacing={6} data-testid="shortcuts-widget">
              {list.slice(0, SIDEBAR_SHORTCUTS).map((shortcut) => (
                <ShortcutTile key={shortcut.id} shortcut={shortcut} />
              ))}
            </SimpleGrid>
            {list.length > SIDEBAR_SHORTCUTS && (
              <Anchor component="button" type="button" size="xs" onClick={() => setShowAll(true)}>
                {t("shortcut.showAll", { count: list.length })}
              </Anchor>
            )}
          </>
        )}
      </Stack>
      <Modal opened={showAll} onClose={() => setShowAll(false)} title={t("shortcut.title")} size="lg">
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="md">
          {list.map((shortcut) => (
            <ShortcutTile key={shortcut.id} shortcut={shortcut} />
          ))}
        </SimpleGrid>
      </Modal>
      {canEdit && editing && (
        <Suspense fallback={null}>
          <ShortcutEditor opened onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
