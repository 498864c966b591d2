import { ActionIcon, Anchor, Center, Loader, Popover, ScrollArea } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ArrivalProps, useOpenedAfterArrival } from "../../../lib/DeferredControl.tsx";

// The list loads when the bell is opened.
const NotificationList = lazy(() =>
  import("./NotificationList.tsx").then((m) => ({ default: m.NotificationList })),
);

/**
 * The bell's button and its notification menu (Mantine's Popover): loaded on the bell's first hover,
 * focus or click (NotificationBell.tsx draws the button until then).
 */
export function NotificationPopover({ label, openOnArrival, triggerRef }: { label: string } & ArrivalProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useOpenedAfterArrival(openOnArrival);
  return (
    <Popover opened={opened} onChange={setOpened} width={380} position="bottom-end" shadow="md">
      <Popover.Target>
        <ActionIcon
          ref={triggerRef}
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={label}
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
  );
}
