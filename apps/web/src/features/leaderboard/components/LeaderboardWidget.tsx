import { LEADERBOARD_TOP_CARDS, LEADERBOARD_WIDGET_SIZE } from "@chorus/shared/leaderboard/leaderboard.rules";
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../session/index.ts";
import { useLeaderboardSettings, useRanking } from "../api.ts";
import { RankedAvatar, rankedName } from "./RankedAvatar.tsx";

/**
 * Sidebar Leaderboard (core §2): the first leaderboard admins ordered (this month's points over
 * everyone when there is none), 3 top cards, then ranks 4 to 10 in rows. Hidden when turned off.
 */
export function LeaderboardWidget() {
  const { t } = useTranslation();
  const { session } = useSession();
  const settings = useLeaderboardSettings();
  const filterId = settings.data ? (settings.data.orderedLeaderboardIdList[0] ?? "ThisMonth") : null;
  const enabled = settings.data?.leaderboardEnabled === true && !session.company.isGamificationDisabled;
  const ranking = useRanking(filterId, { limit: LEADERBOARD_WIDGET_SIZE }, enabled);
  if (!enabled) return null;

  const list = ranking.data?.leaderboardList ?? [];
  const top = list.slice(0, LEADERBOARD_TOP_CARDS);
  const rest = list.slice(LEADERBOARD_TOP_CARDS);
  const title = settings.data?.orderedLeaderboardList[0]?.name ?? t("leaderboard.thisMonth");

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="leaderboard-widget-heading">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id="leaderboard-widget-heading">
            {t("leaderboard.title")}
          </Title>
          <Text size="xs" c="dimmed" truncate>
            {title}
          </Text>
        </Group>
        {ranking.isPending ? (
          <Skeleton height={120} />
        ) : ranking.isError ? (
          <Text size="sm" c="dimmed">
            {t("leaderboard.loadFailed")}
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("leaderboard.empty")}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={3} spacing={6} data-testid="leaderboard-top">
              {top.map((user) => (
                <Stack key={user._id} gap={2} align="center" ta="center">
                  <RankedAvatar user={user} />
                  <Text size="xs" fw={700}>
                    #{user.rank}
                  </Text>
                  <Text size="xs" lineClamp={1}>
                    {rankedName(user)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("leaderboard.points", { count: user.point })}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            {rest.length > 0 && (
              <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
                {rest.map((user) => (
                  <Group key={user._id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                    <Group gap="xs" wrap="nowrap">
                      <Text size="xs" w={24} c="dimmed">
                        {user.rank}
                      </Text>
                      <RankedAvatar user={user} size="sm" />
                      <Text size="xs" lineClamp={1}>
                        {rankedName(user)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {user.point}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            {ranking.data.me && (
              <Text size="xs" data-testid="leaderboard-my-rank">
                {t("leaderboard.myRank", { rank: ranking.data.me.rank, count: ranking.data.me.point })}
              </Text>
            )}
          </>
        )}
        <Anchor component={Link} to="/leaderboard" size="sm">
          {t("leaderboard.seeAll")}
        </Anchor>
      </Stack>
    </Paper>
  );
}
