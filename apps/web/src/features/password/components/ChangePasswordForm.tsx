import { Alert, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { useUpdatePassword } from "../api.ts";
import { passwordErrorMessage } from "../password-errors.ts";
import { NewPasswordField, passwordAcceptable } from "./NewPasswordField.tsx";

/** Account settings: PUT /api/user/password {oldPassword, newPassword}. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { session } = useSession();
  const update = useUpdatePassword();
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const context = {
    companyName: session.company.name,
    subdomain: session.company.subdomain,
    email: session.user.email,
    firstName: session.user.firstName,
    lastName: session.user.lastName,
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          setDone(true);
          setOldPassword("");
          setNewPassword("");
        },
        onError: (failure) => setError(passwordErrorMessage(failure, t)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={420}>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {done && (
          <Text c="green" role="status">
            {t("changePassword.done")}
          </Text>
        )}
        <PasswordInput
          label={t("changePassword.oldPassword")}
          value={oldPassword}
          onChange={(event) => {
            setOldPassword(event.currentTarget.value);
            setError(null);
            setDone(false);
          }}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ "aria-label": t("login.togglePassword") }}
        />
        <NewPasswordField
          label={t("changePassword.newPassword")}
          value={newPassword}
          onChange={(value) => {
            setNewPassword(value);
            setError(null);
            setDone(false);
          }}
          context={context}
        />
        <Button
          type="submit"
          loading={update.isPending}
          disabled={oldPassword === "" || !passwordAcceptable(newPassword, context)}
        >
          {t("changePassword.submit")}
        </Button>
      </Stack>
    </form>
  );
}
