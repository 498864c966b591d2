import "@mantine/dropzone/styles.css";
import { IMAGE_MIME_TYPES, imageCountLimit } from "@chorus/shared/media/image.rules";
import { ActionIcon, Group, Image, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconArrowLeft, IconArrowRight, IconPhoto, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageMosaic } from "../../post/index.ts";
import { uploadImage } from "../api.ts";
import type { EditorImage } from "../editor-values.ts";
import { imageCountProblem, imageProblem, readImageSize } from "../media-checks.ts";
import type { Problem } from "../problems.ts";
import { showUploadToast } from "../upload-toast.tsx";
import { ProblemText } from "./ProblemText.tsx";

interface ImageFieldProps {
  images: EditorImage[];
  onChange: (images: EditorImage[]) => void;
  /** The networks the post is offered to: they decide how many images it may hold. */
  networks: string[];
  title: string;
  error?: Problem | undefined;
  /** Injected in tests (jsdom decodes no images). */
  upload?: typeof uploadImage;
  readSize?: typeof readImageSize;
}

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/** Images by drag and drop or file picker, checked before upload (core §5), with the mosaic preview and reordering. */
export function ImageField({
  images,
  onChange,
  networks,
  title,
  error,
  upload = uploadImage,
  readSize = readImageSize,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const limit = imageCountLimit(networks);

  const handleDrop = async (files: File[]) => {
    setProblem(null);
    const tooMany = imageCountProblem(images.length + files.length, networks);
    if (tooMany) return setProblem(tooMany);
    for (const file of files) {
      const found = imageProblem(file, await readSize(file));
      if (found) return setProblem(found);
    }
    setBusy(true);
    const toast = showUploadToast(files.length);
    const added: EditorImage[] = [];
    try {
      for (const [index, file] of files.entries()) {
        const stored = await upload(file, (fraction) => toast.progress((index + fraction) / files.length));
        added.push({
          url: stored.url,
          width: stored.width,
          height: stored.height,
          hasError: stored.hasError,
          isAnimated: stored.isAnimated,
        });
      }
    } catch (failure) {
      setProblem({ key: "uploadFailed", values: { message: (failure as Error).message } });
    } finally {
      toast.close();
      setBusy(false);
      if (added.length > 0) onChange([...images, ...added]);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t("editor.image.count", { limit })}
      </Text>
      <Dropzone
        onDrop={(files) => void handleDrop(files)}
        onReject={() => setProblem({ key: "image.type" })}
        accept={[...IMAGE_MIME_TYPES]}
        multiple
        loading={busy}
        aria-label={t("editor.image.drop")}
      >
        <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: "none" }}>
          <IconPhoto size={32} aria-hidden />
          <Stack gap={2}>
            <Text size="sm">{t("editor.image.drop")}</Text>
            <Text size="xs" c="dimmed">
              {t("editor.image.type")} {t("editor.image.dimension")}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <ProblemText problem={problem ?? error} />
      {images.length > 0 && (
        <>
          <ImageMosaic images={images} title={title || t("editor.untitled")} />
          <Group gap="xs" aria-label={t("editor.image.order")} role="list">
            {images.map((image, index) => (
              <Stack key={image.url} gap={2} align="center" role="listitem">
                <Image
                  src={image.url}
                  alt={t("editor.image.thumb", { index: index + 1 })}
                  w={72}
                  h={72}
                  fit="cover"
                  radius="sm"
                />
                <Group gap={2}>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    disabled={index === 0}
                    onClick={() => onChange(move(images, index, index - 1))}
                    aria-label={t("editor.image.moveLeft", { index: index + 1 })}
                  >
                    <IconArrowLeft size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    disabled={index === images.length - 1}
                    onClick={() => onChange(move(images, index, index + 1))}
                    aria-label={t("editor.image.moveRight", { index: index + 1 })}
                  >
                    <IconArrowRight size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    onClick={() => onChange(images.filter((_, i) => i !== index))}
                    aria-label={t("editor.image.remove", { index: index + 1 })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}
