import {
  checkPassword,
  type PasswordContext,
  type PasswordStrength,
} from "@chorus/shared/password/password.rules";
import { PasswordInput } from "@mantine/core";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkPasswordStrength, type PasswordStrength as ServerStrength } from "../api.ts";
import { StrengthMeter } from "./StrengthMeter.tsx";

/** Wait this long after the last key before asking the server (access §5: checked while typing). */
export const STRENGTH_CHECK_DELAY_MS = 300;

interface NewPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** Names the password may not contain (the browser's own check). */
  context?: PasswordContext;
  /** Sent with the strength check on the reset page. */
  token?: string;
  userId?: string;
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * A new password: hidden/shown toggle, the shared rules at once, then the server's verdict
 * (which also knows the names of a user who is not signed in yet).
 */
export function NewPasswordField({
  value,
  onChange,
  label,
  context,
  token,
  userId,
  error,
  autoFocus,
}: NewPasswordFieldProps) {
  const { t } = useTranslation();
  const meterId = useId();
  const local: PasswordStrength = useMemo(() => checkPassword(value, context), [value, context]);
  const [server, setServer] = useState<{ password: string; strength: ServerStrength } | null>(null);

  useEffect(() => {
    if (value === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkPasswordStrength({ password: value, token, userId }, controller.signal)
        .then((strength) => setServer({ password: value, strength }))
        .catch(() => {}); // the browser's own verdict stays
    }, STRENGTH_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, token, userId]);

  const shown =
    server && server.password === value && server.strength.barClassList.length === 4
      ? server.strength
      : local;

  return (
    <div>
      <PasswordInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="new-password"
        required
        error={error}
        autoFocus={autoFocus}
        aria-describedby={meterId}
        visibilityToggleButtonProps={{ "aria-label": t("login.togglePassword") }}
        description={t("password.help")}
      />
      {value !== "" && (
        <StrengthMeter
          id={meterId}
          strength={{
            score: shown.score as PasswordStrength["score"],
            label: shown.label,
            message: shown.message ?? undefined,
            barClassList: shown.barClassList as PasswordStrength["barClassList"],
          }}
        />
      )}
    </div>
  );
}

/** May this password be sent? The shared rules say no exactly when they set a code. */
export const passwordAcceptable = (password: string, context?: PasswordContext) =>
  checkPassword(password, context).code === undefined;
