import type { StepCounter } from "@chorus/shared/onboarding/onboarding.rules";
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  counter: StepCounter | null;
  children?: ReactNode;
  error?: string | null;
  sending: boolean;
  continueDisabled?: boolean;
  /** Omit for a step without Continue (unavailability). */
  onContinue?: () => void;
}

/** One onboarding step: counter, heading, content, warning and the Continue button ('Sending...' while saving). */
export function StepFrame({
  title,
  description,
  counter,
  children,
  error,
  sending,
  continueDisabled,
  onContinue,
}: StepFrameProps) {
  const { t } = useTranslation();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending && !continueDisabled) onContinue?.();
  }
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {counter && (
          <Text size="sm" c="dimmed" data-testid="step-counter">
            {t("onboarding.counter", { current: counter.current, total: counter.total })}
          </Text>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text>{description}</Text>}
        {children}
        {error && (
          <Alert color="yellow" role="alert">
            {error}
          </Alert>
        )}
        {onContinue && (
          <Button type="submit" disabled={sending || continueDisabled} aria-busy={sending}>
            {sending ? t("onboarding.sending") : t("onboarding.continue")}
          </Button>
        )}
      </Stack>
    </form>
  );
}
