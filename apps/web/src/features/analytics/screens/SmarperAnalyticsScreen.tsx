import { useTranslation } from "react-i18next";
import { ANALYTICS2_TABS, AnalyticsLayout } from "../components/AnalyticsLayout.tsx";
import { CompaniesReport } from "../components/CompaniesReport.tsx";

/** /analytics2/smarper: every company (provider staff). */
export default function SmarperAnalyticsScreen() {
  const { t } = useTranslation();
  return (
    <AnalyticsLayout tab="smarper" title={t("page.smarperAnalytics")} tabPaths={ANALYTICS2_TABS} rangeOnly>
      {(context) => <CompaniesReport {...context} />}
    </AnalyticsLayout>
  );
}
