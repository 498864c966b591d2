import { Group, Pagination, ScrollArea, Table, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface Column<Row, Sort extends string> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** The server sort key of the column, when it can be sorted. */
  sort?: Sort;
  numeric?: boolean;
}

interface SortableTableProps<Row, Sort extends string> {
  caption: string;
  columns: Column<Row, Sort>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort: Sort;
  order: "asc" | "desc";
  onSort: (sort: Sort, order: "asc" | "desc") => void;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * A table sorted on the server: a column header toggles its order (descending first, the usual
 * question being "which did best"); aria-sort says the state to screen readers.
 */
export function SortableTable<Row, Sort extends string>(props: SortableTableProps<Row, Sort>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <>
      <ScrollArea>
        <Table striped highlightOnHover stickyHeader miw={900}>
          <caption style={{ textAlign: "left" }}>{props.caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => {
                const active = column.sort !== undefined && column.sort === props.sort;
                return (
                  <Table.Th
                    key={column.key}
                    ta={column.numeric ? "right" : "left"}
                    aria-sort={active ? (props.order === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {column.sort ? (
                      <UnstyledButton
                        onClick={() =>
                          column.sort &&
                          props.onSort(column.sort, active && props.order === "desc" ? "asc" : "desc")
                        }
                        fw={600}
                        fz="sm"
                      >
                        {column.label} {active ? (props.order === "asc" ? "▲" : "▼") : ""}
                      </UnstyledButton>
                    ) : (
                      column.label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {props.columns.map((column) => (
                  <Table.Td key={column.key} ta={column.numeric ? "right" : "left"}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {props.rows.length === 0 && <Text c="dimmed">{t("analytics.table.empty")}</Text>}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={props.page} onChange={props.onPage} />
        </Group>
      )}
    </>
  );
}
