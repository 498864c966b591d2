import { DEFAULT_HIGHLIGHT_COLOR } from "@chorus/shared/company/company.contract";
import {
  Alert,
  Anchor,
  Center,
  Divider,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useBrandColor } from "../../../lib/brand.tsx";
import { PageFrame } from "../../../lib/PageFrame.tsx";
import { RegistrationModal } from "../../registration/index.ts";
import { useAuthMethods, usePublicConfig } from "../api.ts";
import { LoginForm } from "../components/LoginForm.tsx";
import { LoginLinkDialog } from "../components/LoginLinkDialog.tsx";
import { SocialSignInButtons } from "../components/SocialSignInButtons.tsx";
import { hasCompanyLab } from "../login-branding.ts";
import { signInErrorKey } from "../login-errors-param.ts";
import { authzReturnPath, oauthServerValue } from "../oauth-params.ts";
import classes from "./LoginScreen.module.css";

/**
 * /account, /login and /loginMain (access §2): identifier and password, social and single sign-on
 * buttons, the login link and (when allowed) registration, branded for the host's company.
 * The route wraps it in PublicOnly, so a signed-in user goes to the feed instead.
 * /register shows the same page with the registration modal open.
 */
export function LoginScreen({ openRegistration = false }: { openRegistration?: boolean }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  useBrandColor(config.data?.company?.HighlightColor);
  const methods = useAuthMethods();
  const [search] = useSearchParams();
  const [loginLinkOpen, setLoginLinkOpen] = useState(false);
  const [registration, setRegistration] = useState<{ open: boolean; email: string }>({
    open: openRegistration,
    email: "",
  });

  if (config.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }

  const company = config.data?.company ?? null;
  const phoneLogin = company !== null && hasCompanyLab(company, "sms_authentication_lab");
  const passwordLogin = methods.data?.password ?? company?.isPasswordAuthEnabled ?? true;
  const highlightColor = company?.HighlightColor || DEFAULT_HIGHLIGHT_COLOR;
  // White label: the logo heads the card; the login image, when there is a logo too, fills the page.
  const logo = company?.ImageUrl ?? company?.ImageUrlLogin ?? null;
  const loginImage = company?.ImageUrl && company.ImageUrlLogin ? company.ImageUrlLogin : null;
  const title = company ? t("login.titleCompany", { company: company.name }) : t("login.title");
  // Access §5: e-mail registration only with self-registration on and without the SAML lab.
  const registrationAllowed = company?.isSelfRegistrationEnabled === true && !hasCompanyLab(company, "saml");
  const oauthserver = oauthServerValue(search);
  const errorKey = signInErrorKey(search.get("error"), search.get("loginLinkError"));
  const socialButtons = (
    <SocialSignInButtons
      networkList={methods.data?.networkList ?? []}
      sso={methods.data?.sso ?? false}
      oauthserver={oauthserver}
      highlightColor={highlightColor}
    />
  );
  const hasOtherMethods = (methods.data?.networkList.length ?? 0) > 0 || methods.data?.sso === true;

  return (
    <main
      className={classes.page}
      id="main-content"
      tabIndex={-1}
      data-login-image={loginImage ?? undefined}
      style={loginImage ? { backgroundImage: `url(${JSON.stringify(loginImage)})` } : undefined}
    >
      <PageFrame kind="narrow">
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="lg">
            <header className={classes.header}>
              {logo ? (
                <Image
                  src={logo}
                  alt={t("login.companyLogo", { company: company?.name ?? "" })}
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
            {errorKey && (
              <Alert color="red" role="alert" data-testid="sign-in-error">
                {t(errorKey)}
              </Alert>
            )}
            {passwordLogin ? (
              <LoginForm
                phoneLogin={phoneLogin}
                highlightColor={highlightColor}
                returnTo={authzReturnPath(search)}
                company={company}
              />
            ) : (
              <Text ta="center">{t("login.passwordDisabled")}</Text>
            )}
            {passwordLogin && (
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to="/forgot-password" size="sm">
                  {t("signIn.forgotPassword")}
                </Anchor>
                <Anchor component="button" type="button" size="sm" onClick={() => setLoginLinkOpen(true)}>
                  {t("signIn.sendLoginLink")}
                </Anchor>
              </Group>
            )}
            {hasOtherMethods && (
              <>
                {passwordLogin && <Divider label={t("signIn.or")} labelPosition="center" />}
                {socialButtons}
              </>
            )}
            {!passwordLogin && (
              <Anchor component="button" type="button" size="sm" onClick={() => setLoginLinkOpen(true)}>
                {t("signIn.sendLoginLink")}
              </Anchor>
            )}
            {registrationAllowed && (
              <Text size="sm" ta="center">
                {t("signIn.noAccount")}{" "}
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => setRegistration({ open: true, email: "" })}
                >
                  {t("signIn.register")}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Paper>
      </PageFrame>
      {!company?.customDomain && (
        <Text size="sm" c="dimmed" className={classes.watermark} data-testid="product-watermark">
          {t("login.watermark")}
        </Text>
      )}
      <LoginLinkDialog
        opened={loginLinkOpen}
        onClose={() => setLoginLinkOpen(false)}
        onCreateAccount={registrationAllowed ? (email) => setRegistration({ open: true, email }) : null}
      />
      {registrationAllowed && registration.open && (
        <RegistrationModal
          opened
          onClose={() => setRegistration({ open: false, email: "" })}
          companyDomain={company.domainSet[0] ?? null}
          companyDomains={company.domainSet}
          initialEmail={registration.email}
          socialButtons={hasOtherMethods ? socialButtons : undefined}
        />
      )}
    </main>
  );
}
