import { DEFAULT_HIGHLIGHT_COLOR } from "@chorus/shared/company/company.contract";
import { Center, Image, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePublicConfig } from "../api.ts";
import { LoginForm } from "../components/LoginForm.tsx";
import { hasCompanyLab } from "../login-branding.ts";
import classes from "./LoginScreen.module.css";

/**
 * /account, /login and /loginMain (access §2): identifier and password, branded for the host's company.
 * The route wraps it in PublicOnly, so a signed-in user goes to the feed instead.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const config = usePublicConfig();

  if (config.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }

  const company = config.data?.company ?? null;
  const phoneLogin = company !== null && hasCompanyLab(company, "sms_authentication_lab");
  const passwordLogin = company?.isPasswordAuthEnabled ?? true;
  const title = company ? t("login.titleCompany", { company: company.name }) : t("login.title");

  return (
    <main className={classes.page} id="main-content" tabIndex={-1}>
      <Paper className={classes.card} withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="lg">
          <header className={classes.header}>
            {company?.ImageUrlLogin ? (
              <Image
                src={company.ImageUrlLogin}
                alt={t("login.companyLogo", { company: company.name })}
                h={56}
                w="auto"
                fit="contain"
              />
            ) : (
              <Text className={classes.wordmark} aria-hidden>
                {t("app.name")}
              </Text>
            )}
          </header>
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {passwordLogin ? (
            <LoginForm
              phoneLogin={phoneLogin}
              highlightColor={company?.HighlightColor || DEFAULT_HIGHLIGHT_COLOR}
            />
          ) : (
            <Text ta="center">{t("login.passwordDisabled")}</Text>
          )}
        </Stack>
      </Paper>
      {!company?.customDomain && (
        <Text size="sm" c="dimmed" className={classes.watermark} data-testid="product-watermark">
          {t("login.watermark")}
        </Text>
      )}
    </main>
  );
}
