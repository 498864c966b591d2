import { Modal, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PostBody, PostMedia } from "../../post/index.ts";
import type { EditorValues } from "../editor-values.ts";

/** How the post will read in the feed, before it is saved. */
export function PreviewModal({
  values,
  opened,
  onClose,
}: {
  values: EditorValues;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("editor.preview.title")} size="lg">
      <Stack gap="sm" data-testid="editor-preview">
        <Title order={2} size="h4">
          {values.title || t("editor.untitled")}
        </Title>
        <PostBody htmlBody={values.htmlBody} body={values.body} clamp={false} />
        <PostMedia
          full
          post={{
            type: values.type,
            title: values.title,
            url: values.url || null,
            imageMetadataList: values.imageList,
            videoUrl: values.videoUrl || null,
            videoMetadata: values.videoMetadata,
            document: values.document,
          }}
        />
      </Stack>
    </Modal>
  );
}
