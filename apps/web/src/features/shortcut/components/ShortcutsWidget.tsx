import { isCurator, isManager } from "@chorus/shared/access/roles";
import { SIDEBAR_SHORTCUTS } from "@chorus/shared/shortcut/shortcut.contract";
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { useMyShortcuts } from "../api.ts";
import { ShortcutTile } from "./ShortcutTile.tsx";

// The editor (forms, icon picker) loads when an editor opens it, not with the sidebar.
const ShortcutEditor = lazy(() =>
  import("./ShortcutEditor.tsx").then((m) => ({ default: m.ShortcutEditor })),
);
// The 'Show all' dialog (Mantine's Modal, its focus trap and scroll area) loads when first opened.
const ShortcutsDialog = lazy(() =>
  import("./ShortcutsDialog.tsx").then((m) => ({ default: m.ShortcutsDialog })),
);

/** Sidebar Shortcuts (core §2): the first 4; a modal shows all. Editors get "Manage". Hidden when empty for readers. */
export function ShortcutsWidget() {
  const { t } = useTranslation();
  const { session } = useSession();
  const shortcuts = useMyShortcuts();
  const [showAll, setShowAll] = useState(false);
  // Mounted from the first opening on (so the dialog can animate its closing).
  const [dialogWanted, setDialogWanted] = useState(false);
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
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => {
                  setDialogWanted(true);
                  setShowAll(true);
                }}
              >
                {t("shortcut.showAll", { count: list.length })}
              </Anchor>
            )}
          </>
        )}
      </Stack>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ShortcutsDialog shortcuts={list} opened={showAll} onClose={() => setShowAll(false)} />
        </Suspense>
      )}
      {canEdit && editing && (
        <Suspense fallback={null}>
          <ShortcutEditor opened onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
