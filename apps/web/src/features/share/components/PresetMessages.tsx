import { Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The post's preset share messages (sharing_message_selection_lab): pick one to use it. */
export function PresetMessages({ presets, onPick }: { presets: string[]; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t("share.presets.title")}
      </Text>
      <Stack gap={4} role="list" aria-label={t("share.presets.title")}>
        {presets.map((text) => (
          <Paper key={text} withBorder p="xs" role="listitem">
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {text}
            </Text>
            <Button size="compact-xs" variant="subtle" mt={4} onClick={() => onPick(text)}>
              {t("share.presets.use")}
            </Button>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
