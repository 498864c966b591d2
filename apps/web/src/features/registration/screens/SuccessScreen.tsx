import { hasLab } from "@chorus/shared/labs/labs";
import type { Session2 } from "@chorus/shared/session/session.contract";
import { Alert, Anchor, Button, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { networkLabel } from "../../../lib/sign-in-network.ts";
import { AppQrCode, StoreButtons, useOpenMobileApp } from "../../apps/index.ts";
import { PublicFrame } from "../../pages/index.ts";
import { useSession2, useSessionProbe } from "../../session/index.ts";

/** /success: 'Account created successfully' with the account's facts and the ways on. */
export function SuccessScreen() {
  const { t } = useTranslation();
  const probe = useSessionProbe();
  const session = useSession2(probe.data?.isLoggedIn === true);
  const open = useOpenMobileApp();
  const data: Session2 | undefined = session.data;
  const connected = data
    ? Object.entries(data.user.connected)
        .filter(([, on]) => on)
        .map(([network]) => networkLabel(network))
    : [];

  return (
    <PublicFrame>
      <Title order={1}>{t("success.title")}</Title>
      <Stack gap={4}>
        <Text>
          {t("success.loginDomain")} <strong>{window.location.host}</strong>
        </Text>
        {data?.user.email && (
          <Text>
            {t("success.email")} <strong>{data.user.email}</strong>
          </Text>
        )}
        {data && hasLab(data, "sms_authentication_lab") && data.user.phoneNumber && (
          <Text>
            {t("success.phone")} <strong>{data.user.phoneNumber}</strong>
          </Text>
        )}
        {connected.length > 0 && (
          <>
            <Text>{t("success.connectedAccounts")}</Text>
            <List size="sm">
              {connected.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
      <Button variant="light" onClick={() => open.mutate()} loading={open.isPending}>
        {t("apps.openApp")}
      </Button>
      {open.isError && (
        <Alert color="red" role="alert">
          {t("apps.openFailed")}
        </Alert>
      )}
      <StoreButtons />
      <AppQrCode value={`${window.location.origin}/mobile`} />
      <Anchor component={Link} to="/">
        {t("success.continue")}
      </Anchor>
    </PublicFrame>
  );
}
