import type { AnalyticsAuth, AnalyticsFilter } from "@chorus/shared/analytics/analytics.contract";
import { BarChart, LineChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { Alert, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCampaignInsight, useChannelInsight, useOverview } from "../api.ts";
import { formatCount, formatDay, formatMoney } from "../format.ts";
import { EmvNote } from "./EmvRates.tsx";
import { StatCard } from "./StatCard.tsx";

/** Totals, shares per network with EMV, adoption funnel, daily series, channels and campaigns. */
export function OverviewReport({ auth, filter }: { auth: AnalyticsAuth; filter: AnalyticsFilter }) {
  const { t, i18n } = useTranslation();
  const overview = useOverview(filter);
  const channels = useChannelInsight(filter);
  const campaigns = useCampaignInsight(filter);
  const lang = i18n.language;
  if (overview.isPending) return <Loader aria-label={t("common.loading")} />;
  if (overview.isError)
    return (
      <Alert color="red" role="alert">
        {t("error.generic")}
      </Alert>
    );
  const o = overview.data;
  const n = (value: number) => formatCount(value, lang);
  const money = (value: number) => formatMoney(value, o.currency, lang);
  const emvNote = (value: number) => t("analytics.emv.beside", { emv: money(value) });
  return (
    <Stack gap="lg">
      <EmvNote canEdit={auth.canEditEmvRates} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <StatCard label={t("analytics.figure.posts")} value={n(o.totals.posts)} />
        <StatCard label={t("analytics.figure.views")} value={n(o.totals.views)} />
        <StatCard label={t("analytics.figure.reads")} value={n(o.totals.reads)} />
        <StatCard label={t("analytics.figure.likes")} value={n(o.totals.likes)} />
        <StatCard label={t("analytics.figure.comments")} value={n(o.totals.comments)} />
        <StatCard
          label={t("analytics.figure.shares")}
          value={n(o.totals.shares)}
          note={emvNote(o.totals.emv)}
          testId="stat-shares"
        />
        <StatCard label={t("analytics.figure.clicks")} value={n(o.totals.clicks)} />
        <StatCard label={t("analytics.figure.impressions")} value={n(o.totals.impressions)} />
        <StatCard label={t("analytics.figure.emv")} value={money(o.totals.emv)} testId="stat-emv" />
        <StatCard label={t("analytics.figure.points")} value={n(o.totals.points)} />
      </SimpleGrid>
      {o.updatedAt && (
        <Text size="xs" c="dimmed">
          {t("analytics.updatedAt", { at: new Date(o.updatedAt).toLocaleString(lang) })}
        </Text>
      )}

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t("analytics.chart.overTime")}
        </Title>
        <LineChart
          h={260}
          data={o.series}
          dataKey="day"
          series={[
            { name: "views", label: t("analytics.figure.views"), color: "blue.6" },
            { name: "shares", label: t("analytics.figure.shares"), color: "orange.6" },
            { name: "clicks", label: t("analytics.figure.clicks"), color: "teal.6" },
          ]}
          withLegend
          curveType="monotone"
        />
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t("analytics.chart.funnel")}
          </Title>
          <BarChart
            h={220}
            data={[
              { stage: t("analytics.funnel.invited"), users: o.funnel.invited },
              { stage: t("analytics.funnel.registered"), users: o.funnel.registered },
              { stage: t("analytics.funnel.active"), users: o.funnel.active },
              { stage: t("analytics.funnel.sharing"), users: o.funnel.sharing },
            ]}
            dataKey="stage"
            series={[{ name: "users", label: t("analytics.funnel.users"), color: "violet.6" }]}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {t("analytics.funnel.explain")}
          </Text>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t("analytics.chart.networks")}
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("analytics.emv.network")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.shares")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.clicks")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.impressions")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.emv")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {o.byNetwork.map((row) => (
                <Table.Tr key={row.network}>
                  <Table.Td>{t(`analytics.network.${row.network}`)}</Table.Td>
                  <Table.Td ta="right">{n(row.shares)}</Table.Td>
                  <Table.Td ta="right">{n(row.clicks)}</Table.Td>
                  <Table.Td ta="right">{n(row.impressions)}</Table.Td>
                  <Table.Td ta="right">{money(row.emv)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t("analytics.chart.channels")}
        </Title>
        {channels.data && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("analytics.filter.channel")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.posts")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.views")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.likes")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.shares")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.clicks")}</Table.Th>
                <Table.Th ta="right">{t("analytics.figure.emv")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {channels.data.channelList.map((row) => (
                <Table.Tr key={row.channelId}>
                  <Table.Td>{row.channelName}</Table.Td>
                  <Table.Td ta="right">{n(row.posts)}</Table.Td>
                  <Table.Td ta="right">{n(row.views)}</Table.Td>
                  <Table.Td ta="right">{n(row.likes)}</Table.Td>
                  <Table.Td ta="right">{n(row.shares)}</Table.Td>
                  <Table.Td ta="right">{n(row.clicks)}</Table.Td>
                  <Table.Td ta="right">{money(row.emv)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {channels.data?.channelList.length === 0 && <Text c="dimmed">{t("analytics.table.empty")}</Text>}
      </Paper>

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t("analytics.chart.campaigns")}
        </Title>
        {campaigns.data?.campaignList.map((c) => (
          <Stack key={c.campaignId ?? "none"} gap={4} mb="sm">
            <Text fw={600} c={c.color ?? undefined}>
              {c.campaignName ?? t("analytics.noCampaign")}
            </Text>
            <Table>
              <Table.Tbody>
                {c.channelList.map((row) => (
                  <Table.Tr key={row.channelId}>
                    <Table.Td>{row.channelName}</Table.Td>
                    <Table.Td ta="right">{t("analytics.campaignRow.posts", { count: row.posts })}</Table.Td>
                    <Table.Td ta="right">{t("analytics.campaignRow.views", { count: row.views })}</Table.Td>
                    <Table.Td ta="right">{t("analytics.campaignRow.shares", { count: row.shares })}</Table.Td>
                    <Table.Td ta="right">{money(row.emv)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
        {campaigns.data?.campaignList.length === 0 && <Text c="dimmed">{t("analytics.table.empty")}</Text>}
      </Paper>
      <Text size="xs" c="dimmed">
        {t("analytics.rangeNote", { from: formatDay(o.from, lang), to: formatDay(o.to, lang) })}
      </Text>
    </Stack>
  );
}
