import type { AnalyticsAuth, AnalyticsFilter } from "@chorus/shared/analytics/analytics.contract";
import { Alert, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useAnalyticsAuth } from "../api.ts";
import { useAnalyticsFilter } from "../filters.ts";
import { FilterBar } from "./FilterBar.tsx";

export type AnalyticsTab = "overview" | "posts" | "users" | "smarper";

interface AnalyticsLayoutProps {
  tab: AnalyticsTab;
  title: string;
  /** Where each tab lives (the /analytics2 screens, or /internal-analytics?dashboard=). */
  tabPaths: Partial<Record<AnalyticsTab, string>>;
  rangeOnly?: boolean;
  children: (context: { auth: AnalyticsAuth; filter: AnalyticsFilter }) => ReactNode;
}

/** The analytics screens' frame: title, dashboard tabs, filters (kept in the URL across tabs). */
export function AnalyticsLayout({ tab, title, tabPaths, rangeOnly, children }: AnalyticsLayoutProps) {
  const { t } = useTranslation();
  const auth = useAnalyticsAuth();
  const { filter, setFilter } = useAnalyticsFilter();
  const navigate = useNavigate();
  const location = useLocation();
  const tabs = (Object.keys(tabPaths) as AnalyticsTab[]).filter(
    (key) => key !== "smarper" || auth.data?.canSeeAllCompanies,
  );
  const goTo = (key: string | null) => {
    const path = key ? tabPaths[key as AnalyticsTab] : undefined;
    if (!path) return;
    const [pathname, query = ""] = path.split("?");
    const params = new URLSearchParams(location.search);
    for (const [name, value] of new URLSearchParams(query)) params.set(name, value);
    navigate({ pathname, search: params.toString() });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
      </Group>
      {tabs.length > 1 && (
        <Tabs value={tab} onChange={goTo}>
          <Tabs.List>
            {tabs.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(`analytics.tab.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {auth.isPending && <Loader aria-label={t("common.loading")} />}
      {auth.isError && (
        <Alert color="red" role="alert">
          {t("analytics.noAccess")}
        </Alert>
      )}
      {auth.data && (
        <>
          <FilterBar auth={auth.data} filter={filter} onChange={setFilter} rangeOnly={rangeOnly} />
          {auth.data.scope === "channels" && (
            <Text size="sm" c="dimmed">
              {t("analytics.scope.channels")}
            </Text>
          )}
          {auth.data.scope === "group" && (
            <Text size="sm" c="dimmed">
              {t("analytics.scope.group")}
            </Text>
          )}
          {children({ auth: auth.data, filter })}
        </>
      )}
    </Stack>
  );
}

/** The tabs of the /analytics2 screens. */
export const ANALYTICS2_TABS: Record<AnalyticsTab, string> = {
  overview: "/analytics2",
  posts: "/analytics2/posts",
  users: "/analytics2/users",
  smarper: "/analytics2/smarper",
};
