import { Anchor, Button, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useCompanyChannels } from "../../channel/index.ts";
import { useSession } from "../../session/index.ts";
import { useSaveDefaultChannels } from "../api.ts";
import { NetworksSetting } from "./NetworksSetting.tsx";
import { SectionTitle, SettingSwitch, type TabProps } from "./setting-controls.tsx";

/** Channels: channel managers, the channels newcomers start with, and the networks people share to. */
export function ChannelsTab(props: TabProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <Stack gap="md">
      {/* The channels screen manages the session's company: no link from another company's settings. */}
      {props.company._id === session.company._id && (
        <Text>
          <Anchor component={Link} to={`/company/${props.company._id}/channel`}>
            {t("company.channels.manage")}
          </Anchor>
        </Text>
      )}
      <SettingSwitch {...props} field="isChannelManagerEnabled" />
      <SectionTitle>{t("company.section.defaultChannels")}</SectionTitle>
      <DefaultChannels {...props} />
      <SectionTitle>{t("company.section.networks")}</SectionTitle>
      <NetworksSetting {...props} />
    </Stack>
  );
}

/** The channels every new member is subscribed to (PUT /api/company/{id}/channel/default). */
function DefaultChannels({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const channels = useCompanyChannels(company._id);
  const save = useSaveDefaultChannels(company._id);
  const stored = (channels.data ?? []).filter((c) => c.isCompanyDefault).map((c) => c._id);
  const [selected, setSelected] = useState<string[]>(stored);
  const storedKey = stored.join(",");
  useEffect(() => setSelected(storedKey ? storedKey.split(",") : []), [storedKey]);
  return (
    <Stack gap={4}>
      <MultiSelect
        label={t("company.channels.defaults")}
        description={t("company.channels.defaultsHelp")}
        data={(channels.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
        value={selected}
        onChange={setSelected}
        disabled={!editable || channels.isPending}
        searchable
      />
      {editable && selected.join(",") !== storedKey && (
        <Group>
          <Button
            size="xs"
            loading={save.isPending}
            onClick={() =>
              save.mutate(selected, {
                onSuccess: () => notify.success(t("company.saved")),
                onError: (error) => notify.error(isApiError(error) ? error.message : t("error.generic")),
              })
            }
          >
            {t("company.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
