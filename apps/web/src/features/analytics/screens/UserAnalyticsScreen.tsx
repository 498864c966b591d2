import { useTranslation } from "react-i18next";
import { ANALYTICS2_TABS, AnalyticsLayout } from "../components/AnalyticsLayout.tsx";
import { UsersReport } from "../components/UsersReport.tsx";

/** /analytics2/users */
export default function UserAnalyticsScreen() {
  const { t } = useTranslation();
  return (
    <AnalyticsLayout tab="users" title={t("page.userAnalytics")} tabPaths={ANALYTICS2_TABS}>
      {(context) => <UsersReport {...context} />}
    </AnalyticsLayout>
  );
}
