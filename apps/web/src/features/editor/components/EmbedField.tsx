import { EMBED_NETWORKS, type EmbedNetwork, validateEmbed } from "@chorus/shared/media/embed.rules";
import { SegmentedControl, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface EmbedFieldProps {
  network: EmbedNetwork;
  value: string;
  onChange: (network: EmbedNetwork, value: string) => void;
  /** After a save attempt the message shows without waiting for blur. */
  submitted?: boolean;
}

/** A Facebook post plugin or LinkedIn embed, as a URL or an iframe; checked with the shared patterns (core §5). */
export function EmbedField({ network, value, onChange, submitted = false }: EmbedFieldProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const check = value.trim() === "" ? null : validateEmbed(network, value);
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={network}
        onChange={(next) => onChange(next as EmbedNetwork, value)}
        data={EMBED_NETWORKS.map((name) => ({ value: name, label: t(`editor.embed.network.${name}`) }))}
        aria-label={t("editor.embed.networkLabel")}
      />
      <Textarea
        label={t("editor.embed.label")}
        description={t("editor.embed.description")}
        autosize
        minRows={2}
        value={value}
        onBlur={() => setTouched(true)}
        onChange={(event) => onChange(network, event.currentTarget.value)}
        error={(touched || submitted) && check && !check.valid ? t(`editor.embed.${network}`) : undefined}
      />
    </Stack>
  );
}
