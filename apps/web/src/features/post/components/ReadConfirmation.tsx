import type { Post } from "@chorus/shared/post/post.contract";
import { Anchor, Button, Group } from "@mantine/core";
import { IconCircleCheckFilled, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notify } from "../../../lib/notify.ts";
import { confirmationsExportUrl, useConfirmRead } from "../api.ts";
import classes from "./ReadConfirmation.module.css";

type ReadPost = Pick<Post, "_id" | "isReadConfirmationRequired" | "isReadConfirmed" | "abilities">;

/** 'Confirm read' on posts that require it; managers also get the confirmation list and its export. */
export function ReadConfirmation({ post, inPreview }: { post: ReadPost; inPreview: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirmRead(post._id);
  if (!post.isReadConfirmationRequired) return null;

  const handleConfirm = () => {
    if (confirm.isPending || post.isReadConfirmed) return;
    confirm.mutate(undefined, { onError: () => notify.error(t("readConfirmation.failed")) });
  };

  return (
    <Group gap="sm">
      {post.isReadConfirmed ? (
        // aria-disabled (not disabled) keeps the state focusable and announced; no data-disabled,
        // so Mantine does not grey it out and it reads as done rather than unavailable.
        <Button
          variant="light"
          color="green"
          size="xs"
          className={classes.done}
          data-state="done"
          leftSection={<IconCircleCheckFilled size={16} aria-hidden data-testid="read-confirmed-check" />}
          aria-disabled
          onClick={(event) => event.preventDefault()}
        >
          {t("readConfirmation.confirmed")}
        </Button>
      ) : (
        <Button size="xs" onClick={handleConfirm} loading={confirm.isPending}>
          {t("readConfirmation.confirm")}
        </Button>
      )}
      {post.abilities.canSeeConfirmations && (
        <>
          {!inPreview && (
            <Anchor component={Link} to={`/preview/${post._id}#confirmations`} size="sm">
              {t("readConfirmation.list")}
            </Anchor>
          )}
          <Anchor href={confirmationsExportUrl(post._id)} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={14} aria-hidden />
              {t("readConfirmation.export")}
            </Group>
          </Anchor>
        </>
      )}
    </Group>
  );
}
