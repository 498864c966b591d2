import { Alert, Anchor, Button, Text, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PublicFrame } from "../../pages/index.ts";
import { useResetPassword } from "../api.ts";
import { NewPasswordField, passwordAcceptable } from "../components/NewPasswordField.tsx";
import { passwordErrorMessage } from "../password-errors.ts";

/** /resetPassword?token&userId: a new password from the mailed link (single use, expiring). */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const userId = search.get("userId") ?? "";
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (!token || !userId) {
    return (
      <PublicFrame>
        <Title order={1}>{t("resetPassword.title")}</Title>
        <Alert color="red" role="alert">
          {t("resetPassword.invalidLink")}
        </Alert>
        <Anchor component={Link} to="/forgot-password">
          {t("resetPassword.requestNew")}
        </Anchor>
      </PublicFrame>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate(
      { token, userId, newPassword: password },
      { onError: (failure) => setError(passwordErrorMessage(failure, t)) },
    );
  }

  return (
    <PublicFrame>
      <Title order={1}>{t("resetPassword.title")}</Title>
      {reset.isSuccess ? (
        <>
          <Text role="status">{t("resetPassword.done")}</Text>
          <Button component={Link} to="/account">
            {t("common.goToLogin")}
          </Button>
        </>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          {error && (
            <Alert color="red" role="alert" mb="md">
              {error}
            </Alert>
          )}
          <NewPasswordField
            label={t("resetPassword.newPassword")}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(null);
            }}
            token={token}
            userId={userId}
            autoFocus
          />
          <Button
            type="submit"
            mt="md"
            fullWidth
            loading={reset.isPending}
            disabled={!passwordAcceptable(password)}
          >
            {t("resetPassword.submit")}
          </Button>
        </form>
      )}
    </PublicFrame>
  );
}
