import { safeReturnPath } from "@chorus/shared/auth/return-path";
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ERROR_CODE, isApiError } from "../../../api/api-error.ts";
import { browser } from "../../../lib/browser.ts";
import { usePasswordLogin } from "../api.ts";
import { type LoginInput, loginFieldsFilled, validateLogin } from "../login.validation.ts";
import { loginErrorMessage, looksLikeOtherCompany } from "../login-errors.ts";
import { takePostPathAfterLogin } from "../post-path-after-login.ts";

interface LoginFormProps {
  /** SMS authentication lab: phone numbers are accepted and named in the wording. */
  phoneLogin: boolean;
  /** The company highlight colour for the login button (access §2). */
  highlightColor: string;
  /** Opened from /authz: go back there instead of the server's redirect address. */
  returnTo?: string | null;
  /** The host company's name and allowed e-mail domains, to point people of other companies to theirs. */
  company?: { name: string; domainSet: readonly string[] } | null;
}

export function LoginForm({ phoneLogin, highlightColor, returnTo = null, company = null }: LoginFormProps) {
  const { t } = useTranslation();
  const login = usePasswordLogin();
  const [input, setInput] = useState<LoginInput>({ identifier: "", password: "" });
  const [error, setError] = useState<string | null>(null);
  const [otherCompany, setOtherCompany] = useState(false);
  const sending = login.isPending || login.isSuccess; // stay disabled while the browser leaves

  function handleChange(field: keyof LoginInput, value: string) {
    setInput((current) => ({ ...current, [field]: value }));
    setError(null); // editing clears the error and re-enables the button
    setOtherCompany(false);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || error) return;
    const validation = validateLogin(input, phoneLogin);
    if (!validation.ok) {
      setError(t(validation.messageKey));
      return;
    }
    login.mutate(validation.body, {
      // Access §4: a post opened from a newsletter before login comes first (and is used once).
      onSuccess: ({ redirectUrl }) => {
        const postPath = takePostPathAfterLogin();
        browser.assign(safeReturnPath(returnTo ?? postPath ?? redirectUrl));
      },
      onError: (failure) => {
        setError(loginErrorMessage(failure, phoneLogin, t));
        setOtherCompany(
          isApiError(failure) &&
            failure.code === ERROR_CODE.badCredentials &&
            company !== null &&
            looksLikeOtherCompany(input.identifier, company.domainSet),
        );
      },
    });
  }

  const disabled = !loginFieldsFilled(input) || sending || error !== null;

  return (
    <form onSubmit={handleSubmit} noValidate aria-describedby={error ? "login-error" : undefined}>
      <Stack gap="md">
        {error && (
          <Alert id="login-error" color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {error}
            {/* The spec's words stay; the hint only adds where people of another company sign in. */}
            {otherCompany && company && (
              <Text inherit mt="xs" data-testid="other-company-hint">
                {t("login.error.otherCompany", { company: company.name })}{" "}
                <Anchor component={Link} to="/subdomainFinder" inherit fw={600}>
                  {t("login.error.findCompany")}
                </Anchor>
              </Text>
            )}
          </Alert>
        )}
        <TextInput
          label={t(phoneLogin ? "login.identifierLabel" : "login.emailLabel")}
          placeholder={t(phoneLogin ? "login.identifierPlaceholder" : "login.emailPlaceholder")}
          name="identifier"
          type="text"
          inputMode={phoneLogin ? "text" : "email"}
          autoComplete="username"
          required
          value={input.identifier}
          onChange={(event) => handleChange("identifier", event.currentTarget.value)}
        />
        <PasswordInput
          label={t("login.passwordLabel")}
          name="password"
          autoComplete="current-password"
          required
          value={input.password}
          onChange={(event) => handleChange("password", event.currentTarget.value)}
          visibilityToggleButtonProps={{ "aria-label": t("login.togglePassword") }}
        />
        <Button
          type="submit"
          color={highlightColor}
          autoContrast
          disabled={disabled}
          loading={sending}
          fullWidth
        >
          {t("login.submit")}
        </Button>
      </Stack>
    </form>
  );
}
