import type { QueueEntry } from "@chorus/shared/invitation/invitation.contract";
import { ActionIcon, Alert, Button, Checkbox, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useDeleteFromQueue, useQueue, useReorderQueue } from "../api.ts";
import { UserPagesNav } from "../components/UserPagesNav.tsx";

const nameOf = (entry: QueueEntry) =>
  `${entry.firstName} ${entry.lastName}`.trim() || entry.email || entry.phoneNumber || entry._id;

/** /user/queue: users waiting for a seat, per group in order; reorder and remove. */
export default function QueueScreen() {
  const { t } = useTranslation();
  const queue = useQueue();
  const reorder = useReorderQueue();
  const remove = useDeleteFromQueue();
  const [selected, setSelected] = useState<string[]>([]);
  const entries = queue.data ?? [];
  const groups = [...new Set(entries.map((e) => e.groupId))];

  function move(groupId: string, index: number, by: -1 | 1) {
    const ids = entries.filter((e) => e.groupId === groupId).map((e) => e._id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
    reorder.mutate({ groupId, userIdList: ids }, { onError: (e) => notify.error(e.message) });
  }

  return (
    <Stack gap="md">
      <UserPagesNav />
      <Group justify="space-between">
        <Title order={1}>{t("invitation.queueTitle")}</Title>
        <Button
          color="red"
          variant="light"
          disabled={selected.length === 0}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(selected, {
              onSuccess: ({ count }) => {
                notify.success(t("invitation.done_dequeued", { count }));
                setSelected([]);
              },
              onError: (e) => notify.error(e.message),
            })
          }
        >
          {t("invitation.removeFromQueue")}
        </Button>
      </Group>
      {queue.isPending && <Loader aria-label={t("common.loading")} />}
      {queue.isError && (
        <Alert color="red" role="alert">
          {t("error.generic")}
        </Alert>
      )}
      {queue.isSuccess && entries.length === 0 && <Text c="dimmed">{t("invitation.queueEmpty")}</Text>}
      {groups.map((groupId) => {
        const rows = entries.filter((e) => e.groupId === groupId);
        return (
          <Stack key={groupId} gap="xs">
            <Title order={2} size="h4">
              {rows[0]?.groupName}
            </Title>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>{t("invitation.colPosition")}</Table.Th>
                  <Table.Th>{t("invitation.colName")}</Table.Th>
                  <Table.Th>{t("invitation.colRecipient")}</Table.Th>
                  <Table.Th>{t("invitation.colQueuedAt")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry, index) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t("invitation.select", { who: nameOf(entry) })}
                        checked={selected.includes(entry._id)}
                        onChange={(e) =>
                          setSelected(
                            e.currentTarget.checked
                              ? [...selected, entry._id]
                              : selected.filter((id) => id !== entry._id),
                          )
                        }
                      />
                    </Table.Td>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{nameOf(entry)}</Table.Td>
                    <Table.Td>{entry.email ?? entry.phoneNumber ?? "—"}</Table.Td>
                    <Table.Td>{new Date(entry.queuedAt).toLocaleString()}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t("invitation.moveUp", { who: nameOf(entry) })}
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(groupId, index, -1)}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t("invitation.moveDown", { who: nameOf(entry) })}
                          disabled={index === rows.length - 1 || reorder.isPending}
                          onClick={() => move(groupId, index, 1)}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        );
      })}
    </Stack>
  );
}
