import type { PostCounters } from "@chorus/shared/post/post.contract";
import { Badge, Burger, Drawer, NavLink as MantineNavLink } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { TeamsNewBadge } from "../../people/index.ts";
import type { NavItem } from "../navigation.ts";
import classes from "./AppNavbar.module.css";

/** Below 1100 px the navbar collapses into a toggle menu with the same entries plus Notifications. */
export function MobileNav({ items, counters }: { items: NavItem[]; counters?: PostCounters }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const current = location.pathname + location.search;

  return (
    <div className={classes.mobileNav}>
      <Burger
        opened={opened}
        onClick={toggle}
        aria-label={t(opened ? "nav.closeMenu" : "nav.openMenu")}
        size="sm"
      />
      <Drawer
        opened={opened}
        onClose={close}
        title={t("app.name")}
        size="xs"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <nav aria-label={t("nav.menu")}>
          {items.map((item) =>
            item.kind === "link" ? (
              <MantineNavLink
                key={item.key}
                component={Link}
                to={item.to}
                label={t(item.labelKey)}
                active={current === item.to}
                onClick={close}
              />
            ) : (
              <MobileNavGroup key={item.key} label={t(item.labelKey)} initiallyOpen={item.key === "posts"}>
                {item.entries.map((entry) => (
                  <MantineNavLink
                    key={entry.key}
                    component={Link}
                    to={entry.to}
                    label={t(entry.labelKey)}
                    rightSection={
                      entry.key === "teams" ? (
                        <TeamsNewBadge />
                      ) : entry.counter && counters ? (
                        <Badge size="sm" variant="light">
                          {counters[entry.counter]}
                        </Badge>
                      ) : undefined
                    }
                    active={current === entry.to}
                    onClick={close}
                  />
                ))}
              </MobileNavGroup>
            ),
          )}
          <MantineNavLink
            component={Link}
            to="/notifications"
            label={t("nav.notifications")}
            active={current === "/notifications"}
            onClick={close}
          />
        </nav>
      </Drawer>
    </div>
  );
}

/** A dropdown of the toggle menu: a real button that says whether it is expanded. */
function MobileNavGroup({
  label,
  initiallyOpen,
  children,
}: {
  label: string;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(initiallyOpen);
  return (
    <MantineNavLink
      component="button"
      type="button"
      label={label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {children}
    </MantineNavLink>
  );
}
