import { useTranslation } from "react-i18next";
import { ANALYTICS2_TABS, AnalyticsLayout } from "../components/AnalyticsLayout.tsx";
import { OverviewReport } from "../components/OverviewReport.tsx";

/** /analytics2: Workforce Insights, the overview. */
export default function AnalyticsOverviewScreen() {
  const { t } = useTranslation();
  return (
    <AnalyticsLayout tab="overview" title={t("page.analytics")} tabPaths={ANALYTICS2_TABS}>
      {(context) => <OverviewReport {...context} />}
    </AnalyticsLayout>
  );
}
