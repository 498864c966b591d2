import { DOMAIN_PATTERN } from "@chorus/shared/company/company-admin.contract";
import { Button, Group, Stack, TagsInput, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  SectionTitle,
  SettingSwitch,
  SettingText,
  type TabProps,
  useSaveSetting,
} from "./setting-controls.tsx";
import { WhitelabelForm } from "./WhitelabelForm.tsx";

/** General: name, look (white label), who may join and how, terms and privacy, the mobile app link. */
export function GeneralTab(props: TabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SettingText {...props} field="name" />
      <SectionTitle>{t("company.section.whitelabel")}</SectionTitle>
      <WhitelabelForm {...props} />
      <SectionTitle>{t("company.section.access")}</SectionTitle>
      <SettingSwitch {...props} field="isSelfRegistrationEnabled" />
      <SettingSwitch {...props} field="isPasswordAuthEnabled" />
      <SettingSwitch {...props} field="isGroupEnabled" />
      <SettingSwitch {...props} field="anonymousEnabled" />
      <DomainsSetting {...props} />
      <SettingText {...props} field="defaultPlatformLanguage" />
      <SettingSwitch {...props} field="isLanguageEnabled" />
      <SettingSwitch {...props} field="isGetMobileAppDisabled" invert />
      <SectionTitle>{t("company.section.legal")}</SectionTitle>
      <SettingSwitch {...props} field="isTosEnabled" />
      <LegalTexts {...props} />
    </Stack>
  );
}

/** The e-mail domains people may register and get login links with. */
function DomainsSetting({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSetting(company._id);
  const [domains, setDomains] = useState(company.domainSet);
  useEffect(() => setDomains(company.domainSet), [company.domainSet]);
  const invalid = domains.filter((d) => !DOMAIN_PATTERN.test(d.trim().toLowerCase()));
  const changed = domains.join(",") !== company.domainSet.join(",");
  return (
    <Stack gap={4}>
      <TagsInput
        label={t("company.field.domainSet.label")}
        description={t("company.field.domainSet.description")}
        value={domains}
        onChange={setDomains}
        disabled={!editable}
        error={invalid.length > 0 ? t("company.field.domainSet.invalid", { domain: invalid[0] }) : undefined}
        splitChars={[",", " ", ";"]}
      />
      {editable && changed && invalid.length === 0 && (
        <Group>
          <Button size="xs" loading={pending} onClick={() => save({ domainSet: domains })}>
            {t("company.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The company's own terms of service and privacy policy (shown when isTosEnabled). */
function LegalTexts({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSetting(company._id);
  const [terms, setTerms] = useState(company.termsOfService);
  const [privacy, setPrivacy] = useState(company.privacyPolicy);
  useEffect(() => {
    setTerms(company.termsOfService);
    setPrivacy(company.privacyPolicy);
  }, [company.termsOfService, company.privacyPolicy]);
  const changed = terms !== company.termsOfService || privacy !== company.privacyPolicy;
  return (
    <Stack gap="sm">
      <Textarea
        label={t("company.field.termsOfService.label")}
        description={t("company.field.termsOfService.description")}
        value={terms}
        onChange={(e) => setTerms(e.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={16}
        disabled={!editable}
      />
      <Textarea
        label={t("company.field.privacyPolicy.label")}
        description={t("company.field.privacyPolicy.description")}
        value={privacy}
        onChange={(e) => setPrivacy(e.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={16}
        disabled={!editable}
      />
      {editable && changed && (
        <Group>
          <Button loading={pending} onClick={() => save({ termsOfService: terms, privacyPolicy: privacy })}>
            {t("company.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
