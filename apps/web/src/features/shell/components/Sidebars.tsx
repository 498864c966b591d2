import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NearViewport } from "../../../lib/NearViewport.tsx";
import { OptionalPart } from "../../../lib/OptionalPart.tsx";
import { ActivationPrompt, EarnPointsWidget, TrophyWidget } from "../../achievement/index.ts";
import { ChannelSidebar } from "../../channel/index.ts";
import { InfluencerScoreWidget } from "../../influence/index.ts";
import { ConnectWithWidget } from "../../integrations/index.ts";
import { LeaderboardWidget } from "../../leaderboard/index.ts";
import { FeaturedPosts } from "../../post/index.ts";
import { useSession } from "../../session/index.ts";
import { ShortcutsWidget } from "../../shortcut/index.ts";
import { useNavbarHeightStyle } from "../use-navbar-height.ts";
import classes from "./Sidebars.module.css";
import { FEATURED_POSTS_ID } from "./SkipLinks.tsx";

/**
 * Left sidebar (core §2): channel onboarding card, Channels widget and Customize My Feed, then the
 * engagement widgets in the spec's order (Your trophy, Shortcuts, influencer score, Leaderboard, Earn more points) and the activation prompt for people who never shared, shown unless gamification is off; then 'Connect with' (Add to Slack).
 */
export function LeftSidebar({ withChannels = true }: { withChannels?: boolean }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const navbarHeight = useNavbarHeightStyle();
  // Below 1100 px the channel list lives in the menu drawer; the engagement widgets follow the page.
  if (!withChannels && session.company.isGamificationDisabled) return null;
  return (
    <aside
      className={withChannels ? `${classes.sidebar} ${classes.sticky}` : classes.sidebar}
      style={withChannels ? navbarHeight : undefined}
      data-sticky={withChannels || undefined}
      aria-labelledby={withChannels ? "channels-heading" : undefined}
      aria-label={withChannels ? undefined : t("sidebar.engagement")}
    >
      <Stack gap="md">
        {withChannels && <ChannelSidebar />}
        {!session.company.isGamificationDisabled && (
          <OptionalPart>
            <TrophyWidget />
          </OptionalPart>
        )}
        <ShortcutsWidget />
        {!session.company.isGamificationDisabled && (
          <>
            {/* Each widget on its own: one whose code cannot arrive leaves the others drawn. */}
            <OptionalPart>
              <InfluencerScoreWidget />
            </OptionalPart>
            <OptionalPart>
              <LeaderboardWidget />
            </OptionalPart>
            <OptionalPart>
              <EarnPointsWidget />
            </OptionalPart>
            <OptionalPart>
              <ActivationPrompt />
            </OptionalPart>
          </>
        )}
        <ConnectWithWidget />
      </Stack>
    </aside>
  );
}

/**
 * Right sidebar: the featured posts; target of 'Skip to Featured Post'. Below the feed (phones and
 * tablets) the posts are drawn once scrolled near, or once the skip link brings the sidebar into view.
 */
export function RightSidebar({ belowTheFeed = false }: { belowTheFeed?: boolean }) {
  const { t } = useTranslation();
  const navbarHeight = useNavbarHeightStyle();
  return (
    <aside
      className={`${classes.sidebar} ${classes.sticky}`}
      style={navbarHeight}
      data-sticky
      id={FEATURED_POSTS_ID}
      tabIndex={-1}
      aria-labelledby="featured-heading"
    >
      <Title order={2} size="h4" id="featured-heading">
        {t("sidebar.featuredPosts")}
      </Title>
      {belowTheFeed ? (
        <NearViewport>
          <FeaturedPosts />
        </NearViewport>
      ) : (
        <FeaturedPosts />
      )}
    </aside>
  );
}
