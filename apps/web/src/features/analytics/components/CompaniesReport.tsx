import type { AnalyticsAuth, AnalyticsFilter } from "@chorus/shared/analytics/analytics.contract";
import { Alert, Loader, ScrollArea, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCompanyAnalytics } from "../api.ts";
import { formatCount, formatMoney } from "../format.ts";

/** The provider's view: every company's adoption and results, each valued in its own currency. */
export function CompaniesReport({ auth, filter }: { auth: AnalyticsAuth; filter: AnalyticsFilter }) {
  const { t, i18n } = useTranslation();
  const companies = useCompanyAnalytics(filter, auth.canSeeAllCompanies);
  const lang = i18n.language;
  const n = (value: number) => formatCount(value, lang);
  if (!auth.canSeeAllCompanies)
    return (
      <Alert color="gray" role="alert">
        {t("analytics.smarperOnly")}
      </Alert>
    );
  if (companies.isPending) return <Loader aria-label={t("common.loading")} />;
  if (companies.isError)
    return (
      <Alert color="red" role="alert">
        {t("error.generic")}
      </Alert>
    );
  return (
    <ScrollArea>
      <Table striped miw={800}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("analytics.column.company")}</Table.Th>
            <Table.Th ta="right">{t("analytics.column.users")}</Table.Th>
            <Table.Th ta="right">{t("analytics.column.activeUsers")}</Table.Th>
            <Table.Th ta="right">{t("analytics.figure.posts")}</Table.Th>
            <Table.Th ta="right">{t("analytics.figure.views")}</Table.Th>
            <Table.Th ta="right">{t("analytics.figure.shares")}</Table.Th>
            <Table.Th ta="right">{t("analytics.figure.clicks")}</Table.Th>
            <Table.Th ta="right">{t("analytics.figure.emv")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.data.companyList.map((c) => (
            <Table.Tr key={c.companyId}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td ta="right">{n(c.users)}</Table.Td>
              <Table.Td ta="right">{n(c.activeUsers)}</Table.Td>
              <Table.Td ta="right">{n(c.posts)}</Table.Td>
              <Table.Td ta="right">{n(c.views)}</Table.Td>
              <Table.Td ta="right">{n(c.shares)}</Table.Td>
              <Table.Td ta="right">{n(c.clicks)}</Table.Td>
              <Table.Td ta="right">{formatMoney(c.emv, c.currency, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
