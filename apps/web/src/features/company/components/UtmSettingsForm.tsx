import { UTM_TAG_NAMES, UTM_TAG_TYPES, type UtmTag } from "@chorus/shared/share/utm.rules";
import { Alert, Button, Group, Select, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useSaveUtmSettings, useUtmSettings } from "../api.ts";
import type { TabProps } from "./setting-controls.tsx";

/** The UTM tags added to every tracked link people share. */
export function UtmSettingsForm({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const settings = useUtmSettings(company._id);
  const save = useSaveUtmSettings(company._id);
  const [isEnabled, setEnabled] = useState(false);
  const [tags, setTags] = useState<UtmTag[]>([]);
  useEffect(() => {
    if (!settings.data) return;
    setEnabled(settings.data.isEnabled);
    setTags(settings.data.tagList);
  }, [settings.data]);
  if (settings.isError) return <Alert color="red">{t("error.generic")}</Alert>;
  if (!settings.data) return <Text size="sm">{t("common.loading")}</Text>;

  const tagOf = (name: UtmTag["name"]) =>
    tags.find((tag) => tag.name === name) ?? { name, type: "empty" as const };
  const setTag = (next: UtmTag) => setTags([...tags.filter((tag) => tag.name !== next.name), next]);
  const missingValue = tags.some((tag) => tag.type === "staticText" && !(tag.value ?? "").trim());

  return (
    <Stack gap="sm">
      <Switch
        label={t("company.utm.isEnabled")}
        checked={isEnabled}
        disabled={!editable}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("company.utm.name")}</Table.Th>
            <Table.Th>{t("company.utm.type")}</Table.Th>
            <Table.Th>{t("company.utm.value")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {UTM_TAG_NAMES.map((name) => {
            const tag = tagOf(name);
            return (
              <Table.Tr key={name}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t("company.utm.typeOf", { name })}
                    data={UTM_TAG_TYPES.map((type) => ({
                      value: type,
                      label: t(`company.utm.types.${type}`),
                    }))}
                    value={tag.type}
                    disabled={!editable}
                    allowDeselect={false}
                    onChange={(type) => setTag({ ...tag, type: (type ?? "empty") as UtmTag["type"] })}
                  />
                </Table.Td>
                <Table.Td>
                  {tag.type === "staticText" && (
                    <TextInput
                      aria-label={t("company.utm.valueOf", { name })}
                      value={tag.value ?? ""}
                      disabled={!editable}
                      onChange={(e) => setTag({ ...tag, value: e.currentTarget.value })}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {missingValue && (
        <Text size="sm" c="red">
          {t("company.utm.missingValue")}
        </Text>
      )}
      {editable && (
        <Group>
          <Button
            loading={save.isPending}
            disabled={missingValue}
            onClick={() =>
              save.mutate(
                { isEnabled, tagList: UTM_TAG_NAMES.map(tagOf) },
                {
                  onSuccess: () => notify.success(t("company.saved")),
                  onError: (error) => notify.error(isApiError(error) ? error.message : t("error.generic")),
                },
              )
            }
          >
            {t("company.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
