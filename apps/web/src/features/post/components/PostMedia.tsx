import type { Post } from "@chorus/shared/post/post.contract";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconExternalLink, IconFileText } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { distinctDocumentTitle, sourceHost, usableImages } from "../media.ts";
import { ImageMosaic } from "./ImageMosaic.tsx";
import { PostVideo } from "./PostVideo.tsx";
import { Slideshow } from "./Slideshow.tsx";

/** `_id` is absent in the editor's preview: nothing is tracked there. */
type MediaPost = Pick<Post, "type" | "title" | "url" | "imageMetadataList" | "videoUrl" | "document"> & {
  _id?: string;
  videoMetadata?: Post["videoMetadata"];
};

/** The media part of a post, by type (core §2): images, video, document, or a link's first image and host. */
export function PostMedia({
  post,
  full = false,
  priority = false,
}: {
  post: MediaPost;
  full?: boolean;
  /** The feed's first card: its image is the likely largest paint, fetched at once. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const images = usableImages(post.imageMetadataList);

  switch (post.type) {
    case "image":
      return full && images.length > 1 ? (
        <Slideshow images={images.map((image) => image.url)} label={post.title} />
      ) : (
        <ImageMosaic images={images} title={post.title} priority={priority} />
      );
    case "video":
      return post.videoUrl ? (
        <PostVideo
          postId={post._id}
          videoUrl={post.videoUrl}
          posterUrl={images[0]?.url}
          title={post.title}
          metadata={post.videoMetadata}
          priority={priority}
        />
      ) : (
        <ImageMosaic images={images.slice(0, 1)} title={post.title} priority={priority} />
      );
    case "document":
      return post.document ? <DocumentCard document={post.document} title={post.title} /> : null;
    case "survey":
      return null;
    default: {
      const host = sourceHost(post.url);
      return (
        <Stack gap={4}>
          <ImageMosaic images={images.slice(0, 1)} title={post.title} priority={priority} />
          {host && post.url && (
            <Anchor href={post.url} target="_blank" rel="noopener noreferrer" size="sm" c="gray.7">
              <Group gap={4} component="span">
                {host}
                <IconExternalLink size={14} aria-label={t("common.opensInNewTab")} />
              </Group>
            </Anchor>
          )}
        </Stack>
      );
    }
  }
}

function DocumentCard({ document, title }: { document: NonNullable<Post["document"]>; title: string }) {
  const { t } = useTranslation();
  // Shown once: the card's heading is the post title, so the document's title only when it differs.
  const documentTitle = distinctDocumentTitle(document.title, title);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Slideshow images={document.imageList} label={title} documentTitle={documentTitle} />
        <Group gap="xs" wrap="nowrap">
          <IconFileText size={20} aria-hidden />
          <Stack gap={0} style={{ minWidth: 0 }}>
            {/* The title is shown once, above the first page; without pages, here. */}
            {document.imageList.length === 0 && documentTitle && (
              <Text fw={600} truncate>
                {documentTitle}
              </Text>
            )}
            <Text size="xs" c="gray.7">
              {t("post.document.pages", { count: document.pageCount })}
            </Text>
          </Stack>
          <Anchor href={document.url} target="_blank" rel="noopener noreferrer" ml="auto" size="sm">
            {t("post.document.open")}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
