import type { PostCounters } from "@chorus/shared/post/post.contract";
import { Badge, Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ArrivalProps, useOpenedAfterArrival } from "../../../lib/DeferredControl.tsx";
import { TeamsNewBadge } from "../../people/index.ts";
import type { NavItem } from "../navigation.ts";
import { navGroupButtonProps } from "./NavGroupButton.tsx";

export type NavGroup = Extract<NavItem, { kind: "menu" }>;

/**
 * A dropdown of the wide navbar (Posts, Analytics, Administration) with Mantine's Menu: loaded on
 * the first hover, focus or click of a tab (DesktopNav.tsx draws the tabs until then).
 */
export function NavGroupMenu({
  item,
  counters,
  openOnArrival,
  triggerRef,
}: { item: NavGroup; counters?: PostCounters } & ArrivalProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useOpenedAfterArrival(openOnArrival);
  return (
    <Menu position="bottom-start" shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={triggerRef} {...navGroupButtonProps(t(item.labelKey))} />
      </Menu.Target>
      <Menu.Dropdown>
        {item.entries.map((entry) => (
          <Menu.Item
            key={entry.key}
            component={Link}
            to={entry.to}
            rightSection={
              entry.key === "teams" ? (
                <TeamsNewBadge />
              ) : entry.counter && counters ? (
                <Badge size="sm" variant="light" circle={counters[entry.counter] < 10}>
                  {counters[entry.counter]}
                </Badge>
              ) : null
            }
          >
            {t(entry.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
