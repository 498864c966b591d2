import { hasLab } from "@chorus/shared/labs/labs";
import { Anchor, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { notify } from "../../../lib/notify.ts";
import { LanguageSettingsForm } from "../../language/index.ts";
import { NotificationSettingsForm } from "../../notification/index.ts";
import { ChangePasswordForm } from "../../password/index.ts";
import { useSession } from "../../session/index.ts";

type Tab = "password" | "language" | "notifications";

/** /profile/settings (tab=language) and /profile/settings/language: account settings. */
export function AccountSettingsScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tab: Tab =
    search.get("tab") === "notifications"
      ? "notifications"
      : pathname.endsWith("/language") || search.get("tab") === "language" || !session.user.hasPassword
        ? "language"
        : "password";

  function handleTab(value: string | null) {
    if (value === "notifications") navigate("/profile/settings?tab=notifications");
    else navigate(value === "language" ? "/profile/settings/language" : "/profile/settings?tab=password");
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t("page.accountSettings")}</Title>
      <Tabs value={tab} onChange={handleTab} keepMounted={false}>
        <Tabs.List>
          {session.user.hasPassword && (
            <Tabs.Tab value="password">{t("accountSettings.passwordTab")}</Tabs.Tab>
          )}
          <Tabs.Tab value="language">{t("accountSettings.languageTab")}</Tabs.Tab>
          <Tabs.Tab value="notifications">{t("notification.settings.tab")}</Tabs.Tab>
        </Tabs.List>
        {session.user.hasPassword && (
          <Tabs.Panel value="password" pt="md">
            <ChangePasswordForm />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="language" pt="md">
          <LanguageSettingsForm onSaved={() => notify.success(t("languageSettings.saved"))} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationSettingsForm />
        </Tabs.Panel>
      </Tabs>
      <Stack gap={4}>
        {hasLab(session, "access_token_lab") && (
          <Anchor component={Link} to="/access-token">
            {t("page.accessToken")}
          </Anchor>
        )}
        <Text size="sm">
          <Anchor component={Link} to="/delete-account" c="red.9" underline="always">
            {t("page.deleteAccount")}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
