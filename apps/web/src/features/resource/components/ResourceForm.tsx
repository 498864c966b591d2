import type { Resource } from "@chorus/shared/resource/resource.contract";
import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSaveResource } from "../api.ts";

export interface GroupChoice {
  value: string;
  label: string;
}

/** Create or edit a resource: title, description, link, picture, text, where it lives and comments. */
export function ResourceForm({
  initial,
  groups,
  defaultGroup,
  onDone,
}: {
  initial: Resource | null;
  groups: GroupChoice[];
  defaultGroup: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveResource();
  const [title, setTitle] = useState(initial?.title ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [url, setUrl] = useState(initial?.url ?? "");
  const [imageUrl, setImageUrl] = useState(initial?.imageUrl ?? "");
  const [htmlBody, setHtmlBody] = useState(initial?.htmlBody ?? "");
  const [group, setGroup] = useState(initial ? (initial.groupId ?? "company") : defaultGroup);
  const [commentEnabled, setCommentEnabled] = useState(initial?.commentEnabled ?? true);

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            resourceId: initial?.id ?? null,
            body: {
              title,
              description,
              url: url.trim() === "" ? null : url.trim(),
              imageUrl: imageUrl.trim() === "" ? null : imageUrl.trim(),
              htmlBody,
              groupId: group === "company" ? null : group,
              commentEnabled,
            },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <TextInput
        label={t("resource.form.title")}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        required
        maxLength={200}
      />
      <Textarea
        label={t("resource.form.description")}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <TextInput
        label={t("resource.form.url")}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        placeholder="https://"
        type="url"
      />
      <TextInput
        label={t("resource.form.imageUrl")}
        value={imageUrl}
        onChange={(e) => setImageUrl(e.currentTarget.value)}
        placeholder="https://"
      />
      <Textarea
        label={t("resource.form.text")}
        description={t("resource.form.textHelp")}
        value={htmlBody}
        onChange={(e) => setHtmlBody(e.currentTarget.value)}
        autosize
        minRows={3}
      />
      {groups.length > 1 && (
        <Select
          label={t("resource.form.group")}
          data={groups}
          value={group}
          onChange={(v) => v && setGroup(v)}
          allowDeselect={false}
        />
      )}
      <Switch
        label={t("resource.form.comments")}
        checked={commentEnabled}
        onChange={(e) => setCommentEnabled(e.currentTarget.checked)}
      />
      {save.isError && (
        <div role="alert" style={{ color: "var(--mantine-color-red-7)" }}>
          {save.error.message}
        </div>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("resource.cancel")}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t("resource.save")}
        </Button>
      </Group>
    </Stack>
  );
}
