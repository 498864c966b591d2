import type { CompanySettings } from "@chorus/shared/company/company-admin.contract";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Active Directory: where directory provisioning (SCIM) is set up. Today it shows whether the
 * company is tied to a directory group, which closes self-registration (access §5).
 */
export function DirectoryTab({ company }: { company: CompanySettings }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{t("company.directory.intro")}</Text>
      <Text>
        {company.groupId
          ? t("company.directory.linked", { groupId: company.groupId })
          : t("company.directory.notLinked")}
      </Text>
    </Stack>
  );
}
