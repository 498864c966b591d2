import type { CompanySettings } from "@chorus/shared/company/company-admin.contract";
import { LABS } from "@chorus/shared/labs/labs";
import { Checkbox, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSaveSetting } from "./setting-controls.tsx";

/** Labs: features switched on per company; smarpers and partners change them, admins see them. */
export function LabsTab({ company, mayChange }: { company: CompanySettings; mayChange: boolean }) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSetting(company._id);
  const on = new Set(company.smarpLabList);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {mayChange ? t("company.labs.intro") : t("company.labs.readOnly")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {LABS.map((lab) => (
          <Checkbox
            key={lab}
            label={lab}
            checked={on.has(lab)}
            disabled={!mayChange || pending}
            onChange={(event) =>
              save({
                smarpLabList: event.currentTarget.checked
                  ? [...company.smarpLabList, lab]
                  : company.smarpLabList.filter((l) => l !== lab),
              })
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
