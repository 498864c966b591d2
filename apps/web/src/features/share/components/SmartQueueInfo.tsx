import { networkLabel, type SmartShareMedia } from "@chorus/shared/share/network.rules";
import { Loader, Text } from "@mantine/core";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useSmartQueueState } from "../api.ts";

/** The smart queue of a network: how many shares wait, and when one queued now would go out. */
export function SmartQueueInfo({ media }: { media: SmartShareMedia }) {
  const { t } = useTranslation();
  const queue = useSmartQueueState(media);
  if (queue.isPending) return <Loader size="xs" aria-label={t("common.loading")} />;
  if (queue.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {queue.error.message}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="smart-queue">
      {t("share.smart.queue", {
        count: queue.data.queueLength,
        network: networkLabel(media),
        when: dayjs(queue.data.nextSlotAt).format("D MMM YYYY HH:mm"),
      })}
    </Text>
  );
}
