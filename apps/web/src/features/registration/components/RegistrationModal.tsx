import { EMAIL_PATTERN } from "@chorus/shared/auth/auth.contract";
import { ERROR_CODE } from "@chorus/shared/errors/error-codes";
import { Alert, Anchor, Button, Divider, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { useSendLoginLink } from "../../auth/api.ts";
import { useRegister, useRegisterReminder } from "../api.ts";

// The widget (and its workers) load only when the modal opens.
const Captcha = lazy(() => import("./Captcha.tsx").then((m) => ({ default: m.Captcha })));

/** Access §4: entry, then sending, then sent; the §8 error dialogs replace the content. */
export type RegistrationView =
  | "entry"
  | "sending"
  | "sent"
  | "userLimit"
  | "domainNotAllowed"
  | "emailUsed"
  | "linkSent";

interface RegistrationModalProps {
  opened: boolean;
  onClose: () => void;
  /** The company's first e-mail domain, for the placeholder (`name@acme.example`). */
  companyDomain: string | null;
  companyDomains: string[];
  initialEmail?: string;
  /** Social sign-in for people who already have an account. */
  socialButtons?: React.ReactNode;
}

export function RegistrationModal(props: RegistrationModalProps) {
  const { opened, onClose, companyDomain, companyDomains, initialEmail = "", socialButtons } = props;
  const { t } = useTranslation();
  const register = useRegister();
  const reminder = useRegisterReminder();
  const loginLink = useSendLoginLink();
  const [view, setView] = useState<RegistrationView>("entry");
  const [email, setEmail] = useState(initialEmail);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const address = email.trim();

  function reset() {
    setView("entry");
    setAlert(null);
    setResent(false);
    setCaptcha(null);
  }

  function handleClose() {
    reset();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(address)) {
      setAlert(t("registration.invalidEmail"));
      return;
    }
    if (!captcha) {
      setAlert(t("registration.captchaRequired"));
      return;
    }
    setAlert(null);
    setView("sending");
    register.mutate(
      { email: address, captcha },
      {
        onSuccess: () => setView("sent"),
        onError: (failure) => {
          setCaptcha(null); // a captcha payload is single use
          const code = isApiError(failure) ? failure.code : null;
          if (code === ERROR_CODE.userLimit) return setView("userLimit");
          if (code === ERROR_CODE.domainNotAllowed) return setView("domainNotAllowed");
          if (code === ERROR_CODE.emailUsed) return setView("emailUsed");
          setView("entry");
          setAlert(failure.message || t("error.generic"));
        },
      },
    );
  }

  function handleResend() {
    reminder.mutate(address, {
      onSuccess: () => setResent(true),
      onError: (failure) => setAlert(failure.message || t("error.generic")),
    });
  }

  function handleSendLoginLink() {
    loginLink.mutate(address, {
      onSuccess: () => setView("linkSent"),
      onError: (failure) => {
        setView("entry");
        setAlert(failure.message || t("error.generic"));
      },
    });
  }

  const titles: Record<RegistrationView, string> = {
    entry: t("registration.title"),
    sending: t("registration.title"),
    sent: t("registration.sentTitle"),
    userLimit: t("registration.userLimitTitle"),
    domainNotAllowed: t("registration.domainTitle"),
    emailUsed: t("registration.emailUsedTitle"),
    linkSent: t("loginLink.title"),
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={titles[view]} centered>
      {view === "entry" && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {alert && (
              <Alert color="red" role="alert">
                {alert}
              </Alert>
            )}
            <TextInput
              label={t("registration.emailLabel")}
              type="email"
              autoComplete="email"
              placeholder={t("registration.emailPlaceholder", { domain: companyDomain ?? "company.com" })}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setAlert(null);
              }}
              required
            />
            <Suspense fallback={<Loader size="sm" aria-label={t("common.loading")} />}>
              <Captcha onChange={setCaptcha} />
            </Suspense>
            <Button type="submit" disabled={address === "" || captcha === null}>
              {t("registration.submit")}
            </Button>
            {socialButtons && (
              <>
                <Divider label={t("registration.existingUsers")} labelPosition="center" />
                {socialButtons}
              </>
            )}
          </Stack>
        </form>
      )}
      {view === "sending" && (
        <Stack align="center" gap="md" role="status">
          <Loader aria-hidden />
          <Text>{t("registration.sending")}</Text>
        </Stack>
      )}
      {view === "sent" && (
        <Stack gap="md">
          <Text role="status">{t("registration.sent", { email: address })}</Text>
          <Text size="sm">
            {t("registration.noEmail")}{" "}
            <Anchor component="button" type="button" onClick={handleResend} disabled={reminder.isPending}>
              {t("registration.resend")}
            </Anchor>
          </Text>
          {resent && (
            <Text size="sm" c="green" role="status">
              {t("registration.resent")}
            </Text>
          )}
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <Button onClick={handleClose}>{t("registration.gotIt")}</Button>
        </Stack>
      )}
      {view === "userLimit" && (
        <Stack gap="md">
          <Text>{t("registration.userLimitText")}</Text>
          <Button onClick={handleClose}>{t("common.close")}</Button>
        </Stack>
      )}
      {view === "domainNotAllowed" && (
        <Stack gap="md">
          <Text>
            {companyDomains.length > 0
              ? t("registration.domainText", { domains: companyDomains.map((d) => `@${d}`).join(", ") })
              : t("registration.domainTextNoList")}
          </Text>
          <Button onClick={reset}>{t("registration.tryAnother")}</Button>
        </Stack>
      )}
      {view === "emailUsed" && (
        <Stack gap="md">
          <Text>{t("registration.emailUsedText", { email: address })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t("gettingIn.cancel")}
            </Button>
            <Button onClick={handleSendLoginLink} loading={loginLink.isPending}>
              {t("registration.sendLoginLink")}
            </Button>
          </Group>
        </Stack>
      )}
      {view === "linkSent" && (
        <Stack gap="md">
          <Text role="status">{t("loginLink.sent", { email: address })}</Text>
          <Button onClick={handleClose}>{t("loginLink.done")}</Button>
        </Stack>
      )}
    </Modal>
  );
}
