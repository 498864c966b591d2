import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A failed request's message, announced to screen readers; nothing when there is none. */
export function ErrorAlert({ error }: { error: { message: string } | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  );
}

/** The end of a form: Cancel, then the submit button (busy while its request runs). */
export function FormActions({
  cancelLabel,
  submitLabel,
  pending,
  onCancel,
}: {
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/**
 * The body of a delete confirmation: what will happen, the server's refusal as it says it (a group
 * that still has members, say), Cancel and a red confirm button.
 */
export function ConfirmDelete({
  text,
  error,
  pending,
  cancelLabel,
  deleteLabel,
  onCancel,
  onConfirm,
}: {
  text: ReactNode;
  error: { message: string } | null | undefined;
  pending: boolean;
  cancelLabel: string;
  deleteLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Stack>
      <ErrorAlert error={error} />
      <Text>{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {deleteLabel}
        </Button>
      </Group>
    </Stack>
  );
}
