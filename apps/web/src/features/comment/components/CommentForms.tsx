import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The new-comment and edit forms, in a chunk of their own (`comment-forms.ts`): a feed card shows
 * them only when asked, so the first screen does without Mantine's Textarea and its autosize.
 * The text lives with the caller, which posts it.
 */
interface CommentFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: React.FormEvent) => void;
  onCancel: () => void;
  /** The form's request is under way. */
  loading: boolean;
}

export function NewCommentForm({
  value,
  onChange,
  onSubmit,
  onCancel,
  loading,
  autoFocus,
}: CommentFormProps & { autoFocus: boolean }) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="xs">
        <Textarea
          label={t("comment.newLabel")}
          placeholder={t("comment.placeholder")}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={1}
          autoFocus={autoFocus}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={loading}>
            {t("comment.post")}
          </Button>
          <Button variant="default" size="xs" onClick={onCancel}>
            {t("comment.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditCommentForm({ value, onChange, onSubmit, onCancel, loading }: CommentFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="xs">
        <Textarea
          label={t("comment.editLabel")}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={2}
          data-autofocus
          autoFocus
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={loading}>
            {t("comment.save")}
          </Button>
          <Button variant="default" size="xs" onClick={onCancel}>
            {t("comment.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
