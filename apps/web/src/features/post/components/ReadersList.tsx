import { Alert, Avatar, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useFormat } from "../../../i18n/use-locale.ts";
import { fullName } from "../../../lib/text.ts";
import { useReaders } from "../api.ts";

/** Managers: who confirmed reading the post, filtered by the start of a name. Loaded with the preview. */
export default function ReadersList({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [name, setName] = useState("");
  const [nameStarts] = useDebouncedValue(name.trim(), 300);
  const readers = useReaders(postId, nameStarts);
  const { hash } = useLocation();

  // The card's 'Read confirmations' link lands here.
  useEffect(() => {
    if (hash === "#confirmations") document.getElementById("confirmations")?.scrollIntoView();
  }, [hash]);

  return (
    <Stack gap="xs" id="confirmations" component="section" aria-labelledby="confirmations-heading">
      <Title order={2} size="h4" id="confirmations-heading">
        {t("readConfirmation.listTitle")}
      </Title>
      <TextInput
        label={t("readConfirmation.filterLabel")}
        placeholder={t("readConfirmation.filterPlaceholder")}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      {readers.isPending && <Loader size="sm" aria-label={t("common.loading")} />}
      {readers.isError && <Alert color="red">{t("readConfirmation.loadFailed")}</Alert>}
      {readers.data?.readerList.length === 0 && <Text c="gray.7">{t("readConfirmation.none")}</Text>}
      <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {readers.data?.readerList.map((reader) => (
          <Group key={reader._id} component="li" gap="xs" wrap="nowrap">
            <Avatar src={reader.avatarUrl} alt="" size="sm" radius="xl" name={fullName(reader)} />
            <Text size="sm">{fullName(reader)}</Text>
            {reader.confirmedAt && (
              <Text size="xs" c="gray.7" ml="auto">
                {format.shortDate(reader.confirmedAt)}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
