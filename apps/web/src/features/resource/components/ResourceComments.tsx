import type { Resource } from "@chorus/shared/resource/resource.contract";
import { ActionIcon, Avatar, Button, Group, Loader, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useResourceComments, useResourceCommentWrites } from "../api.ts";

/** A resource's comments (where the company and the resource allow them): the thread and a new comment. */
export function ResourceComments({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const thread = useResourceComments(resource.id, true);
  const { add, remove } = useResourceCommentWrites(resource.id);
  const [text, setText] = useState("");

  return (
    <Stack gap="sm" component="section" aria-label={t("resource.comments")}>
      <Title order={3} size="h5">
        {t("resource.commentCount", { count: thread.data?.commentList.length ?? resource.commentCount })}
      </Title>
      {thread.isPending ? (
        <Loader size="sm" />
      ) : (
        thread.data?.commentList.map((c) => (
          <Group key={c.comment.id} align="flex-start" wrap="nowrap" justify="space-between">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <Avatar src={c.author.avatarUrl} size="sm" radius="xl" alt="" />
              <div>
                <Text size="sm" fw={600}>{`${c.author.firstName} ${c.author.lastName}`}</Text>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {c.comment.text}
                </Text>
              </div>
            </Group>
            {c.abilities.canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("resource.deleteComment")}
                onClick={() => remove.mutate(c.comment.id)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
        ))
      )}
      <Stack
        component="form"
        gap="xs"
        onSubmit={(event) => {
          event.preventDefault();
          // Blank text is ignored, and so is a second send while one is pending (core §4).
          if (text.trim() === "" || add.isPending) return;
          add.mutate(text.trim(), { onSuccess: () => setText("") });
        }}
      >
        <Textarea
          label={t("resource.newComment")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={5000}
        />
        {add.isError && (
          <Text size="sm" c="red" role="alert">
            {add.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={add.isPending}>
            {t("resource.send")}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
