import { Alert, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../lib/alerts.tsx";

/** Core §2 alert area: lasting messages (role switch errors and the like) above the navbar. */
export function AlertArea() {
  const { t } = useTranslation();
  const { alerts, dismissAlert } = useAlerts();
  return (
    <section aria-label={t("layout.alerts")} aria-live="polite">
      {alerts.length > 0 && (
        <Stack gap="xs" p="xs">
          {alerts.map((alert) => (
            <Alert
              key={alert.id}
              role="alert"
              color={alert.color}
              icon={<IconAlertCircle aria-hidden />}
              withCloseButton
              closeButtonLabel={t("common.close")}
              onClose={() => dismissAlert(alert.id)}
            >
              {alert.message}
            </Alert>
          ))}
        </Stack>
      )}
    </section>
  );
}
