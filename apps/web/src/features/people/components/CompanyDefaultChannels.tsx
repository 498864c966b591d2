import type { Channel } from "@chorus/shared/channel/channel.contract";
import { channelEndpoints } from "@chorus/shared/channel/channel.endpoints";
import { Alert, Button, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePeopleMutation } from "../api.ts";

/** The company's default channels (new members are subscribed to them): company-wide channels only. */
export function CompanyDefaultChannels({ companyId, channels }: { companyId: string; channels: Channel[] }) {
  const { t } = useTranslation();
  const save = usePeopleMutation(channelEndpoints.setCompanyDefaults);
  const choices = channels.filter((c) => c.groupId === null);
  const [chosen, setChosen] = useState(() => choices.filter((c) => c.isCompanyDefault).map((c) => c._id));
  if (choices.length === 0) return <Text c="dimmed">{t("people.noChannels")}</Text>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ params: { companyId }, body: { channelIdList: chosen } });
      }}
    >
      <Stack>
        {save.error && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="green" role="status">
            {t("people.saved")}
          </Alert>
        )}
        <MultiSelect
          label={t("people.companyDefaults")}
          data={choices.map((c) => ({ value: c._id, label: c.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("people.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
