import { Button, ColorInput, Group, Popover, Select, Stack, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCampaigns, useUpsertCampaign } from "../api.ts";

const DEFAULT_COLOR = "#ED5D40";

/** Campaign: pick one, or create one with a name and a colour. */
export function CampaignField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const campaigns = useCampaigns();
  const upsert = useUpsertCampaign();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [color, setColor] = useState(DEFAULT_COLOR);
  const validColor = /^#[0-9a-fA-F]{6}$/.test(color);

  const handleCreate = () => {
    if (name.trim() === "" || !validColor) return;
    upsert.mutate(
      { name: name.trim(), color },
      {
        onSuccess: (campaign) => {
          onChange(campaign._id);
          setOpen(false);
          setName("");
        },
      },
    );
  };

  return (
    <Group align="flex-end" gap="xs">
      <Select
        style={{ flex: 1 }}
        label={t("editor.campaign.label")}
        placeholder={t("editor.campaign.none")}
        clearable
        searchable
        value={value}
        onChange={onChange}
        data={(campaigns.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
      />
      <Popover opened={open} onChange={setOpen} trapFocus position="bottom-end" withArrow>
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setOpen((o) => !o)}
          >
            {t("editor.campaign.new")}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" w={260}>
            <TextInput
              label={t("editor.campaign.name")}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <ColorInput
              label={t("editor.campaign.color")}
              value={color}
              onChange={setColor}
              format="hex"
              error={validColor ? undefined : t("editor.campaign.colorInvalid")}
            />
            <Button
              onClick={handleCreate}
              loading={upsert.isPending}
              disabled={name.trim() === "" || !validColor}
            >
              {t("editor.campaign.create")}
            </Button>
            {upsert.isError && (
              <span role="alert" style={{ color: "var(--mantine-color-red-7)", fontSize: 13 }}>
                {upsert.error.message}
              </span>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
