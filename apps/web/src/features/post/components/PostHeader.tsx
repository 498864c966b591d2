import type { Post } from "@chorus/shared/post/post.contract";
import { Avatar, Badge, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-locale.ts";
import { LocalTime } from "../../../lib/LocalTime.tsx";

type HeaderPost = Pick<
  Post,
  | "createdByDisplay"
  | "createdByAvatar"
  | "publishedAt"
  | "createdAt"
  | "campaignName"
  | "campaignColor"
  | "fullChannelList"
>;

/** Author, date (core §5), campaign badge and channel names. */
export function PostHeader({ post }: { post: HeaderPost }) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = post.publishedAt ?? post.createdAt;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={post.createdByAvatar} alt="" radius="xl" size="md" name={post.createdByDisplay} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {post.createdByDisplay}
          </Text>
          <Text size="xs" c="gray.7">
            <LocalTime dateTime={date} title={format.longDate(date)} text={format.postDate(date)} />
            {post.fullChannelList.length > 0 && (
              <>
                {" · "}
                <VisuallyHidden component="span">{t("post.inChannels")} </VisuallyHidden>
                {post.fullChannelList.map((channel, index) => (
                  <span key={channel._id}>
                    {index > 0 && ", "}
                    {channel.name}
                    {channel.isPrivate && (
                      <IconLock size={11} aria-label={t("channel.private")} style={{ marginLeft: 2 }} />
                    )}
                  </span>
                ))}
              </>
            )}
          </Text>
        </Stack>
      </Group>
      {post.campaignName && (
        <Badge color={post.campaignColor ?? "gray"} autoContrast variant="filled" style={{ flexShrink: 0 }}>
          {post.campaignName}
        </Badge>
      )}
    </Group>
  );
}
