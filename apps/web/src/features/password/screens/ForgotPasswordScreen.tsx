import { EMAIL_PATTERN } from "@chorus/shared/auth/auth.contract";
import { Alert, Anchor, Button, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicFrame } from "../../pages/index.ts";
import { useForgotPassword } from "../api.ts";

/** /forgot-password (signed out only): sends a reset link. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setError(t("forgotPassword.invalidEmail"));
      return;
    }
    forgot.mutate(address, { onError: (failure) => setError(failure.message || t("error.generic")) });
  }

  return (
    <PublicFrame>
      <Title order={1}>{t("forgotPassword.title")}</Title>
      {forgot.isSuccess ? (
        <Text role="status">{t("forgotPassword.sent", { email: email.trim() })}</Text>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Text mb="md">{t("forgotPassword.intro")}</Text>
          {error && (
            <Alert color="red" role="alert" mb="md">
              {error}
            </Alert>
          )}
          <TextInput
            label={t("forgotPassword.emailLabel")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            required
            mb="md"
          />
          <Button type="submit" loading={forgot.isPending} disabled={email.trim() === ""} fullWidth>
            {t("forgotPassword.submit")}
          </Button>
        </form>
      )}
      <Anchor component={Link} to="/account">
        {t("forgotPassword.backToLogin")}
      </Anchor>
    </PublicFrame>
  );
}
