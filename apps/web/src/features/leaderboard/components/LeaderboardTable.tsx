import type { LeaderboardRanking } from "@chorus/shared/leaderboard/leaderboard.contract";
import { Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RankedAvatar, rankedName } from "./RankedAvatar.tsx";

/** One page of a ranking; my own line is highlighted. */
export function LeaderboardTable({ ranking, meId }: { ranking: LeaderboardRanking; meId: string }) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover aria-label={t("leaderboard.tableLabel")} data-testid="leaderboard-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={80}>{t("leaderboard.rank")}</Table.Th>
          <Table.Th>{t("leaderboard.name")}</Table.Th>
          <Table.Th ta="right">{t("leaderboard.pointsColumn")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ranking.leaderboardList.map((user) => (
          <Table.Tr
            key={user._id}
            bg={user._id === meId ? "chorus.0" : undefined}
            aria-current={user._id === meId || undefined}
          >
            <Table.Td>
              <Text fw={700}>{user.rank}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <RankedAvatar user={user} size="sm" />
                <Text size="sm">{rankedName(user)}</Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right">{user.point}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
