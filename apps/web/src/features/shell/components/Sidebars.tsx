import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./Sidebars.module.css";
import { FEATURED_POSTS_ID } from "./SkipLinks.tsx";

/** Left sidebar (core §2): the channel list and widgets arrive with the feed issue. */
export function LeftSidebar() {
  const { t } = useTranslation();
  return (
    <aside className={classes.sidebar} aria-labelledby="channels-heading">
      <Title order={2} size="h4" id="channels-heading">
        {t("sidebar.channels")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("sidebar.channelsSoon")}
      </Text>
    </aside>
  );
}

/** Right sidebar: the featured posts; target of 'Skip to Featured Post'. */
export function RightSidebar() {
  const { t } = useTranslation();
  return (
    <aside
      className={classes.sidebar}
      id={FEATURED_POSTS_ID}
      tabIndex={-1}
      aria-labelledby="featured-heading"
    >
      <Title order={2} size="h4" id="featured-heading">
        {t("sidebar.featuredPosts")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("sidebar.featuredPostsSoon")}
      </Text>
    </aside>
  );
}
