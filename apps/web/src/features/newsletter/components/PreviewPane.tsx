import type { MailingBlock } from "@chorus/shared/mailing/mailing.contract";
import { Card, SegmentedControl, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreview } from "../api.ts";

const WIDTHS = { desktop: 640, phone: 375 } as const;

/** The newsletter as the server renders it, at a desktop or a phone width; sandboxed, no scripts. */
export function PreviewPane({
  content,
}: {
  content: { subject: string; preheader: string; blocks: MailingBlock[] };
}) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<keyof typeof WIDTHS>("desktop");
  const [debounced] = useDebouncedValue(content, 500);
  // Half-filled blocks are left out until they are complete (the server would refuse them).
  const complete = debounced.blocks.filter((b) =>
    b.type === "post"
      ? b.postId !== ""
      : b.type === "button"
        ? b.label.trim() && b.url.trim()
        : b.type === "image"
          ? b.url.trim()
          : b.type === "heading"
            ? b.text.trim()
            : true,
  );
  const preview = usePreview({ ...debounced, blocks: complete });
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={device}
        onChange={(v) => setDevice(v as keyof typeof WIDTHS)}
        data={[
          { value: "desktop", label: t("newsletter.preview.desktop") },
          { value: "phone", label: t("newsletter.preview.phone") },
        ]}
        aria-label={t("newsletter.preview.title")}
      />
      <Card withBorder padding={0} style={{ overflowX: "auto" }}>
        {preview.data ? (
          <iframe
            title={t("newsletter.preview.title")}
            srcDoc={preview.data.html}
            sandbox=""
            style={{ width: WIDTHS[device], height: 720, border: 0, display: "block", margin: "0 auto" }}
            data-testid="newsletter-preview"
            data-device={device}
          />
        ) : (
          <Text p="md" c="dimmed">
            {preview.isError ? preview.error.message : t("newsletter.preview.loading")}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
