import { networkLabel } from "@chorus/shared/share/network.rules";
import { ActionIcon, Group, List, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconClock, IconTrash } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useMyShares, useRemoveShare } from "../api.ts";

/** My scheduled shares of a post, each with Remove (core §4: a removed share is marked removed). */
export function ScheduledShares({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const shares = useMyShares(postId);
  const remove = useRemoveShare();
  const scheduled = (shares.data ?? []).filter((share) => share.status === "scheduled");
  if (scheduled.length === 0) return null;

  const handleRemove = (shareId: string) => {
    if (remove.isPending) return;
    remove.mutate(
      { shareId, postId },
      {
        onSuccess: () => notify.success(t("share.scheduled.removed")),
        onError: (error) => notify.error(error.message),
      },
    );
  };

  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {t("share.scheduled.title")}
      </Title>
      <List spacing={4} listStyleType="none" aria-label={t("share.scheduled.title")}>
        {scheduled.map((share) => {
          const when = dayjs(share.scheduledAt).format("D MMM YYYY HH:mm");
          const label = networkLabel(share.media);
          return (
            <List.Item key={share._id}>
              <Group gap="xs" wrap="nowrap">
                <IconClock size={16} aria-hidden />
                <Text size="sm" style={{ flex: 1 }}>
                  {t("share.scheduled.entry", { network: label, when })}
                  {share.smart ? ` · ${t("share.scheduled.smart")}` : ""}
                </Text>
                <Tooltip label={t("share.scheduled.remove")}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("share.scheduled.removeOne", { network: label, when })}
                    onClick={() => handleRemove(share._id)}
                    loading={remove.isPending && remove.variables?.shareId === share._id}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
