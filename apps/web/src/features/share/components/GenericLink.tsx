import { Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCopy, IconShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The generic share: the tracked link, to copy or hand to the system share sheet. */
export function GenericLink({ link, title, onDone }: { link: string; title: string; onDone: () => void }) {
  const { t } = useTranslation();
  const canShareNatively = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <Stack gap="sm">
      <Text>{t("share.generic.ready")}</Text>
      <TextInput
        label={t("share.generic.link")}
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group justify="flex-end">
        {canShareNatively && (
          <Button
            variant="light"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void navigator.share({ title, url: link }).catch(() => {})}
          >
            {t("share.generic.systemShare")}
          </Button>
        )}
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? t("share.generic.copied") : t("share.generic.copy")}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t("share.done")}</Button>
      </Group>
    </Stack>
  );
}
