import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AnalyticsLayout } from "../components/AnalyticsLayout.tsx";
import { OverviewReport } from "../components/OverviewReport.tsx";
import { PostsReport } from "../components/PostsReport.tsx";

const TABS = {
  overview: "/internal-analytics?dashboard=overview",
  posts: "/internal-analytics?dashboard=posts",
};

/** /internal-analytics?dashboard=overview|posts (core §2): Workforce Insights. */
export default function InternalAnalyticsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = params.get("dashboard") === "posts" ? "posts" : "overview";
  return (
    <AnalyticsLayout tab={tab} title={t("page.workforceInsights")} tabPaths={TABS}>
      {(context) => (tab === "posts" ? <PostsReport {...context} /> : <OverviewReport {...context} />)}
    </AnalyticsLayout>
  );
}
