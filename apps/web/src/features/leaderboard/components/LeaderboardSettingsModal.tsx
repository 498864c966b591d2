import type { LeaderboardFilter } from "@chorus/shared/leaderboard/leaderboard.contract";
import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  leaderboardCsvUrl,
  useDeleteLeaderboard,
  useLeaderboardSettings,
  useSaveLeaderboard,
  useUpdateLeaderboardSettings,
} from "../api.ts";
import { LeaderboardForm } from "./LeaderboardForm.tsx";

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/** Admins' leaderboard settings: on or off, the leaderboards (create, edit, order, delete) and the CSV export. */
export default function LeaderboardSettingsModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settings = useLeaderboardSettings();
  const update = useUpdateLeaderboardSettings();
  const save = useSaveLeaderboard();
  const remove = useDeleteLeaderboard();
  const [editing, setEditing] = useState<LeaderboardFilter | "new" | null>(null);
  const [exportFrom, setExportFrom] = useState(firstOfMonth);
  const [exportTo, setExportTo] = useState(today);

  const list = settings.data?.orderedLeaderboardList ?? [];
  const ids = list.map((f) => f._id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    update.mutate({ orderedLeaderboardIdList: next });
  };

  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t("leaderboard.settings.title")}>
      <Stack gap="md">
        <Switch
          label={t("leaderboard.settings.enabled")}
          checked={settings.data?.leaderboardEnabled ?? true}
          disabled={!settings.data || update.isPending}
          onChange={(event) => update.mutate({ leaderboardEnabled: event.currentTarget.checked })}
        />
        <Divider />
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t("leaderboard.settings.listTitle")}
          </Title>
          {editing === null && (
            <Button size="xs" onClick={() => setEditing("new")}>
              {t("leaderboard.settings.create")}
            </Button>
          )}
        </Group>
        {editing !== null ? (
          <Paper withBorder p="sm">
            <LeaderboardForm
              key={editing === "new" ? "new" : editing._id}
              initial={editing === "new" ? null : editing}
              pending={save.isPending}
              error={save.error ? save.error.message : null}
              onCancel={() => {
                save.reset();
                setEditing(null);
              }}
              onSubmit={(body) =>
                save.mutate(
                  { filterId: editing === "new" ? null : editing._id, body },
                  { onSuccess: () => setEditing(null) },
                )
              }
            />
          </Paper>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("leaderboard.settings.none")}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={t("leaderboard.settings.listTitle")}
          >
            {list.map((filter, index) => (
              <Group key={filter._id} component="li" justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {filter.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {filter.filter === "Custom"
                      ? t("leaderboard.customRange", { from: filter.dateFrom, to: filter.dateTo })
                      : t(`leaderboard.period.${filter.filter}`)}
                    {filter.filteredTeamList.length > 0 &&
                      ` · ${filter.filteredTeamList.map((team) => team.name).join(", ")}`}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("leaderboard.settings.moveUp", { name: filter.name })}
                    disabled={index === 0 || update.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("leaderboard.settings.moveDown", { name: filter.name })}
                    disabled={index === list.length - 1 || update.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("leaderboard.settings.edit", { name: filter.name })}
                    onClick={() => setEditing(filter)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("leaderboard.settings.delete", { name: filter.name })}
                    loading={remove.isPending && remove.variables === filter._id}
                    onClick={() => remove.mutate(filter._id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {update.isError && (
          <Text size="sm" c="red" role="alert">
            {update.error.message}
          </Text>
        )}
        <Divider />
        <Title order={3} size="h5">
          {t("leaderboard.settings.exportTitle")}
        </Title>
        <Group align="end" grow>
          <TextInput
            type="date"
            label={t("leaderboard.dateFrom")}
            value={exportFrom}
            onChange={(e) => setExportFrom(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t("leaderboard.dateTo")}
            value={exportTo}
            onChange={(e) => setExportTo(e.currentTarget.value)}
          />
          <Button
            component="a"
            href={leaderboardCsvUrl(exportFrom, exportTo)}
            download
            variant="light"
            disabled={!exportFrom || !exportTo}
          >
            {t("leaderboard.settings.export")}
          </Button>
        </Group>
        <Anchor size="xs" c="dimmed" component="span">
          {t("leaderboard.settings.exportHelp")}
        </Anchor>
      </Stack>
    </Modal>
  );
}
