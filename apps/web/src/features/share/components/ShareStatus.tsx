import type { Post } from "@chorus/shared/post/post.contract";
import { networkLabel } from "@chorus/shared/share/network.rules";
import { Group, Text } from "@mantine/core";
import { IconCircleCheck, IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { HoverTooltip } from "../../../lib/HoverTooltip.tsx";
import { totalShareCount } from "../share-options.ts";

/** On a card: shared ✓ or scheduled (clock) per network, and how often the post was shared. */
export function ShareStatus({ post }: { post: Pick<Post, "socnetSet"> }) {
  const { t } = useTranslation();
  const entries = Object.entries(post.socnetSet).filter(([, entry]) => entry.shareStatus !== "not shared");
  const count = totalShareCount(post);
  if (entries.length === 0 && count === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="share-status">
      {entries.map(([network, entry]) => {
        const label =
          entry.shareStatus === "shared"
            ? t("share.status.sharedOn", { network: networkLabel(network) })
            : t("share.status.scheduledOn", { network: networkLabel(network) });
        return (
          <HoverTooltip key={network} label={label}>
            <span role="img" aria-label={label} style={{ display: "inline-flex" }}>
              {entry.shareStatus === "shared" ? (
                <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
              ) : (
                <IconClock size={16} color="var(--mantine-color-blue-7)" aria-hidden />
              )}
            </span>
          </HoverTooltip>
        );
      })}
      {count > 0 && (
        <Text size="xs" c="dimmed">
          {t("share.count", { count })}
        </Text>
      )}
    </Group>
  );
}
