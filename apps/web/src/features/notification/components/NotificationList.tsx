import type { Notification } from "@chorus/shared/notification/notification.contract";
import {
  inAppNotificationsDisabled,
  NOTIFICATION_TYPES,
} from "@chorus/shared/notification/notification-types";
import {
  Anchor,
  Avatar,
  Box,
  Button,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from "@mantine/core";
import DOMPurify from "dompurify";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ChannelSearchModal } from "../../channel/index.ts";
import { useSession } from "../../session/index.ts";
import { useMarkRead, useNotifications } from "../api.ts";
import { groupByDay } from "../day-groups.ts";
import { usePollInterval } from "../event-stream.ts";

export const SETTINGS_PATH = "/profile/settings?tab=notifications";

/**
 * Core §2 notification menu (and the /notifications page): Unread only, grouped by day, Mark all
 * as read (disabled at 0 unread), the empty text, and 'Notifications are disabled' with 'Manage
 * settings' when the user turned every in-app notification off. A click marks the notification
 * read and opens its webUrl, or for new_channel_created the channel modal searching its title.
 */
export function NotificationList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const pollMs = usePollInterval();
  const query = useNotifications(unreadOnly, pollMs);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const [channelSearch, setChannelSearch] = useState<string | null>(null);
  const list = query.data?.pages.flatMap((page) => page.notificationList) ?? [];
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;

  if (inAppNotificationsDisabled(session.user.notification))
    return (
      <Stack gap="xs" p="md" align="center">
        <Text>{t("notification.disabled")}</Text>
        <Anchor component={Link} to={SETTINGS_PATH} onClick={onNavigate}>
          {t("notification.manageSettings")}
        </Anchor>
      </Stack>
    );

  const open = (item: Notification) => {
    if (!item.isRead) markRead.mutate({ idList: [item.id] });
    if (item.type === NOTIFICATION_TYPES.newChannelCreated) {
      setChannelSearch(item.itemTitle ?? "");
      return;
    }
    onNavigate?.();
    if (item.webUrl) navigate(item.webUrl);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" px="sm" pt="xs">
        <Switch
          label={t("notification.unreadOnly")}
          checked={unreadOnly}
          onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t("notification.markAllRead")}
        </Button>
      </Group>
      {query.isLoading && <Loader size="sm" mx="auto" />}
      {!query.isLoading && list.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {t("notification.empty")}
        </Text>
      )}
      {groupByDay(list).map((group) => (
        <Box key={group.day} component="section" aria-label={dayLabel(t, group.day)}>
          <Text size="xs" fw={700} c="dimmed" px="sm" tt="uppercase">
            {dayLabel(t, group.day)}
          </Text>
          {group.items.map((item) => (
            <UnstyledButton
              key={item.id}
              onClick={() => open(item)}
              w="100%"
              p="sm"
              data-unread={!item.isRead || undefined}
              bg={item.isRead ? undefined : "var(--mantine-color-blue-light)"}
              aria-label={item.itemTitle ?? undefined}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Avatar src={item.referencerAvatarUrl ?? item.itemImageUrl} alt="" radius="xl" size="md">
                  {(item.referencerTitle ?? item.itemTitle ?? "C").slice(0, 1)}
                </Avatar>
                <Stack gap={2}>
                  {/* Written by the server with every user-provided part escaped; sanitised once more. */}
                  <Text
                    size="sm"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify here
                    dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(item.textHtml) }}
                  />
                  <Text size="xs" c="dimmed">
                    {new Date(item.dateTime).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          ))}
        </Box>
      ))}
      {query.hasNextPage && (
        <Button variant="subtle" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t("notification.more")}
        </Button>
      )}
      {channelSearch !== null && (
        <Suspense fallback={null}>
          <ChannelSearchModal opened search={channelSearch} onClose={() => setChannelSearch(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

function dayLabel(t: (key: string) => string, day: string): string {
  if (day === "today") return t("notification.today");
  if (day === "yesterday") return t("notification.yesterday");
  return new Date(`${day}T12:00:00`).toLocaleDateString([], {
    weekday: "long",
    day: "numeric",
    month: "long",
  });
}
