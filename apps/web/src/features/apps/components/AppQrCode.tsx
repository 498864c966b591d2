import { Stack, Text } from "@mantine/core";
import { QRCodeSVG } from "qrcode.react";
import { useTranslation } from "react-i18next";
import { isMobileDevice } from "../../../lib/device.ts";

/** A QR code for opening Chorus on a phone; desktop only (on a phone there is nothing to scan). */
export function AppQrCode({ value }: { value: string }) {
  const { t } = useTranslation();
  if (isMobileDevice()) return null;
  return (
    <Stack gap={4} align="center" data-testid="app-qr-code">
      <QRCodeSVG value={value} size={160} title={t("apps.qrTitle")} />
      <Text size="sm" c="dimmed">
        {t("apps.qrHint")}
      </Text>
    </Stack>
  );
}
