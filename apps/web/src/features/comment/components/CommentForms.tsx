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

/** One comment form; the new and the edit forms differ only in these. */
interface CommentFormText {
  labelKey: string;
  placeholderKey?: string;
  submitKey: string;
  minRows: number;
  autoFocus: boolean;
  /** Mantine's focus trap (a dialog around the form) starts on the text. */
  trapFocus?: boolean;
}

function CommentForm({
  value,
  onChange,
  onSubmit,
  onCancel,
  loading,
  labelKey,
  placeholderKey,
  submitKey,
  minRows,
  autoFocus,
  trapFocus,
}: CommentFormProps & CommentFormText) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="xs">
        <Textarea
          label={t(labelKey)}
          placeholder={placeholderKey ? t(placeholderKey) : undefined}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={minRows}
          data-autofocus={trapFocus || undefined}
          autoFocus={autoFocus}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={loading}>
            {t(submitKey)}
          </Button>
          <Button variant="default" size="xs" onClick={onCancel}>
            {t("comment.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export const NewCommentForm = (props: CommentFormProps & { autoFocus: boolean }) => (
  <CommentForm
    {...props}
    labelKey="comment.newLabel"
    placeholderKey="comment.placeholder"
    submitKey="comment.post"
    minRows={1}
  />
);

export const EditCommentForm = (props: CommentFormProps) => (
  <CommentForm
    {...props}
    labelKey="comment.editLabel"
    submitKey="comment.save"
    minRows={2}
    autoFocus
    trapFocus
  />
);
