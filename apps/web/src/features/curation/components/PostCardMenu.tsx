import type { Post } from "@chorus/shared/post/post.contract";
import { ActionIcon, Menu, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  IconArchive,
  IconCheck,
  IconDots,
  IconPencil,
  IconPlayerPlay,
  IconTrash,
  IconX,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../lib/notify.ts";
import { type CurationAction, useCuratePost } from "../api.ts";
import { cardMenuItems, hasMenuItems } from "../curation-rules.ts";

type MenuPost = Pick<Post, "_id" | "title" | "abilities" | "status" | "fullChannelList">;

/** The post card's menu for those who may manage the post: edit, archive, reactivate, delete, approve/reject per channel. */
export function PostCardMenu({ post }: { post: MenuPost }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const curate = useCuratePost(post);
  const items = cardMenuItems(post);
  if (!hasMenuItems(items)) return null;

  const run = (action: CurationAction, doneKey: string) =>
    curate.mutate(action, {
      onSuccess: () => notify.success(t(doneKey)),
      onError: (error) => notify.error(error.message),
    });

  const handleDelete = () =>
    modals.openConfirmModal({
      title: t("curation.delete.title"),
      children: <Text size="sm">{t("curation.delete.text", { title: post.title })}</Text>,
      labels: { confirm: t("curation.delete.confirm"), cancel: t("curation.delete.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => run({ kind: "delete" }, "curation.done.delete"),
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("curation.menu", { title: post.title })}
          loading={curate.isPending}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.edit && (
          <Menu.Item
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => void navigate(`/edit/${post._id}`)}
          >
            {t("curation.edit")}
          </Menu.Item>
        )}
        {items.archive && (
          <Menu.Item
            leftSection={<IconArchive size={14} aria-hidden />}
            onClick={() => run({ kind: "archive" }, "curation.done.archive")}
          >
            {t("curation.archive")}
          </Menu.Item>
        )}
        {items.reactivate && (
          <Menu.Item
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            onClick={() => run({ kind: "reactivate" }, "curation.done.reactivate")}
          >
            {t("curation.reactivate")}
          </Menu.Item>
        )}
        {items.decide.length > 0 && <Menu.Label>{t("curation.proposal")}</Menu.Label>}
        {items.decide.map((channel) => (
          <Menu.Item
            key={`approve-${channel._id}`}
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() =>
              run({ kind: "decide", channelId: channel._id, status: "approved" }, "curation.done.approved")
            }
          >
            {t("curation.approveIn", { channel: channel.name })}
          </Menu.Item>
        ))}
        {items.decide
          .filter((channel) => channel.status === "proposed")
          .map((channel) => (
            <Menu.Item
              key={`reject-${channel._id}`}
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() =>
                run({ kind: "decide", channelId: channel._id, status: "rejected" }, "curation.done.rejected")
              }
            >
              {t("curation.rejectIn", { channel: channel.name })}
            </Menu.Item>
          ))}
        {items.delete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={handleDelete}>
              {t("curation.delete.action")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
