import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AiSettingsForm } from "./AiSettingsForm.tsx";
import {
  AdminsOnlyPostingSwitch,
  ExpirationSetting,
  SectionTitle,
  SettingSwitch,
  type TabProps,
} from "./setting-controls.tsx";
import { UtmSettingsForm } from "./UtmSettingsForm.tsx";

/** Content: who posts and comments, post defaults, reading rules, AI and tracked links. */
export function ContentTab(props: TabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SectionTitle>{t("company.section.posting")}</SectionTitle>
      <AdminsOnlyPostingSwitch {...props} />
      <SettingSwitch {...props} field="isUserPublishEnabled" />
      <SettingSwitch {...props} field="commentEnabled" />
      <SettingSwitch {...props} field="isDefaultPostTypeShareable" />
      <ExpirationSetting {...props} />
      <SectionTitle>{t("company.section.reading")}</SectionTitle>
      <SettingSwitch {...props} field="isArchivedReadEnabled" />
      <SettingSwitch {...props} field="isHideResourcesEnabled" />
      <SectionTitle>{t("company.section.ai")}</SectionTitle>
      <AiSettingsForm {...props} />
      <SectionTitle>{t("company.section.utm")}</SectionTitle>
      <UtmSettingsForm {...props} />
    </Stack>
  );
}
