import { Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadVideo } from "../api.ts";
import type { EditorValues } from "../editor-values.ts";
import { readVideoMetadata, videoFileProblem, videoProblem, videoRequirementsFor } from "../media-checks.ts";
import type { Problem } from "../problems.ts";
import { showUploadToast } from "../upload-toast.tsx";
import { ProblemText } from "./ProblemText.tsx";

type VideoValues = Pick<EditorValues, "videoUrl" | "videoPosterUrl" | "videoMetadata">;

interface VideoFieldProps {
  value: VideoValues;
  onChange: (value: VideoValues) => void;
  networks: string[];
  error?: Problem | undefined;
  upload?: typeof uploadVideo;
  /** Injected in tests (jsdom plays no video). */
  readMetadata?: typeof readVideoMetadata;
}

/** A video checked in the browser before upload (core §5 size, format, codec, resolution, ratio, duration). */
export function VideoField({
  value,
  onChange,
  networks,
  error,
  upload = uploadVideo,
  readMetadata = readVideoMetadata,
}: VideoFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const requirements = videoRequirementsFor(networks);
    const found =
      videoFileProblem(file, requirements) ?? videoProblem(await readMetadata(file), requirements);
    if (found) return setProblem(found);
    setBusy(true);
    const toast = showUploadToast(1);
    try {
      const stored = await upload(file, toast.progress);
      onChange({
        videoUrl: stored.videoUrl,
        videoPosterUrl: stored.posterUrl,
        videoMetadata: stored.videoMetadata,
      });
    } catch (failure) {
      setProblem({ key: "uploadFailed", values: { message: (failure as Error).message } });
    } finally {
      toast.close();
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={(file) => void handleFile(file)} accept="video/mp4,video/quicktime,.mp4,.mov">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconVideo size={16} aria-hidden />}
              loading={busy}
            >
              {t(value.videoUrl ? "editor.video.replace" : "editor.video.choose")}
            </Button>
          )}
        </FileButton>
        {value.videoMetadata && (
          <Text size="sm" c="dimmed">
            {t("editor.video.facts", value.videoMetadata)}
          </Text>
        )}
      </Group>
      <ProblemText problem={problem ?? error} />
      {value.videoUrl && (
        // biome-ignore lint/a11y/useMediaCaption: the writer's own upload, previewed before publishing
        <video
          src={value.videoUrl}
          poster={value.videoPosterUrl ?? undefined}
          controls
          style={{ maxWidth: "100%", maxHeight: 320 }}
        />
      )}
    </Stack>
  );
}
