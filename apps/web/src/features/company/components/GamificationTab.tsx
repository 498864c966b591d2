import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FatigueLimitForm } from "./FatigueLimitForm.tsx";
import { PointsForm } from "./PointsForm.tsx";
import { SectionTitle, SettingSwitch, SettingText, type TabProps } from "./setting-controls.tsx";

/** Gamification: on or off (points, trophies, leaderboards), rewards, and the points per deed. */
export function GamificationTab(props: TabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SettingSwitch {...props} field="isGamificationDisabled" invert />
      <SettingSwitch {...props} field="RewardEnabled" />
      <SectionTitle>{t("company.section.points")}</SectionTitle>
      <Text size="sm" c="dimmed">
        {t("company.points.intro")}
      </Text>
      <PointsForm {...props} />
    </Stack>
  );
}

/** Notifications: the invitation people get and the Slack app; the mails themselves are in the outbox. */
export function NotificationsTab(props: TabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("company.notifications.intro")}
      </Text>
      <SettingText {...props} field="defaultInvitationMessage" multiline />
      <SettingSwitch {...props} field="isSlackAppEnabled" />
      {props.editable && <FatigueLimitForm companyId={props.company._id} />}
    </Stack>
  );
}

/** Widgets: the sidebar widgets a company can switch (core §2 sidebar). */
export function WidgetsTab(props: TabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SettingSwitch {...props} field="isInfluencerScoreHidden" invert />
      <Text size="sm" c="dimmed">
        {props.company.isGamificationDisabled
          ? t("company.widgets.gamificationOff")
          : t("company.widgets.gamificationOn")}
      </Text>
    </Stack>
  );
}
