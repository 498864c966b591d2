import { Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChannelSidebar } from "../../channel/index.ts";
import { FeaturedPosts } from "../../post/index.ts";
import classes from "./Sidebars.module.css";
import { FEATURED_POSTS_ID } from "./SkipLinks.tsx";

/** Left sidebar (core §2): channel onboarding card, Channels widget and Customize My Feed. */
export function LeftSidebar() {
  return (
    <aside className={classes.sidebar} aria-labelledby="channels-heading">
      <ChannelSidebar />
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
      <FeaturedPosts />
    </aside>
  );
}
