import { ActionIcon, Anchor, Center, Indicator, Loader, Popover, ScrollArea } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUnreadCount } from "../api.ts";
import { useNotificationStream, usePollInterval } from "../event-stream.ts";

// The list loads when the bell is opened, not with the navbar.
const NotificationList = lazy(() =>
  import("./NotificationList.tsx").then((m) => ({ default: m.NotificationList })),
);

/** Core §2: the bell with the unread badge; it opens the notification menu. The stream keeps it current. */
export function NotificationBell() {
  const { t } = useTranslation();
  useNotificationStream();
  const pollMs = usePollInterval();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount(pollMs).data;
  const count = unread ?? 0;

  return (
    // The popover's target is the button itself: on the badge's wrapper, its aria-expanded and
    // aria-haspopup would sit on a div, where they are not allowed.
    <Indicator
      label={count > 99 ? "99+" : count}
      disabled={count === 0}
      size={18}
      color="red"
      offset={6}
      data-testid="notification-badge"
    >
      <Popover opened={opened} onChange={setOpened} width={380} position="bottom-end" shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={count > 0 ? t("notification.bellUnread", { count }) : t("nav.notifications")}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <ScrollArea.Autosize mah={480}>
            <Suspense
              fallback={
                <Center p="md">
                  <Loader size="sm" aria-label={t("common.loading")} />
                </Center>
              }
            >
              <NotificationList onNavigate={() => setOpened(false)} />
            </Suspense>
          </ScrollArea.Autosize>
          <Anchor
            component={Link}
            to="/notifications"
            onClick={() => setOpened(false)}
            display="block"
            ta="center"
            p="xs"
          >
            {t("notification.seeAll")}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
