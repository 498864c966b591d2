import { LINK_PREVIEW_DEBOUNCE_MS, linkLengthError } from "@chorus/shared/media/link.rules";
import { Card, Group, Image, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLinkPreview } from "../api.ts";
import type { Problem } from "../problems.ts";
import { useProblemText } from "./ProblemText.tsx";

interface LinkFieldProps {
  value: string;
  onChange: (url: string) => void;
  /** Called with the page's title once, so an empty post title can take it. */
  onPreviewTitle?: (title: string) => void;
  error?: Problem | undefined;
  required?: boolean;
}

/** The link and its live preview, fetched 1 s after typing stops, only above 5 characters (core §5). */
export function LinkField({ value, onChange, onPreviewTitle, error, required }: LinkFieldProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  const [debounced] = useDebouncedValue(value.trim(), LINK_PREVIEW_DEBOUNCE_MS);
  const tooSmall = debounced !== "" && linkLengthError(debounced) !== null;
  const preview = useLinkPreview(debounced, debounced !== "" && !tooSmall);

  useEffect(() => {
    if (preview.data?.title) onPreviewTitle?.(preview.data.title);
  }, [preview.data, onPreviewTitle]);

  return (
    <Stack gap="xs">
      <TextInput
        label={t("editor.link.label")}
        placeholder="https://"
        type="url"
        required={required}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={tooSmall ? t("editor.link.tooSmall") : text(error)}
        rightSection={preview.isFetching ? <Loader size="xs" aria-label={t("common.loading")} /> : undefined}
      />
      {preview.isError && !tooSmall && (
        <Text size="sm" c="dimmed" role="status">
          {t("editor.link.noPreview")}
        </Text>
      )}
      {preview.data && !tooSmall && (
        <Card withBorder padding="sm" data-testid="link-preview">
          <Group wrap="nowrap" align="flex-start">
            {preview.data.image && (
              <Image src={preview.data.image} alt="" w={96} h={72} fit="cover" radius="sm" />
            )}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2}>
                {preview.data.title}
              </Text>
              <Text size="xs" lineClamp={2}>
                {preview.data.description}
              </Text>
              <Text size="xs" c="dimmed">
                {preview.data.host}
              </Text>
            </Stack>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
