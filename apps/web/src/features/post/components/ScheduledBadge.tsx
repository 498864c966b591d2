import type { Post } from "@chorus/shared/post/post.contract";
import { Badge } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../i18n/use-locale.ts";
import { isScheduled, scheduledTime } from "../post-status.ts";

/** 'Scheduled for 3 Dec 2026, 09:30' in the UI's locale, on a post not yet published (core §4). */
export function ScheduledBadge({ post }: { post: Pick<Post, "status" | "scheduledAt" | "publishedAt"> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const at = scheduledTime(post);
  if (!isScheduled(post) || !at) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(at);
  return (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconClock size={14} aria-hidden />}
      style={{ flexShrink: 0, textTransform: "none" }}
      data-testid="scheduled-badge"
    >
      <time dateTime={at.toISOString()}>{t("post.scheduledFor", { date: when })}</time>
    </Badge>
  );
}
