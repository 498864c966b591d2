import { isManager } from "@chorus/shared/access/roles";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "@chorus/shared/leaderboard/leaderboard.rules";
import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSettings } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { type LeaderboardRankingQuery, useLeaderboardSettings, useRanking } from "../api.ts";
import { LeaderboardTable } from "../components/LeaderboardTable.tsx";
import { RankedAvatar, rankedName } from "../components/RankedAvatar.tsx";

const LeaderboardSettingsModal = lazy(() => import("../components/LeaderboardSettingsModal.tsx"));
const PAGE_SIZE = 50;

/** /leaderboard: rankings by points, per leaderboard, time range and team; admins set them up. */
export default function LeaderboardScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const admin = isManager(session.role);
  const settings = useLeaderboardSettings();
  const [chosen, setChosen] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [dateFrom, setDateFrom] = useState("");
  const [dateTo, setDateTo] = useState("");
  const [page, setPage] = useState(1);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const leaderboards = settings.data?.orderedLeaderboardList ?? [];
  const filterId = chosen ?? (settings.data ? (leaderboards[0]?._id ?? "ThisMonth") : null);
  const leaderboard = leaderboards.find((f) => f._id === filterId) ?? null;
  const custom = filterId === "Custom";
  const query: LeaderboardRankingQuery = {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    ...(teamId && { teamId }),
    ...(custom && { dateFrom, dateTo }),
  };
  const visible = settings.data?.leaderboardEnabled !== false || admin;
  const ranking = useRanking(filterId, query, visible && (!custom || (dateFrom !== "" && dateTo !== "")));

  const choices = [
    ...(leaderboards.length > 0
      ? [
          {
            group: t("leaderboard.leaderboards"),
            items: leaderboards.map((f) => ({ value: f._id, label: f.name })),
          },
        ]
      : []),
    {
      group: t("leaderboard.everyone"),
      items: LEADERBOARD_PERIODS.map((value: LeaderboardPeriod) => ({
        value,
        label: t(`leaderboard.period.${value}`),
      })),
    },
  ];

  return (
    <>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t("leaderboard.title")}
          </Title>
          {admin && (
            <Button
              variant="light"
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={() => setSettingsOpen(true)}
            >
              {t("leaderboard.settings.open")}
            </Button>
          )}
        </Group>
        {settings.isPending ? (
          <Loader />
        ) : !visible ? (
          <Alert color="gray">{t("leaderboard.disabled")}</Alert>
        ) : (
          <>
            {settings.data?.leaderboardEnabled === false && (
              <Alert color="yellow">{t("leaderboard.disabledAdmin")}</Alert>
            )}
            <Group align="end">
              <Select
                label={t("leaderboard.choose")}
                data={choices}
                value={filterId}
                onChange={(value) => {
                  setChosen(value);
                  setTeamId(null);
                  setPage(1);
                }}
                allowDeselect={false}
                w={260}
              />
              {leaderboard && leaderboard.filteredTeamList.length > 1 && (
                <Select
                  label={t("leaderboard.team")}
                  placeholder={t("leaderboard.allTeams")}
                  data={leaderboard.filteredTeamList.map((team) => ({ value: team._id, label: team.name }))}
                  value={teamId}
                  onChange={(value) => {
                    setTeamId(value);
                    setPage(1);
                  }}
                  clearable
                  w={220}
                />
              )}
              {custom && (
                <>
                  <TextInput
                    type="date"
                    label={t("leaderboard.dateFrom")}
                    value={dateFrom}
                    onChange={(e) => setDateFrom(e.currentTarget.value)}
                  />
                  <TextInput
                    type="date"
                    label={t("leaderboard.dateTo")}
                    value={dateTo}
                    onChange={(e) => setDateTo(e.currentTarget.value)}
                  />
                </>
              )}
            </Group>
            {ranking.data && (
              <Text size="sm" c="dimmed">
                {ranking.data.dateFrom
                  ? t("leaderboard.rangeFromTo", {
                      from: ranking.data.dateFrom,
                      to: ranking.data.dateTo ?? t("leaderboard.today"),
                    })
                  : t("leaderboard.period.AllTime")}
              </Text>
            )}
            {ranking.data?.me && (
              <Paper withBorder p="sm" data-testid="leaderboard-me">
                <Group gap="sm">
                  <RankedAvatar user={ranking.data.me} />
                  <Text fw={600}>{rankedName(ranking.data.me)}</Text>
                  <Text>
                    {t("leaderboard.myRank", { rank: ranking.data.me.rank, count: ranking.data.me.point })}
                  </Text>
                </Group>
              </Paper>
            )}
            {custom && (dateFrom === "" || dateTo === "") ? (
              <Text c="dimmed">{t("leaderboard.pickDays")}</Text>
            ) : ranking.isPending ? (
              <Loader />
            ) : ranking.isError ? (
              <Alert color="red">{ranking.error.message || t("leaderboard.loadFailed")}</Alert>
            ) : ranking.data.leaderboardList.length === 0 ? (
              <Text c="dimmed">{t("leaderboard.empty")}</Text>
            ) : (
              <>
                <LeaderboardTable ranking={ranking.data} meId={session.user._id} />
                {ranking.data.total > PAGE_SIZE && (
                  <Pagination
                    total={Math.ceil(ranking.data.total / PAGE_SIZE)}
                    value={page}
                    onChange={setPage}
                  />
                )}
              </>
            )}
          </>
        )}
      </Stack>
      {settingsOpen && (
        <Suspense fallback={null}>
          <LeaderboardSettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
