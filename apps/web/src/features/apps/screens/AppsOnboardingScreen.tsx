import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useOpenMobileApp } from "../api.ts";
import { StoreButtons } from "../components/StoreButtons.tsx";

/** /apps-onboarding, the crossroads: the web feed, the mobile app, or download it. */
export function AppsOnboardingScreen() {
  const { t } = useTranslation();
  const open = useOpenMobileApp();
  return (
    <Paper withBorder p="xl">
      <Stack gap="lg" align="center">
        <Title order={1}>{t("page.appsOnboarding")}</Title>
        <Text ta="center">{t("appsOnboarding.text")}</Text>
        <Button component={Link} to="/" fullWidth>
          {t("appsOnboarding.continueWeb")}
        </Button>
        <Button variant="light" fullWidth loading={open.isPending} onClick={() => open.mutate()}>
          {t("apps.openApp")}
        </Button>
        {open.isError && (
          <Alert color="red" role="alert">
            {t("apps.openFailed")}
          </Alert>
        )}
        <Text size="sm">{t("appsOnboarding.download")}</Text>
        <StoreButtons />
      </Stack>
    </Paper>
  );
}
