import type { LaunchSetup } from "@chorus/shared/invitation/invitation.contract";
import { hasEnoughSeats, seatsLeft } from "@chorus/shared/invitation/invitation.rules";
import { Group, Paper, Progress, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const thousands = (n: number) => n.toLocaleString("en-US");

/** Access §2 group picker: search, each group with its seat bar; too few seats disables it. */
export function GroupStep({
  groups,
  selected,
  invitees,
  onSelect,
}: {
  groups: LaunchSetup["groupList"];
  selected: string | null;
  invitees: number;
  onSelect(groupId: string): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const shown = groups.filter((g) => g.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Stack gap="sm">
      <TextInput
        placeholder={t("invitation.searchGroup")}
        aria-label={t("invitation.searchGroup")}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Stack gap="xs" role="radiogroup" aria-label={t("invitation.steps.group")}>
        {shown.map((group) => {
          const left = seatsLeft(group);
          const enough = hasEnoughSeats(group, invitees);
          const isSelected = group._id === selected;
          return (
            <UnstyledButton
              key={group._id}
              role="radio"
              aria-checked={isSelected}
              aria-disabled={!enough}
              disabled={!enough}
              onClick={() => enough && onSelect(group._id)}
            >
              <Paper
                withBorder
                p="sm"
                bg={isSelected ? "var(--mantine-color-chorus-light)" : undefined}
                opacity={enough ? 1 : 0.6}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{group.name}</Text>
                  {!enough && (
                    <Text size="sm" c="red">
                      {t("invitation.notEnoughSeats")}
                    </Text>
                  )}
                </Group>
                <Progress
                  mt={6}
                  value={group.seatLimit > 0 ? (group.memberCount / group.seatLimit) * 100 : 100}
                  aria-label={t("invitation.seatsLeft", { left: thousands(left) })}
                />
                <Group justify="space-between" mt={4}>
                  <Text size="xs">{t("invitation.seatsLeft", { left: thousands(left) })}</Text>
                  <Text size="xs" c="dimmed">
                    {t("invitation.seatsTotal", { total: thousands(group.seatLimit) })}
                  </Text>
                </Group>
              </Paper>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Stack>
  );
}
