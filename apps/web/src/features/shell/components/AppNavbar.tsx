import { ActionIcon, Image, Text } from "@mantine/core";
import { IconBookmark, IconBookmarkFilled } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { feedPath, parseFeedType } from "../../../lib/feed-type.ts";
import { NotificationBell } from "../../notification/index.ts";
import { usePostCounters } from "../../post/index.ts";
import { useSession } from "../../session/index.ts";
import { buildNavigation } from "../navigation.ts";
import { useMeasuredNavbarHeight } from "../use-navbar-height.ts";
import classes from "./AppNavbar.module.css";
import { DesktopNav } from "./DesktopNav.tsx";
import { MobileNav } from "./MobileNav.tsx";
import { ProfileMenu } from "./ProfileMenu.tsx";

/** Core §2 top navbar: logo, tabs gated per role, bookmarks, notifications and the profile menu. */
export function AppNavbar() {
  const { t } = useTranslation();
  const sessionState = useSession();
  const { company } = sessionState.session;
  const items = buildNavigation(sessionState);
  const counters = usePostCounters().data;
  const [params] = useSearchParams();
  const onBookmarks = parseFeedType(params.get("type")) === "bookmark";
  const headerRef = useRef<HTMLElement>(null);
  useMeasuredNavbarHeight(headerRef);

  return (
    <header ref={headerRef} className={classes.header}>
      <div className={classes.inner}>
        <MobileNav items={items} counters={counters} />
        <Link to={feedPath("published")} className={classes.logo} aria-label={t("nav.logoLabel")}>
          {(company.ImageUrl ?? company.ImageUrlLogin) ? (
            <Image src={company.ImageUrl ?? company.ImageUrlLogin} alt="" h={36} w="auto" fit="contain" />
          ) : (
            <Text component="span" className={classes.wordmark}>
              {t("app.name")}
            </Text>
          )}
        </Link>
        <DesktopNav items={items} counters={counters} />
        <div className={classes.actions}>
          {/* Core §2: the bookmark icon toggles the bookmark feed. */}
          <ActionIcon
            component={Link}
            to={feedPath(onBookmarks ? "published" : "bookmark")}
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t(onBookmarks ? "nav.leaveBookmarks" : "nav.bookmarks")}
            aria-current={onBookmarks ? "page" : undefined}
          >
            {onBookmarks ? <IconBookmarkFilled aria-hidden /> : <IconBookmark aria-hidden />}
          </ActionIcon>
          <span className={classes.desktopOnly}>
            <NotificationBell />
          </span>
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
