import type { Comment } from "@chorus/shared/post/post.contract";
import { Avatar, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-locale.ts";
import { useOnDemand } from "../../../lib/on-demand.ts";
import { fullName } from "../../../lib/text.ts";
import { TranslateToggle, useCommentTranslationToggle } from "../../translation/index.ts";
import { commentForms } from "./comment-forms.ts";

export type CommentMode = "view" | "edit" | "delete";

interface CommentItemProps {
  comment: Comment;
  mode: CommentMode;
  /** A request of the thread is under way: every action waits. */
  pending: boolean;
  onModeChange: (mode: CommentMode) => void;
  onSave: (text: string) => void;
  onDelete: () => void;
}

/** One comment in view, edit or delete mode (core §4); cancel returns to view. */
export function CommentItem({ comment, mode, pending, onModeChange, onSave, onDelete }: CommentItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [draft, setDraft] = useState(comment.comment.text);
  const name = fullName(comment.author);
  const { addedAt } = comment.comment;
  const translation = useCommentTranslationToggle(comment);
  const [forms, requestForms] = useOnDemand(commentForms);

  const handleEdit = () => {
    if (pending) return;
    requestForms();
    setDraft(comment.comment.text);
    onModeChange("edit");
  };
  const handleSave = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending || draft.trim() === "") return;
    onSave(draft.trim());
  };

  return (
    <Group component="li" align="flex-start" gap="xs" wrap="nowrap" aria-label={t("comment.by", { name })}>
      <Avatar src={comment.author.avatarUrl} alt="" radius="xl" size="sm" name={name} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="gray.7">
            <time dateTime={addedAt} title={format.longDate(addedAt)}>
              {format.postDate(addedAt)}
            </time>
          </Text>
        </Group>
        {/* Until the form's code arrives (fetched by the Edit button), the text stays in view. */}
        {mode === "edit" && forms ? (
          <forms.EditCommentForm
            value={draft}
            onChange={setDraft}
            onSubmit={handleSave}
            onCancel={() => !pending && onModeChange("view")}
            loading={pending}
          />
        ) : (
          <>
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {translation.translation?.text ?? comment.comment.text}
            </Text>
            <TranslateToggle toggle={translation} />
          </>
        )}
        {mode === "delete" && (
          <Group gap="xs" role="group" aria-label={t("comment.deleteConfirm")}>
            <Text size="sm" fw={600}>
              {t("comment.deleteConfirm")}
            </Text>
            <Button color="red" size="xs" onClick={() => !pending && onDelete()} loading={pending}>
              {t("comment.deleteYes")}
            </Button>
            <Button variant="default" size="xs" onClick={() => !pending && onModeChange("view")}>
              {t("comment.deleteNo")}
            </Button>
          </Group>
        )}
        {mode === "view" && (comment.abilities.canEdit || comment.abilities.canDelete) && (
          <Group gap={4}>
            {comment.abilities.canEdit && (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={handleEdit}
                onPointerEnter={requestForms}
                onFocus={requestForms}
                onTouchStart={requestForms}
                aria-label={t("comment.editOf", { name })}
              >
                {t("comment.edit")}
              </Button>
            )}
            {comment.abilities.canDelete && (
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                onClick={() => !pending && onModeChange("delete")}
                aria-label={t("comment.deleteOf", { name })}
              >
                {t("comment.delete")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}
