import "@mantine/charts/styles.css";
import { influenceBand } from "@chorus/shared/influence/influence.rules";
import type { StatsInterval } from "@chorus/shared/stats/stats.contract";
import { AreaChart, BarChart, LineChart } from "@mantine/charts";
import { Alert, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { useStatsCount, useStatsSeries } from "../api.ts";

const RANGES = { "30": 30, "90": 90, "365": 365 } as const;
type RangeKey = keyof typeof RANGES;
const INTERVAL_OF: Record<RangeKey, StatsInterval> = { "30": "day", "90": "week", "365": "month" };

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

function Figure({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {typeof value === "number" ? value.toLocaleString() : value}
      </Text>
    </Paper>
  );
}

/** One chart of the dashboard: a named region whose heading is its accessible name too. */
function ChartSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /profile/dashboard: my shares, clicks, reactions and points over time, and my influencer score's history. */
export default function DashboardScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [range, setRange] = useState<RangeKey>("30");
  const from = dayBefore(RANGES[range] - 1);
  const to = dayBefore(0);
  const count = useStatsCount(from, to);
  const series = useStatsSeries(from, to, INTERVAL_OF[range]);
  const showScore = !session.company.isInfluencerScoreHidden;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t("stats.title")}
        </Title>
        <SegmentedControl
          value={range}
          onChange={(value) => setRange(value as RangeKey)}
          data={(Object.keys(RANGES) as RangeKey[]).map((key) => ({
            value: key,
            label: t(`stats.range.${key}`),
          }))}
          aria-label={t("stats.rangeLabel")}
        />
      </Group>
      {count.isError || series.isError ? (
        <Alert color="red">{t("stats.loadFailed")}</Alert>
      ) : !count.data || !series.data ? (
        <Loader />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t("stats.shares")} value={count.data.shareCount} testId="stats-shares" />
            <Figure label={t("stats.clicks")} value={count.data.clickCount} testId="stats-clicks" />
            <Figure label={t("stats.reactions")} value={count.data.reactionCount} testId="stats-reactions" />
            <Figure label={t("stats.points")} value={count.data.point} testId="stats-points" />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t("stats.totals", { stars: count.data.Star, coins: count.data.Coin })}
          </Text>
          <ChartSection title={t("stats.activityChart")}>
            <BarChart
              h={260}
              data={series.data.series}
              dataKey="date"
              withLegend
              series={[
                { name: "shares", label: t("stats.shares"), color: "chorus.6" },
                { name: "clicks", label: t("stats.clicks"), color: "teal.6" },
                { name: "reactions", label: t("stats.reactions"), color: "orange.6" },
              ]}
            />
          </ChartSection>
          <ChartSection title={t("stats.pointsChart")}>
            <AreaChart
              h={220}
              data={series.data.series}
              dataKey="date"
              series={[{ name: "points", label: t("stats.points"), color: "yellow.6" }]}
            />
          </ChartSection>
          {showScore && (
            <ChartSection title={t("stats.scoreChart")}>
              {count.data.smarpScore !== null && (
                <Text mb="sm">
                  {t("stats.scoreNow", {
                    score: count.data.smarpScore,
                    band: influenceBand(count.data.smarpScore),
                  })}
                </Text>
              )}
              {series.data.scoreHistory.length === 0 ? (
                <Text c="dimmed">{t("stats.noScore")}</Text>
              ) : (
                <LineChart
                  h={220}
                  data={series.data.scoreHistory}
                  dataKey="day"
                  yAxisProps={{ domain: [0, 100] }}
                  series={[{ name: "score", label: t("stats.score"), color: "chorus.6" }]}
                />
              )}
            </ChartSection>
          )}
        </>
      )}
    </Stack>
  );
}
