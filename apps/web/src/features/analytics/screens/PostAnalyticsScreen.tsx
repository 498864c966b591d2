import { useTranslation } from "react-i18next";
import { ANALYTICS2_TABS, AnalyticsLayout } from "../components/AnalyticsLayout.tsx";
import { PostsReport } from "../components/PostsReport.tsx";

/** /analytics2/posts */
export default function PostAnalyticsScreen() {
  const { t } = useTranslation();
  return (
    <AnalyticsLayout tab="posts" title={t("page.postAnalytics")} tabPaths={ANALYTICS2_TABS}>
      {(context) => <PostsReport {...context} />}
    </AnalyticsLayout>
  );
}
