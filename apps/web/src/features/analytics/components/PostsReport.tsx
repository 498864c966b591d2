import type {
  AnalyticsAuth,
  AnalyticsFilter,
  PostAnalyticsRow,
  PostSortKey,
} from "@chorus/shared/analytics/analytics.contract";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePostAnalytics } from "../api.ts";
import { formatCount, formatDay, formatMoney } from "../format.ts";
import { ReportTable, useReportQuery } from "./ReportTable.tsx";
import type { Column } from "./SortableTable.tsx";

/** Posts published in the range with their figures to date: sortable, paged, exported. */
export function PostsReport({ auth, filter }: { auth: AnalyticsAuth; filter: AnalyticsFilter }) {
  const { t, i18n } = useTranslation();
  const table = useReportQuery<PostSortKey>(filter, { sort: "publishedAt", order: "desc" });
  const posts = usePostAnalytics(table.query);
  const lang = i18n.language;
  const n = (value: number) => formatCount(value, lang);
  const currency = posts.data?.currency ?? "USD";
  const columns: Column<PostAnalyticsRow, PostSortKey>[] = [
    {
      key: "title",
      label: t("analytics.column.post"),
      render: (p) => (
        <Stack gap={0}>
          <Link to={`/preview/${p.postId}`}>{p.title || t("analytics.untitled")}</Link>
          <Text size="xs" c="dimmed">
            {[p.channelNameList.join(", "), p.campaignName].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
      ),
    },
    {
      key: "publishedAt",
      label: t("analytics.column.published"),
      sort: "publishedAt",
      render: (p) => formatDay(p.publishedAt, lang),
    },
    {
      key: "views",
      label: t("analytics.figure.views"),
      sort: "views",
      numeric: true,
      render: (p) => n(p.views),
    },
    {
      key: "reads",
      label: t("analytics.figure.reads"),
      sort: "reads",
      numeric: true,
      render: (p) => n(p.reads),
    },
    {
      key: "likes",
      label: t("analytics.figure.likes"),
      sort: "likes",
      numeric: true,
      render: (p) => n(p.likes),
    },
    {
      key: "comments",
      label: t("analytics.figure.comments"),
      sort: "comments",
      numeric: true,
      render: (p) => n(p.comments),
    },
    {
      key: "shares",
      label: t("analytics.figure.shares"),
      sort: "shares",
      numeric: true,
      render: (p) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{n(p.shares)}</Text>
          <Text size="xs" c="dimmed">
            {p.byNetwork
              .filter((b) => b.shares > 0)
              .map((b) => `${t(`analytics.network.${b.network}`)} ${n(b.shares)}`)
              .join(" · ")}
          </Text>
        </Stack>
      ),
    },
    {
      key: "clicks",
      label: t("analytics.figure.clicks"),
      sort: "clicks",
      numeric: true,
      render: (p) => n(p.clicks),
    },
    {
      key: "impressions",
      label: t("analytics.figure.impressions"),
      sort: "impressions",
      numeric: true,
      render: (p) => n(p.impressions),
    },
    {
      key: "emv",
      label: t("analytics.figure.emv"),
      sort: "emv",
      numeric: true,
      render: (p) => formatMoney(p.emv, currency, lang),
    },
  ];
  return (
    <ReportTable
      report="posts"
      auth={auth}
      table={table}
      result={{
        isPending: posts.isPending,
        isError: posts.isError,
        data: posts.data && { rows: posts.data.postList, total: posts.data.total },
      }}
      caption={(count) => t("analytics.posts.caption", { count })}
      columns={columns}
      rowKey={(row) => row.postId}
    />
  );
}
