import { Button, Group, Text } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { TranslationToggle } from "../use-translation-toggle.ts";

/** 'Translate' / 'Show original' under a post or a comment; nothing when translation is not offered. */
export function TranslateToggle({ toggle }: { toggle: TranslationToggle<unknown> }) {
  const { t } = useTranslation();
  if (!toggle.offered) return null;
  const showing = toggle.translation !== undefined;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconLanguage size={14} aria-hidden />}
        loading={toggle.loading}
        onClick={toggle.handleToggle}
      >
        {showing ? t("translation.showOriginal") : t("translation.translate")}
      </Button>
      {toggle.loading && (
        <Text size="xs" c="gray.7" role="status">
          {t("translation.loading")}
        </Text>
      )}
      {showing && (
        <Text size="xs" c="gray.7">
          {t("translation.machineTranslated")}
        </Text>
      )}
      {toggle.failed && (
        <Text size="xs" c="red.8" role="alert">
          {t("translation.failed")}
        </Text>
      )}
    </Group>
  );
}
