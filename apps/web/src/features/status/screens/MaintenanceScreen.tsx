import { Button, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { browser } from "../../../lib/browser.ts";
import { PublicFrame } from "../../pages/index.ts";
import { useMaintenanceStatus } from "../api.ts";

/** /maintenance (public): shown while the status check reports maintenance. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const { data: underMaintenance } = useMaintenanceStatus();
  return (
    <PublicFrame>
      <Title order={1}>{t("maintenance.title")}</Title>
      <Text>{t("maintenance.text")}</Text>
      {underMaintenance === false && (
        <Button onClick={() => browser.assign("/")} w="fit-content">
          {t("maintenance.back")}
        </Button>
      )}
    </PublicFrame>
  );
}
