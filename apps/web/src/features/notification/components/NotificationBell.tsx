import { ActionIcon, Indicator } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { DeferredControl } from "../../../lib/DeferredControl.tsx";
import { onDemand } from "../../../lib/on-demand.ts";
import { useUnreadCount } from "../api.ts";
import { useNotificationStream, usePollInterval } from "../event-stream.ts";

const popover = onDemand(() => import("./NotificationPopover.tsx").then((m) => m.NotificationPopover));

/**
 * Core §2: the bell with the unread badge; it opens the notification menu. The stream keeps it
 * current. The menu's code loads on the bell's first hover, focus or click.
 */
export const NotificationBell = memo(function NotificationBell() {
  const { t } = useTranslation();
  useNotificationStream();
  const pollMs = usePollInterval();
  const unread = useUnreadCount(pollMs).data;
  const count = unread ?? 0;
  const label = count > 0 ? t("notification.bellUnread", { count }) : t("nav.notifications");

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
      <DeferredControl
        source={popover}
        props={{ label }}
        renderLight={(wake) => (
          <ActionIcon
            {...wake}
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={false}
          >
            <IconBell aria-hidden />
          </ActionIcon>
        )}
      />
    </Indicator>
  );
});
