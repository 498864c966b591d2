import { isAdminLevel, isManager } from "@chorus/shared/access/roles";
import { Alert, Center, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { IntegrationsTab } from "../../integrations/index.ts";
import { LabsPanel } from "../../people/index.ts";
import { useSession } from "../../session/index.ts";
import { useCompanySettings } from "../api.ts";
import { ActiveDirectoryTab } from "../components/ActiveDirectoryTab.tsx";
import { ChannelsTab } from "../components/ChannelsTab.tsx";
import { ContentTab } from "../components/ContentTab.tsx";
import { GamificationTab, NotificationsTab, WidgetsTab } from "../components/GamificationTab.tsx";
import { GeneralTab } from "../components/GeneralTab.tsx";

/** Core §2: the eight tabs of the company settings, in order, then Integrations (issue 13); `?tab=` opens one (access §2). */
export const SETTINGS_TABS = [
  "general",
  "content",
  "channels",
  "gamification",
  "notifications",
  "widgets",
  "labs",
  "activeDirectory",
  "integrations",
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
const isTab = (value: string | null): value is SettingsTab =>
  value !== null && (SETTINGS_TABS as readonly string[]).includes(value);

/** /company/{companyId}: admin-level change the settings; group admins and channel managers read them. */
export default function CompanySettingsScreen() {
  const { t } = useTranslation();
  const { companyId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const { session } = useSession();
  const settings = useCompanySettings(companyId);
  const asked = params.get("tab");
  const tab: SettingsTab = isTab(asked) && (asked !== "labs" || isManager(session.role)) ? asked : "general";
  const editable = isAdminLevel(session.role);
  // The labs page (access §2) is the managers': group admins and channel managers read the rest.
  const tabs = SETTINGS_TABS.filter((name) => name !== "labs" || isManager(session.role));

  if (settings.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  if (settings.isError || !settings.data)
    return (
      <Alert color="red" role="alert">
        {t("company.notFound")}
      </Alert>
    );
  const company = settings.data;
  const props = { company, editable };

  return (
    <Stack gap="md">
      <Title order={1}>{t("company.settingsTitle", { company: company.name })}</Title>
      {!editable && <Text c="dimmed">{t("company.readOnly")}</Text>}
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== "general" ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs
            .filter((name) => name !== "integrations" || editable)
            .map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`company.tab.${name}`)}
              </Tabs.Tab>
            ))}
        </Tabs.List>
        <Tabs.Panel value="general" pt="md">
          <GeneralTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="content" pt="md">
          <ContentTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="channels" pt="md">
          <ChannelsTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="gamification" pt="md">
          <GamificationTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationsTab {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="widgets" pt="md">
          <WidgetsTab {...props} />
        </Tabs.Panel>
        {isManager(session.role) && (
          <Tabs.Panel value="labs" pt="md">
            <LabsPanel companyId={company._id} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="activeDirectory" pt="md">
          <ActiveDirectoryTab company={company} editable={editable} />
        </Tabs.Panel>
        <Tabs.Panel value="integrations" pt="md">
          <IntegrationsTab companyId={company._id} editable={editable} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
