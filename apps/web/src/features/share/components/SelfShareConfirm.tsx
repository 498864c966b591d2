import type { Post } from "@chorus/shared/post/post.contract";
import { networkLabel, type ShareMedia } from "@chorus/shared/share/network.rules";
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useConfirmShare, useRemoveShare } from "../api.ts";
import { pointSharePopup } from "../share-popup.ts";

interface SelfShareConfirmProps {
  post: Post;
  network: ShareMedia;
  shareId: string;
  dialogUrl: string;
  onConfirmed: (point: number) => void;
  onCancelled: () => void;
}

/** Facebook and Xing: the network's own dialog is open in the 600×600 popup; confirm with PUT /api/share. */
export function SelfShareConfirm({
  post,
  network,
  shareId,
  dialogUrl,
  onConfirmed,
  onCancelled,
}: SelfShareConfirmProps) {
  const { t } = useTranslation();
  const confirm = useConfirmShare();
  const remove = useRemoveShare();
  const label = networkLabel(network);
  const busy = confirm.isPending || remove.isPending;

  const handleConfirm = () => {
    if (busy) return;
    confirm.mutate(
      { shareId, postId: post._id, media: network },
      { onSuccess: (result) => onConfirmed(result.point) },
    );
  };
  // Nothing was shared: the pending share is removed so it does not linger.
  const handleCancel = () => {
    if (busy) return;
    remove.mutate({ shareId, postId: post._id }, { onSettled: onCancelled });
  };

  return (
    <Stack gap="sm" data-testid="self-share-confirm">
      <Text>{t("share.selfShare.instructions", { network: label })}</Text>
      <Anchor
        href={dialogUrl}
        onClick={(event) => {
          event.preventDefault();
          pointSharePopup(null, dialogUrl);
        }}
        size="sm"
      >
        {t("share.selfShare.reopen", { network: label })}
      </Anchor>
      {confirm.error && (
        <Alert color="red" role="alert" p="xs">
          {confirm.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={handleCancel} loading={remove.isPending}>
          {t("share.selfShare.cancel")}
        </Button>
        <Button onClick={handleConfirm} loading={confirm.isPending}>
          {t("share.selfShare.confirm", { network: label })}
        </Button>
      </Group>
    </Stack>
  );
}
