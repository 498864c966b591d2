import type { Comment, Post } from "@chorus/shared/post/post.contract";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useOnDemand } from "../../../lib/on-demand.ts";
import { byAddedAt, useAddComment, useComments, useDeleteComment, useEditComment } from "../api.ts";
import { CommentItem, type CommentMode } from "./CommentItem.tsx";
import { commentForms } from "./comment-forms.ts";

/** Core §9: comments visible by default. */
export const VISIBLE_COMMENTS = 1;

type CommentPost = Pick<Post, "_id" | "commentEnabled" | "commentCount" | "commentList" | "abilities">;

interface CommentsSectionProps {
  post: CommentPost;
  /** The preview opens the whole thread at once. */
  open?: boolean;
  /** `isCommentFocus`: put the cursor in the new comment box. */
  focusForm?: boolean;
  /** One below the post's own heading. */
  headingOrder?: 2 | 3;
  /** Feed cards: a 'Write a comment' button opens the form (it is not open on every card). */
  formCollapsed?: boolean;
}

/** Core §2 comments section: count header, latest comment, show all / hide, view-edit-delete, new comment. */
export function CommentsSection({
  post,
  open = false,
  focusForm = false,
  headingOrder = 3,
  formCollapsed = false,
}: CommentsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [expanded, setExpanded] = useState(open);
  // Only one comment leaves view mode at a time.
  const [active, setActive] = useState<{ id: string; mode: CommentMode } | null>(null);
  const [text, setText] = useState("");
  const [writing, setWriting] = useState(!formCollapsed || focusForm);
  const [openedByButton, setOpenedByButton] = useState(false);
  const writeButton = useRef<HTMLButtonElement>(null);
  const thread = useComments(post._id, post.commentEnabled && expanded);
  const add = useAddComment(post._id);
  const edit = useEditComment(post._id);
  const remove = useDeleteComment(post._id);
  const pending = add.isPending || edit.isPending || remove.isPending;
  const [forms, requestForms] = useOnDemand(commentForms);
  // An open form whose code has not arrived yet: fetch it (the preview opens the form at once).
  useEffect(() => {
    if (writing && post.commentEnabled && post.abilities.canComment) requestForms();
  }, [writing, post.commentEnabled, post.abilities.canComment, requestForms]);

  if (!post.commentEnabled) {
    return (
      <Text size="sm" c="gray.7" component="p">
        {t("comment.disabled")}
      </Text>
    );
  }

  const all: Comment[] = [...(thread.data?.commentList ?? post.commentList)].sort(byAddedAt);
  const count = thread.data?.commentCount ?? post.commentCount;
  const shown = expanded ? all : all.slice(-VISIBLE_COMMENTS);

  const fail = (error: Error) => notify.error(isApiError(error) ? error.message : t("comment.failed"));
  const handleAdd = (event: React.FormEvent) => {
    event.preventDefault();
    if (pending || text.trim() === "") return;
    add.mutate(text.trim(), { onSuccess: () => setText(""), onError: fail });
  };
  const handleSave = (commentId: string, value: string) => {
    if (pending) return;
    edit.mutate({ commentId, text: value }, { onSuccess: () => setActive(null), onError: fail });
  };
  const handleDelete = (commentId: string) => {
    if (pending) return;
    remove.mutate(commentId, { onSuccess: () => setActive(null), onError: fail });
  };
  const modeOf = (comment: Comment): CommentMode =>
    active?.id === comment.comment.id ? active.mode : "view";

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={headingOrder} size="h6" id={headingId}>
          {t("comment.count", { count })}
        </Title>
        {count > VISIBLE_COMMENTS && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
          >
            {t(expanded ? "comment.hideAll" : "comment.showAll")}
          </Button>
        )}
      </Group>
      {thread.isError && expanded && <Alert color="red">{t("comment.loadFailed")}</Alert>}
      {shown.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {shown.map((comment) => (
            <CommentItem
              key={comment.comment.id}
              comment={comment}
              mode={modeOf(comment)}
              pending={pending}
              onModeChange={(mode) =>
                !pending && setActive(mode === "view" ? null : { id: comment.comment.id, mode })
              }
              onSave={(value) => handleSave(comment.comment.id, value)}
              onDelete={() => handleDelete(comment.comment.id)}
            />
          ))}
        </Stack>
      )}
      {/* A card's button stays until the form's code is there; the form then takes the focus. */}
      {post.abilities.canComment && formCollapsed && !(writing && forms) && (
        <Button
          ref={writeButton}
          variant="light"
          size="xs"
          style={{ alignSelf: "flex-start" }}
          onPointerEnter={requestForms}
          onFocus={requestForms}
          onTouchStart={requestForms}
          onClick={() => {
            setOpenedByButton(true);
            setWriting(true);
          }}
        >
          {t("comment.newLabel")}
        </Button>
      )}
      {post.abilities.canComment && writing && forms && (
        <forms.NewCommentForm
          value={text}
          onChange={setText}
          onSubmit={handleAdd}
          onCancel={() => {
            if (pending) return;
            setText("");
            // A card's form closes again; the focus goes back to its button.
            if (formCollapsed) {
              setWriting(false);
              setOpenedByButton(false);
              requestAnimationFrame(() => writeButton.current?.focus());
            }
          }}
          loading={add.isPending}
          autoFocus={focusForm || openedByButton}
        />
      )}
    </Stack>
  );
}
