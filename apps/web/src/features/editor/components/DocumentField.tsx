import { Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadDocument } from "../api.ts";
import type { EditorDocument } from "../editor-values.ts";
import type { Problem } from "../problems.ts";
import { showUploadToast } from "../upload-toast.tsx";
import { ProblemText } from "./ProblemText.tsx";

interface DocumentFieldProps {
  value: EditorDocument | null;
  onChange: (document: EditorDocument) => void;
  error?: Problem | undefined;
  /** Injected in tests. */
  upload?: typeof uploadDocument;
}

/** A PDF, rendered to page images by the server for the slideshow. */
export function DocumentField({ value, onChange, error, upload = uploadDocument }: DocumentFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.type !== "application/pdf" && !file.name.toLowerCase().endsWith(".pdf"))
      return setProblem({ key: "document.type" });
    setBusy(true);
    const toast = showUploadToast(1);
    try {
      const stored = await upload(file, toast.progress);
      onChange({
        title: stored.title,
        url: stored.url,
        pageCount: stored.pageCount,
        imageList: stored.imageList.map((page) => page.url),
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
        <FileButton onChange={(file) => void handleFile(file)} accept="application/pdf,.pdf">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              loading={busy}
            >
              {t(value ? "editor.document.replace" : "editor.document.choose")}
            </Button>
          )}
        </FileButton>
        {value && (
          <Text size="sm">{t("editor.document.facts", { title: value.title, pages: value.pageCount })}</Text>
        )}
      </Group>
      <ProblemText problem={problem ?? error} />
    </Stack>
  );
}
