import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAdjustments, IconLock } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { postKeys } from "../../../api/post-keys.ts";
import { feedSearch } from "../../../lib/feed-params.ts";
import { useSession } from "../../session/index.ts";
import { useArchiveChannelOnboarding, useChannelList } from "../api.ts";
import { closeOnboarding, isOnboardingClosed, showOnboarding } from "../onboarding.ts";
import classes from "./ChannelSidebar.module.css";

const CustomizeFeedModal = lazy(() => import("./CustomizeFeedModal.tsx"));

/** Left sidebar: the onboarding card, the Channels widget and Customize My Feed. */
export function ChannelSidebar() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const [customizing, setCustomizing] = useState(false);
  const [cardClosed, setCardClosed] = useState(() => isOnboardingClosed());
  // 'Get started' leads through Customize My Feed; closing it afterwards archives the card for good.
  const [archiveOnClose, setArchiveOnClose] = useState(false);
  const archiveOnboarding = useArchiveChannelOnboarding();

  const handleClose = () => {
    setCustomizing(false);
    if (archiveOnClose) {
      setArchiveOnClose(false);
      archiveOnboarding.mutate();
    }
    // Core §4: closing Customize My Feed reloads the feed.
    void queryClient.invalidateQueries({ queryKey: postKeys.feeds });
    void queryClient.invalidateQueries({ queryKey: postKeys.counters });
  };
  const handleLater = () => {
    closeOnboarding();
    setCardClosed(true);
  };
  const handleGetStarted = () => {
    closeOnboarding();
    setCardClosed(true);
    setArchiveOnClose(true);
    setCustomizing(true);
  };

  return (
    <Stack gap="md">
      {showOnboarding(session.user.triggeredEventList, cardClosed) && (
        <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="channel-onboarding-heading">
          <Stack gap="xs">
            <Title order={2} size="h5" id="channel-onboarding-heading">
              {t("channel.onboarding.title")}
            </Title>
            <Text size="sm" c="gray.7">
              {t("channel.onboarding.text")}
            </Text>
            <Button size="xs" onClick={handleGetStarted}>
              {t("channel.onboarding.getStarted")}
            </Button>
            <Button size="xs" variant="subtle" onClick={handleLater}>
              {t("channel.onboarding.later")}
            </Button>
          </Stack>
        </Paper>
      )}
      <ChannelsWidget />
      <Button
        variant="light"
        leftSection={<IconAdjustments size={16} aria-hidden />}
        onClick={() => setCustomizing(true)}
      >
        {t("channel.customize.open")}
      </Button>
      {customizing && (
        <Suspense fallback={null}>
          <CustomizeFeedModal opened={customizing} onClose={handleClose} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Core §2 Channels widget: My feed plus the subscribed channels, a lock on private ones, 300 px high. */
export function ChannelsWidget() {
  const { t } = useTranslation();
  const channels = useChannelList();
  const [params] = useSearchParams();
  const location = useLocation();
  const onFeed = location.pathname === "/";
  const selected = onFeed ? params.get("channelId") : null;
  // From another page, a channel opens the published feed.
  const base = onFeed ? params : new URLSearchParams();
  const subscribed = (channels.data ?? []).filter(
    (channel) => channel.subscriptionStatus && channel.isActive,
  );

  return (
    <nav aria-labelledby="channels-heading">
      <Title order={2} size="h4" id="channels-heading" mb="xs">
        {t("sidebar.channels")}
      </Title>
      <ul className={classes.list}>
        <li>
          <Link
            to={feedSearch(base, { channelId: null })}
            className={classes.item}
            aria-current={onFeed && !selected ? "page" : undefined}
          >
            <span className={classes.name}>{t("channel.myFeed")}</span>
          </Link>
        </li>
        {subscribed.map((channel) => (
          <li key={channel._id}>
            <Link
              to={feedSearch(base, { channelId: channel._id })}
              className={classes.item}
              aria-current={selected === channel._id ? "page" : undefined}
            >
              <span className={classes.name}>{channel.name}</span>
              {channel.isPrivate && <IconLock size={14} aria-label={t("channel.private")} />}
            </Link>
          </li>
        ))}
      </ul>
      {channels.isError && (
        <Text size="sm" c="red">
          {t("channel.loadFailed")}
        </Text>
      )}
    </nav>
  );
}
