import type { Channel } from "@chorus/shared/channel/channel.contract";
import type { ChannelPosting } from "@chorus/shared/post/post-channels.rules";
import { MultiSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ChannelPickerProps {
  channels: Channel[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** Where this writer may post, by the rule the server enforces on save. */
  postingOf: (channel: Channel) => ChannelPosting;
  error?: string | undefined;
}

/**
 * The channels a post goes to: those the writer manages (published) and, when proposing is
 * allowed, the other readable channels (proposed to their managers).
 */
export function ChannelPicker({ channels, value, onChange, postingOf, error }: ChannelPickerProps) {
  const { t } = useTranslation();
  const managed = channels.filter((c) => postingOf(c) === "publish");
  const others = channels.filter((c) => postingOf(c) === "propose");
  const data = [
    ...(managed.length > 0
      ? [
          {
            group: t("editor.channels.publish"),
            items: managed.map((c) => ({ value: c._id, label: c.name })),
          },
        ]
      : []),
    ...(others.length > 0
      ? [{ group: t("editor.channels.propose"), items: others.map((c) => ({ value: c._id, label: c.name })) }]
      : []),
  ];
  return (
    <MultiSelect
      label={t("editor.channels.label")}
      placeholder={value.length === 0 ? t("editor.channels.placeholder") : undefined}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      required
      nothingFoundMessage={t("editor.channels.none")}
      error={error}
    />
  );
}
