import type {
  AnalyticsAuth,
  AnalyticsFilter,
  UserAnalyticsRow,
  UserSortKey,
} from "@chorus/shared/analytics/analytics.contract";
import { Alert, Group, Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { exportUrl, type TableQuery, useUserAnalytics } from "../api.ts";
import { formatCount, formatDay, formatMoney } from "../format.ts";
import { EmvNote } from "./EmvRates.tsx";
import { ExportButtons } from "./ExportButtons.tsx";
import { type Column, SortableTable } from "./SortableTable.tsx";

const PAGE_SIZE = 25;

/** Users' shares, clicks, EMV, points and activity in the range. */
export function UsersReport({ auth, filter }: { auth: AnalyticsAuth; filter: AnalyticsFilter }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ sort: UserSortKey; order: "asc" | "desc" }>({
    sort: "shares",
    order: "desc",
  });
  const [page, setPage] = useState(1);
  const query: TableQuery<UserSortKey> = {
    ...filter,
    ...sort,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  const users = useUserAnalytics(query);
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
    <Stack gap="sm">
      <Group justify="space-between">
        <EmvNote canEdit={auth.canEditEmvRates} />
        <ExportButtons
          csvUrl={exportUrl("users", query, "csv")}
          xlsxUrl={exportUrl("users", query, "xlsx")}
        />
      </Group>
      {users.isPending && <Loader aria-label={t("common.loading")} />}
      {users.isError && (
        <Alert color="red" role="alert">
          {t("error.generic")}
        </Alert>
      )}
      {users.data && (
        <SortableTable
          caption={t("analytics.users.caption", { count: users.data.total })}
          columns={columns}
          rows={users.data.userList}
          rowKey={(u) => u.userId}
          sort={sort.sort}
          order={sort.order}
          onSort={(next, order) => {
            setSort({ sort: next, order });
            setPage(1);
          }}
          total={users.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
