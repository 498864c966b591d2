import { authBrowserRoutes } from "@chorus/shared/auth/auth.endpoints";
import { browserHref } from "@chorus/shared/http/endpoint";
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { browser } from "../../../lib/browser.ts";
import { useSession } from "../../session/index.ts";
import { useDeleteMe } from "../api.ts";

/** /delete-account: DELETE /api/user/me after a confirmation, then sign out. */
export function DeleteAccountScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const remove = useDeleteMe();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const needsPassword = session.user.hasPassword;

  function handleDelete() {
    remove.mutate(needsPassword ? password : null, {
      onSuccess: () => browser.assign(browserHref(authBrowserRoutes.signOut)),
      onError: (failure) => setError(failure.message || t("error.generic")),
    });
  }

  return (
    <>
      <Stack gap="md">
        <Title order={1}>{t("deleteAccount.title")}</Title>
        <Text>{t("deleteAccount.text", { company: session.company.name })}</Text>
        <Group>
          <Button color="red" onClick={() => setConfirming(true)}>
            {t("deleteAccount.button")}
          </Button>
          <Button variant="default" component={Link} to="/profile/settings">
            {t("gettingIn.cancel")}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("deleteAccount.confirmTitle")}
        centered
      >
        <Stack gap="md">
          <Text>{t("deleteAccount.confirmText")}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {needsPassword && (
            <PasswordInput
              label={t("deleteAccount.password")}
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setError(null);
              }}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ "aria-label": t("login.togglePassword") }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("gettingIn.cancel")}
            </Button>
            <Button
              color="red"
              onClick={handleDelete}
              loading={remove.isPending}
              disabled={needsPassword && password === ""}
            >
              {t("deleteAccount.confirmButton")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
