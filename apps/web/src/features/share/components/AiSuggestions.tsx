import type { ShareMedia } from "@chorus/shared/share/network.rules";
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { useAiMessages } from "../api.ts";

interface AiSuggestionsProps {
  postId: string;
  media: ShareMedia;
  onPick: (text: string) => void;
}

/**
 * 'AI suggestion': several distinct messages written for this employee, by length and tonality.
 * While the company has AI off (409) the action stays disabled with the server's message.
 */
export function AiSuggestions({ postId, media, onPick }: AiSuggestionsProps) {
  const { t } = useTranslation();
  const suggest = useAiMessages();
  const [open, setOpen] = useState(false);
  const [length, setLength] = useState<"short" | "long">("short");
  const [tonality, setTonality] = useState<"formal" | "informal">("informal");
  const disabledMessage =
    isApiError(suggest.error) && suggest.error.status === 409 ? suggest.error.message : null;
  const otherError = suggest.error && !disabledMessage ? suggest.error.message : null;

  const handleSuggest = () => {
    if (suggest.isPending) return;
    suggest.mutate({ postId, media, length, tonality });
  };

  if (!open) {
    return (
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconSparkles size={14} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t("share.ai.action")}
      </Button>
    );
  }

  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label={t("share.ai.length")}
            value={length}
            onChange={(value) => setLength(value as "short" | "long")}
            data={[
              { value: "short", label: t("share.ai.short") },
              { value: "long", label: t("share.ai.long") },
            ]}
          />
          <SegmentedControl
            size="xs"
            aria-label={t("share.ai.tonality")}
            value={tonality}
            onChange={(value) => setTonality(value as "formal" | "informal")}
            data={[
              { value: "formal", label: t("share.ai.formal") },
              { value: "informal", label: t("share.ai.informal") },
            ]}
          />
          <Button
            size="xs"
            leftSection={<IconSparkles size={14} aria-hidden />}
            onClick={handleSuggest}
            loading={suggest.isPending}
            disabled={disabledMessage !== null}
          >
            {t("share.ai.suggest")}
          </Button>
        </Group>
        {disabledMessage && (
          <Text size="sm" c="dimmed" role="status">
            {disabledMessage}
          </Text>
        )}
        {otherError && (
          <Alert color="red" role="alert" p="xs">
            {otherError}
          </Alert>
        )}
        {suggest.data && (
          <Stack gap="xs" aria-label={t("share.ai.suggestions")} role="list">
            {suggest.data.messageList.map((message) => (
              <Paper key={message.text} withBorder p="xs" role="listitem">
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {message.text}
                </Text>
                <Button size="compact-xs" variant="subtle" mt={4} onClick={() => onPick(message.text)}>
                  {t("share.ai.use")}
                </Button>
              </Paper>
            ))}
            {suggest.data.warning && (
              <Text size="xs" c="dimmed">
                {suggest.data.warning}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
