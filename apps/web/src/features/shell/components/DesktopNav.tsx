import type { PostCounters } from "@chorus/shared/post/post.contract";
import { Badge, Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { TeamsNewBadge } from "../../people/index.ts";
import type { NavItem } from "../navigation.ts";
import classes from "./AppNavbar.module.css";

/** The wide navbar (1100 px and up): links and dropdowns of the shared navigation model. */
export function DesktopNav({ items, counters }: { items: NavItem[]; counters?: PostCounters }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.main")} className={classes.desktopNav}>
      <ul className={classes.tabList}>
        {items.map((item) => (
          <li key={item.key}>
            {item.kind === "link" ? (
              <Button component={NavLink} to={item.to} variant="subtle" color="dark" className={classes.tab}>
                {t(item.labelKey)}
              </Button>
            ) : (
              <Menu position="bottom-start" shadow="md" withinPortal>
                <Menu.Target>
                  <Button
                    variant="subtle"
                    color="dark"
                    className={classes.tab}
                    rightSection={<IconChevronDown size={14} aria-hidden />}
                  >
                    {t(item.labelKey)}
                  </Button>
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
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
