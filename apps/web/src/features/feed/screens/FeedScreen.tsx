import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FEED_TYPE_LABEL_KEY, parseFeedType } from "../feed-type.ts";

/** The feed route `/`: a heading for the feed type; the posts themselves arrive with the feed issue. */
export function FeedScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = parseFeedType(params.get("type"));
  return (
    <Stack gap="sm">
      <Title order={1}>{t(FEED_TYPE_LABEL_KEY[type])}</Title>
      <Text c="dimmed">{t("feed.comingSoon")}</Text>
    </Stack>
  );
}
