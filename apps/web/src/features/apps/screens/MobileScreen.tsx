import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useOpenMobileApp } from "../api.ts";
import { StoreButtons } from "../components/StoreButtons.tsx";

/** /mobile: opens the app through its magic link, with the stores as the fallback. */
export function MobileScreen() {
  const { t } = useTranslation();
  const open = useOpenMobileApp();
  const { mutate } = open;
  useEffect(() => mutate(), [mutate]);
  return (
    <Stack gap="md" align="center">
      <Title order={1}>{t("page.mobile")}</Title>
      {open.isError ? (
        <Alert color="red" role="alert">
          {t("apps.openFailed")}
        </Alert>
      ) : (
        <Text role="status">{t("apps.opening")}</Text>
      )}
      <Button variant="light" onClick={() => mutate()} loading={open.isPending}>
        {t("apps.openApp")}
      </Button>
      <StoreButtons />
    </Stack>
  );
}
