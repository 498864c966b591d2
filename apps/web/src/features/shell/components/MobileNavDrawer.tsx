import { showsMobileAppLink } from "@chorus/shared/company/company-effects.rules";
import type { PostCounters } from "@chorus/shared/post/post.contract";
import { Badge, Divider, Drawer, NavLink as MantineNavLink, Stack, Title } from "@mantine/core";
import { IconPencilPlus } from "@tabler/icons-react";
import { type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { feedPath } from "../../../lib/feed-type.ts";
import { LazyChannelSidebar } from "../../channel/index.ts";
import { mayWritePosts } from "../../editor/index.ts";
import { TeamsNewBadge } from "../../people/index.ts";
import { useLogout, useSession } from "../../session/index.ts";
import type { NavItem } from "../navigation.ts";

export interface MobileNavDrawerProps {
  opened: boolean;
  onClose(): void;
  items: NavItem[];
  counters?: PostCounters;
  canInvite: boolean;
  onInvite(): void;
  onLanguage(): void;
}

/**
 * The toggle menu's drawer (core §2, below 1100 px): Create post, every navbar entry of the role,
 * Bookmarks and Notifications, the channel list with Customize My Feed (the left sidebar is not
 * shown at this size), and the profile entries. Loaded when the burger is first touched (MobileNav).
 */
export function MobileNavDrawer({
  opened,
  onClose,
  items,
  counters,
  canInvite,
  onInvite,
  onLanguage,
}: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const logout = useLogout();
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
      onClick={onClose}
    />
  );
  const action = (key: string, label: string, onClick: () => void) => (
    <MantineNavLink
      key={key}
      component="button"
      type="button"
      label={label}
      onClick={() => {
        onClose();
        onClick();
      }}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
                    onClick={onClose}
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
        <div onClickCapture={(event) => (event.target as HTMLElement).closest("a") && onClose()}>
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
          {canInvite && action("invite", t("profile.inviteColleagues"), onInvite)}
          {action("language", t("profile.languageSettings"), onLanguage)}
          {link("help", "/help", t("profile.help"))}
          {session.company.isTosEnabled && link("tos", "/terms-of-service", t("profile.termsOfService"))}
          {session.company.isTosEnabled && link("privacy", "/privacy-policy", t("profile.privacyPolicy"))}
          {showsMobileAppLink(session.company) && link("apps", "/apps", t("profile.getTheApp"))}
          {action("logout", t("profile.logout"), logout)}
        </nav>
      </Stack>
    </Drawer>
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
