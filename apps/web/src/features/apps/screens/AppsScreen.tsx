import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AppQrCode } from "../components/AppQrCode.tsx";
import { StoreButtons } from "../components/StoreButtons.tsx";
import { DEFAULT_PROMO_SOURCE } from "../store-links.ts";

/** /apps?promoSource (default viral): the mobile app promotion. */
export function AppsScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const promoSource = search.get("promoSource") || DEFAULT_PROMO_SOURCE;
  const target = `${window.location.origin}/mobile?promoSource=${encodeURIComponent(promoSource)}`;
  return (
    <Paper withBorder p="xl" data-promo-source={promoSource}>
      <Stack align="center" gap="lg">
        <Title order={1}>{t("apps.title")}</Title>
        <Text ta="center">{t("apps.text")}</Text>
        <StoreButtons />
        <AppQrCode value={target} />
      </Stack>
    </Paper>
  );
}
