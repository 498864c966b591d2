import type { AnalyticsAuth, AnalyticsFilter } from "@chorus/shared/analytics/analytics.contract";
import { MAX_RANGE_DAYS } from "@chorus/shared/analytics/analytics.contract";
import { Button, Group, Select } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { useTranslation } from "react-i18next";
import { lastDays } from "../filters.ts";

const PRESETS = [7, 30, 90, 365] as const;

interface FilterBarProps {
  auth: AnalyticsAuth;
  filter: AnalyticsFilter;
  onChange: (next: Partial<Record<keyof AnalyticsFilter, string | undefined>>) => void;
  /** The provider's cross-company dashboard has no group or channel. */
  rangeOnly?: boolean;
}

/** Date range (presets or picked), and the group and channel filters the caller's scope allows. */
export function FilterBar({ auth, filter, onChange, rangeOnly = false }: FilterBarProps) {
  const { t } = useTranslation();
  const channels = auth.channelList.filter((c) => !filter.groupId || c.groupId === filter.groupId);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DatePickerInput
        type="range"
        label={t("analytics.filter.range")}
        value={[filter.from, filter.to]}
        maxDate={new Date().toISOString().slice(0, 10)}
        onChange={([from, to]) => {
          if (from && to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_RANGE_DAYS)
            onChange({ from, to });
        }}
        w={260}
      />
      <Group gap={4}>
        {PRESETS.map((days) => {
          const range = lastDays(days);
          const active = range.from === filter.from && range.to === filter.to;
          return (
            <Button
              key={days}
              size="xs"
              variant={active ? "filled" : "default"}
              onClick={() => onChange(range)}
            >
              {t("analytics.filter.lastDays", { count: days })}
            </Button>
          );
        })}
      </Group>
      {!rangeOnly && auth.groupList.length > 0 && (
        <Select
          label={t("analytics.filter.group")}
          placeholder={t("analytics.filter.allGroups")}
          data={auth.groupList.map((g) => ({ value: g._id, label: g.name }))}
          value={filter.groupId ?? null}
          onChange={(groupId) => onChange({ groupId: groupId ?? undefined, channelId: undefined })}
          clearable
          searchable
          w={200}
        />
      )}
      {!rangeOnly && channels.length > 0 && (
        <Select
          label={t("analytics.filter.channel")}
          placeholder={t("analytics.filter.allChannels")}
          data={channels.map((c) => ({ value: c._id, label: c.name }))}
          value={filter.channelId ?? null}
          onChange={(channelId) => onChange({ channelId: channelId ?? undefined })}
          clearable
          searchable
          w={220}
        />
      )}
    </Group>
  );
}
