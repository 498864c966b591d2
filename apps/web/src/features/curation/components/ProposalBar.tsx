import type { Post } from "@chorus/shared/post/post.contract";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useCuratePost } from "../api.ts";
import { decidableChannels } from "../curation-rules.ts";

type ProposalPost = Pick<Post, "_id" | "abilities" | "fullChannelList">;

/** On a proposed post: approve or reject it per channel the viewer manages (the Proposed feed). */
export function ProposalBar({ post }: { post: ProposalPost }) {
  const { t } = useTranslation();
  const curate = useCuratePost(post);
  const channels = post.abilities.canManage ? decidableChannels(post) : [];
  if (channels.length === 0) return null;

  const decide = (channelId: string, status: "approved" | "rejected") =>
    curate.mutate(
      { kind: "decide", channelId, status },
      {
        onSuccess: () => notify.success(t(`curation.done.${status}`)),
        onError: (error) => notify.error(error.message),
      },
    );

  return (
    <Paper withBorder p="xs" bg="gray.0" aria-label={t("curation.proposal")} component="section">
      <Stack gap={6}>
        {channels.map((channel) => (
          <Group key={channel._id} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {t(channel.status === "rejected" ? "curation.rejectedIn" : "curation.proposedIn", {
                channel: channel.name,
              })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                color="green"
                leftSection={<IconCheck size={14} aria-hidden />}
                disabled={curate.isPending}
                onClick={() => decide(channel._id, "approved")}
                aria-label={t("curation.approveIn", { channel: channel.name })}
              >
                {t("curation.approve")}
              </Button>
              {channel.status === "proposed" && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  disabled={curate.isPending}
                  onClick={() => decide(channel._id, "rejected")}
                  aria-label={t("curation.rejectIn", { channel: channel.name })}
                >
                  {t("curation.reject")}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
