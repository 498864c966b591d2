import type {
  LeaderboardFilter,
  LeaderboardFilterBody,
} from "@chorus/shared/leaderboard/leaderboard.contract";
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "@chorus/shared/leaderboard/leaderboard.rules";
import { Button, Group, MultiSelect, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTeams } from "../api.ts";

/** Create or edit one leaderboard: name, time range (custom days) and teams. */
export function LeaderboardForm({
  initial,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: LeaderboardFilter | null;
  pending: boolean;
  error: string | null;
  onSubmit: (body: LeaderboardFilterBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const teams = useTeams(true);
  const [name, setName] = useState(initial?.name ?? "");
  const [period, setPeriod] = useState<LeaderboardPeriod>(initial?.filter ?? "ThisMonth");
  const [dateFrom, setDateFrom] = useState(initial?.dateFrom ?? "");
  const [dateTo, setDateTo] = useState(initial?.dateTo ?? "");
  const [teamIds, setTeamIds] = useState<string[]>(initial?.filteredTeamList.map((team) => team._id) ?? []);

  const teamOptions = (teams.data?.teamList ?? []).map((team) => ({
    value: team._id,
    label: team.groupName ? `${team.name} - ${team.groupName}` : team.name,
  }));

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({
          name,
          filter: period,
          dateFrom: period === "Custom" ? dateFrom || null : null,
          dateTo: period === "Custom" ? dateTo || null : null,
          filteredTeamList: teamIds.map((_id) => ({ _id })),
        });
      }}
    >
      <TextInput
        label={t("leaderboard.form.name")}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        required
        maxLength={100}
      />
      <Select
        label={t("leaderboard.form.period")}
        data={LEADERBOARD_PERIODS.map((value) => ({ value, label: t(`leaderboard.period.${value}`) }))}
        value={period}
        onChange={(value) => value && setPeriod(value as LeaderboardPeriod)}
        allowDeselect={false}
      />
      {period === "Custom" && (
        <Group grow>
          <TextInput
            type="date"
            label={t("leaderboard.dateFrom")}
            value={dateFrom}
            onChange={(e) => setDateFrom(e.currentTarget.value)}
            required
          />
          <TextInput
            type="date"
            label={t("leaderboard.dateTo")}
            value={dateTo}
            onChange={(e) => setDateTo(e.currentTarget.value)}
            required
          />
        </Group>
      )}
      <MultiSelect
        label={t("leaderboard.form.teams")}
        placeholder={t("leaderboard.form.chooseTeams")}
        description={t("leaderboard.form.teamsHelp")}
        data={teamOptions}
        value={teamIds}
        onChange={setTeamIds}
        searchable
        clearable
      />
      {error && (
        <div role="alert" style={{ color: "var(--mantine-color-red-7)" }}>
          {error}
        </div>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("leaderboard.cancel")}
        </Button>
        <Button type="submit" loading={pending}>
          {t("leaderboard.save")}
        </Button>
      </Group>
    </Stack>
  );
}
