import { showsMobileAppLink } from "@chorus/shared/company/company-effects.rules";
import type { PostCounters } from "@chorus/shared/post/post.contract";
import { Badge, Burger, Divider, Drawer, NavLink as MantineNavLink, Stack, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPencilPlus } from "@tabler/icons-react";
import { type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { feedPath } from "../../../lib/feed-type.ts";
import { LazyChannelSidebar } from "../../channel/index.ts";
import { mayWritePosts } from "../../editor/index.ts";
import { useInviteColleagues } from "../../invitation/index.ts";
import { LazyLanguageSettingsModal } from "../../language/index.ts";
import { TeamsNewBadge } from "../../people/index.ts";
import { useLogout, useSession } from "../../session/index.ts";
import type { NavItem } from "../navigation.ts";
import classes from "./AppNavbar.module.css";

/**
 * Core §2: below 1100 px the navbar collapses into a menu drawer. It holds Create post, every navbar
 * entry of the role, Bookmarks and Notifications, the channel list with Customize My Feed (the left
 * sidebar is not shown at this size), and the profile entries.
 */
export function MobileNav({ items, counters }: { items: NavItem[]; counters?: PostCounters }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const { session } = useSession();
  const logout = useLogout();
  const invite = useInviteColleagues();
  const location = useLocation();
  const current = location.pathname + location.search;
  const link = (key: string, to: string, label: string, icon?: ReactNode) => (
    <MantineNavLink
      key={key}
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={current === to}
      aria-current={current === to ? "page" : undefined}
      onClick={close}
    />
  );
  const action = (key: string, label: string, onClick: () => void) => (
    <MantineNavLink
      key={key}
      component="button"
      type="button"
      label={label}
      onClick={() => {
        close();
        onClick();
      }}
    />
  );

  return (
    <div className={classes.mobileNav}>
      {languageOpen && (
        <Suspense fallback={null}>
          <LazyLanguageSettingsModal opened onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
      {invite.modals}
      <Burger
        opened={opened}
        onClick={toggle}
        aria-label={t(opened ? "nav.closeMenu" : "nav.openMenu")}
        aria-expanded={opened}
        size="sm"
      />
      <Drawer
        opened={opened}
        onClose={close}
        title={t("app.name")}
        size="sm"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <nav aria-label={t("nav.menu")}>
            {mayWritePosts(session) &&
              link("create", "/edit/new", t("editor.create"), <IconPencilPlus size={16} aria-hidden />)}
            {items.map((item) =>
              item.kind === "link" ? (
                link(item.key, item.to, t(item.labelKey))
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
                      aria-current={current === entry.to ? "page" : undefined}
                      onClick={close}
                    />
                  ))}
                </MobileNavGroup>
              ),
            )}
            {link("bookmarks", feedPath("bookmark"), t("nav.bookmarks"))}
            {link("notifications", "/notifications", t("nav.notifications"))}
          </nav>
          <Divider />
          {/* Channels widget (its own nav, 'Channels') and Customize My Feed. */}
          <div onClickCapture={(event) => (event.target as HTMLElement).closest("a") && close()}>
            <Suspense fallback={null}>
              <LazyChannelSidebar />
            </Suspense>
          </div>
          <Divider />
          <nav aria-labelledby="drawer-profile-heading">
            <Title order={2} size="h4" id="drawer-profile-heading" mb="xs">
              {t("nav.profile")}
            </Title>
            {link("settings", "/profile/settings", t("profile.accountSettings"))}
            {link("dashboard", "/profile/dashboard", t("profile.dashboard"))}
            {invite.canInvite && action("invite", t("profile.inviteColleagues"), invite.open)}
            {action("language", t("profile.languageSettings"), () => setLanguageOpen(true))}
            {link("help", "/help", t("profile.help"))}
            {session.company.isTosEnabled && link("tos", "/terms-of-service", t("profile.termsOfService"))}
            {session.company.isTosEnabled && link("privacy", "/privacy-policy", t("profile.privacyPolicy"))}
            {showsMobileAppLink(session.company) && link("apps", "/apps", t("profile.getTheApp"))}
            {action("logout", t("profile.logout"), logout)}
          </nav>
        </Stack>
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
