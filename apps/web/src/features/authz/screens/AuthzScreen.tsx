import { browserHref } from "@chorus/shared/http/endpoint";
import { oauth2BrowserRoutes } from "@chorus/shared/token/token.endpoints";
import { Alert, Button, Group, Loader, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { browser } from "../../../lib/browser.ts";
import { pickOAuthParams } from "../../auth/index.ts";
import { PublicFrame } from "../../pages/index.ts";
import { useSessionProbe } from "../../session/index.ts";
import { useOAuthClient } from "../api.ts";

/** The server's authorization endpoint with the page's parameters plus authz=1 or cancel_authz=1. */
export function authorizeHref(search: URLSearchParams, decision: "authz" | "cancel_authz"): string {
  const params = pickOAuthParams(search);
  params.delete("client_name");
  params.set(decision, "1");
  return browserHref(oauth2BrowserRoutes.authorize, { query: Object.fromEntries(params) });
}

/** /authz (access §2): may the named client app use this account? */
export function AuthzScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const probe = useSessionProbe();
  const clientId = search.get("client_id") ?? "";
  const client = useOAuthClient(clientId);

  if (clientId === "" || client.isError) {
    return (
      <PublicFrame>
        <Title order={1}>{t("authz.unknownTitle")}</Title>
        <Alert color="red" role="alert">
          {t("authz.unknownClient")}
        </Alert>
      </PublicFrame>
    );
  }
  if (probe.isPending || client.isPending) {
    return (
      <PublicFrame>
        <Loader aria-label={t("common.loading")} />
      </PublicFrame>
    );
  }

  const signedIn = probe.data?.isLoggedIn === true;
  const name = client.data.name || search.get("client_name") || clientId;

  function handleAuthorize() {
    if (signedIn) {
      browser.assign(authorizeHref(search, "authz"));
      return;
    }
    // Log in first; the login page brings the person back here.
    const params = pickOAuthParams(search);
    params.set("isLoggedIn", "false");
    navigate(`/account?${params.toString()}`);
  }

  return (
    <PublicFrame>
      <Title order={1} size="h2">
        {t("authz.heading", { client: name })}
      </Title>
      <Text>{t("authz.text", { client: name })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => browser.assign(authorizeHref(search, "cancel_authz"))}>
          {t("authz.cancel")}
        </Button>
        <Button onClick={handleAuthorize}>
          {signedIn ? t("authz.authorize") : t("authz.authorizeAndLogIn")}
        </Button>
      </Group>
    </PublicFrame>
  );
}
