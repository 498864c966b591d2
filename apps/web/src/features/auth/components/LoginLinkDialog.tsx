import { EMAIL_PATTERN } from "@chorus/shared/auth/auth.contract";
import { ERROR_CODE } from "@chorus/shared/errors/error-codes";
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { useLoginLinkDomains, useSendLoginLink } from "../api.ts";

/** Access §9: the login-link dialog lists the first 6 company domains. */
export const LOGIN_LINK_DOMAIN_COUNT = 6;

type View = { kind: "form" } | { kind: "sent" } | { kind: "unknown" } | { kind: "offerAccount" };

interface LoginLinkDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Offered on 404.2 when the company has domains: open registration with this address. */
  onCreateAccount: ((email: string) => void) | null;
  initialEmail?: string;
}

export function LoginLinkDialog({
  opened,
  onClose,
  onCreateAccount,
  initialEmail = "",
}: LoginLinkDialogProps) {
  const { t } = useTranslation();
  const domains = useLoginLinkDomains(opened);
  const send = useSendLoginLink();
  const [email, setEmail] = useState(initialEmail);
  const [view, setView] = useState<View>({ kind: "form" });
  const [error, setError] = useState<string | null>(null);
  const domainList = (domains.data?.domainList ?? []).slice(0, LOGIN_LINK_DOMAIN_COUNT);

  function handleClose() {
    setView({ kind: "form" });
    setError(null);
    send.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setError(t("loginLink.invalidEmail"));
      return;
    }
    send.mutate(address, {
      onSuccess: () => setView({ kind: "sent" }),
      onError: (failure) => {
        if (isApiError(failure) && failure.code === ERROR_CODE.unknownUser) {
          setView({ kind: domainList.length > 0 ? "offerAccount" : "unknown" });
          return;
        }
        setError(failure.message || t("error.generic"));
      },
    });
  }

  const title = view.kind === "offerAccount" ? t("loginLink.userNotFoundTitle") : t("loginLink.title");

  return (
    <Modal opened={opened} onClose={handleClose} title={title} centered>
      {view.kind === "form" && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t("loginLink.intro")}</Text>
            {domainList.length > 0 && (
              <Text size="sm" c="dimmed" data-testid="login-link-domains">
                {t("loginLink.domains", { domains: domainList.map((domain) => `@${domain}`).join(", ") })}
              </Text>
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label={t("loginLink.emailLabel")}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
              required
            />
            <Button type="submit" loading={send.isPending} disabled={email.trim() === ""}>
              {t("loginLink.submit")}
            </Button>
          </Stack>
        </form>
      )}
      {view.kind === "sent" && (
        <Stack gap="md">
          <Text role="status">{t("loginLink.sent", { email: email.trim() })}</Text>
          <Button onClick={handleClose}>{t("loginLink.done")}</Button>
        </Stack>
      )}
      {view.kind === "unknown" && (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {t("loginLink.unknownUser")}
          </Alert>
          <Button variant="default" onClick={() => setView({ kind: "form" })}>
            {t("loginLink.tryAgain")}
          </Button>
        </Stack>
      )}
      {view.kind === "offerAccount" && (
        <Stack gap="md">
          <Text>{t("loginLink.offerAccount", { email: email.trim() })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setView({ kind: "form" })}>
              {t("loginLink.tryAgain")}
            </Button>
            {onCreateAccount && (
              <Button
                onClick={() => {
                  const address = email.trim();
                  handleClose();
                  onCreateAccount(address);
                }}
              >
                {t("loginLink.createAccount")}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
