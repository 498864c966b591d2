import type {
  AnalyticsAuth,
  AnalyticsFilter,
  UserAnalyticsRow,
  UserSortKey,
} from "@chorus/shared/analytics/analytics.contract";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useUserAnalytics } from "../api.ts";
import { formatCount, formatDay, formatMoney } from "../format.ts";
import { ReportTable, useReportQuery } from "./ReportTable.tsx";
import type { Column } from "./SortableTable.tsx";

/** Users' shares, clicks, EMV, points and activity in the range. */
export function UsersReport({ auth, filter }: { auth: AnalyticsAuth; filter: AnalyticsFilter }) {
  const { t, i18n } = useTranslation();
  const table = useReportQuery<UserSortKey>(filter, { sort: "shares", order: "desc" });
  const users = useUserAnalytics(table.query);
  const lang = i18n.language;
  const n = (value: number) => formatCount(value, lang);
  const currency = users.data?.currency ?? "USD";
  const columns: Column<UserAnalyticsRow, UserSortKey>[] = [
    {
      key: "name",
      label: t("analytics.column.user"),
      sort: "name",
      render: (u) => (
        <Stack gap={0}>
          <Text size="sm">{`${u.firstName} ${u.lastName}`.trim()}</Text>
          <Text size="xs" c="dimmed">
            {[u.email, u.groupName].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
      ),
    },
    {
      key: "shares",
      label: t("analytics.figure.shares"),
      sort: "shares",
      numeric: true,
      render: (u) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{n(u.shares)}</Text>
          <Text size="xs" c="dimmed">
            {t("analytics.emv.beside", { emv: formatMoney(u.emv, currency, lang) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: "clicks",
      label: t("analytics.figure.clicks"),
      sort: "clicks",
      numeric: true,
      render: (u) => n(u.clicks),
    },
    {
      key: "emv",
      label: t("analytics.figure.emv"),
      sort: "emv",
      numeric: true,
      render: (u) => formatMoney(u.emv, currency, lang),
    },
    {
      key: "points",
      label: t("analytics.figure.points"),
      sort: "points",
      numeric: true,
      render: (u) => n(u.points),
    },
    {
      key: "views",
      label: t("analytics.figure.views"),
      sort: "views",
      numeric: true,
      render: (u) => n(u.views),
    },
    {
      key: "likes",
      label: t("analytics.figure.likes"),
      sort: "likes",
      numeric: true,
      render: (u) => n(u.likes),
    },
    {
      key: "comments",
      label: t("analytics.figure.comments"),
      sort: "comments",
      numeric: true,
      render: (u) => n(u.comments),
    },
    {
      key: "activeDays",
      label: t("analytics.column.activeDays"),
      sort: "activeDays",
      numeric: true,
      render: (u) => n(u.activeDays),
    },
    {
      key: "lastActive",
      label: t("analytics.column.lastActive"),
      render: (u) => formatDay(u.lastActiveAt, lang),
    },
  ];
  return (
    <ReportTable
      report="users"
      auth={auth}
      table={table}
      result={{
        isPending: users.isPending,
        isError: users.isError,
        data: users.data && { rows: users.data.userList, total: users.data.total },
      }}
      caption={(count) => t("analytics.users.caption", { count })}
      columns={columns}
      rowKey={(row) => row.userId}
    />
  );
}
