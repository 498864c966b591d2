import type { AnalyticsAuth, AnalyticsFilter } from "@chorus/shared/analytics/analytics.contract";
import { Alert, Group, Loader, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { exportUrl, type TableQuery } from "../api.ts";
import { EmvNote } from "./EmvRates.tsx";
import { ExportButtons } from "./ExportButtons.tsx";
import { type Column, SortableTable } from "./SortableTable.tsx";

const PAGE_SIZE = 25;

/** The sort and page of a report table, and the query they make with the filters. */
export function useReportQuery<Sort extends string>(
  filter: AnalyticsFilter,
  initial: { sort: Sort; order: "asc" | "desc" },
) {
  const [sort, setSort] = useState(initial);
  const [page, setPage] = useState(1);
  const query: TableQuery<Sort> = { ...filter, ...sort, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  return { query, sort, page, setSort, setPage };
}

/**
 * A report of rows (posts, users): the EMV note, CSV and XLSX export of exactly what is shown,
 * and the server-sorted, paged table. A new sort goes back to the first page.
 */
export function ReportTable<Row, Sort extends string>({
  report,
  auth,
  table,
  result,
  caption,
  columns,
  rowKey,
}: {
  report: "posts" | "users";
  auth: AnalyticsAuth;
  table: ReturnType<typeof useReportQuery<Sort>>;
  result: { isPending: boolean; isError: boolean; data?: { rows: Row[]; total: number } };
  caption: (total: number) => string;
  columns: Column<Row, Sort>[];
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation();
  const { query, sort, page, setSort, setPage } = table;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <EmvNote canEdit={auth.canEditEmvRates} />
        <ExportButtons csvUrl={exportUrl(report, query, "csv")} xlsxUrl={exportUrl(report, query, "xlsx")} />
      </Group>
      {result.isPending && <Loader aria-label={t("common.loading")} />}
      {result.isError && (
        <Alert color="red" role="alert">
          {t("error.generic")}
        </Alert>
      )}
      {result.data && (
        <SortableTable
          caption={caption(result.data.total)}
          columns={columns}
          rows={result.data.rows}
          rowKey={rowKey}
          sort={sort.sort}
          order={sort.order}
          onSort={(next, order) => {
            setSort({ sort: next, order });
            setPage(1);
          }}
          total={result.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
