import type { Redemption, RedemptionStatus } from "@chorus/shared/reward/reward.contract";
import { Badge, Button, Group, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useDecide } from "../api.ts";

const STATUS_COLOR: Record<RedemptionStatus, string> = {
  pending: "yellow",
  approved: "green",
  rejected: "gray",
};

/** Reward requests: the user's own (no requester column) or the company's with Approve and Reject. */
export function RedemptionTable({ list, manage }: { list: Redemption[]; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const decide = useDecide();
  if (list.length === 0) return <Text c="dimmed">{t("reward.requests.empty")}</Text>;
  const act = (redemption: Redemption, status: "approved" | "rejected") =>
    decide.mutate(
      { redemptionId: redemption._id, body: { status } },
      {
        onSuccess: () =>
          notify.success(t(`reward.requests.${status}Toast`, { title: redemption.rewardTitle })),
        onError: (error) => notify.error(isApiError(error) ? error.message : t("error.generic")),
      },
    );
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("reward.requests.reward")}</Table.Th>
          {manage && <Table.Th>{t("reward.requests.requester")}</Table.Th>}
          <Table.Th>{t("reward.requests.price")}</Table.Th>
          <Table.Th>{t("reward.requests.date")}</Table.Th>
          <Table.Th>{t("reward.requests.status")}</Table.Th>
          {manage && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.map((r) => (
          <Table.Tr key={r._id} data-testid="redemption-row">
            <Table.Td>{r.rewardTitle}</Table.Td>
            {manage && <Table.Td>{r.userName}</Table.Td>}
            <Table.Td>{t("reward.coins", { count: r.price })}</Table.Td>
            <Table.Td>{new Date(r.requestedAt).toLocaleDateString(i18n.language)}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[r.status]} variant="light">
                {t(`reward.status.${r.status}`)}
              </Badge>
            </Table.Td>
            {manage && (
              <Table.Td>
                {r.status === "pending" && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => act(r, "approved")}
                      aria-label={t("reward.requests.approveLabel", {
                        title: r.rewardTitle,
                        name: r.userName,
                      })}
                    >
                      {t("reward.requests.approve")}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => act(r, "rejected")}
                      aria-label={t("reward.requests.rejectLabel", {
                        title: r.rewardTitle,
                        name: r.userName,
                      })}
                    >
                      {t("reward.requests.reject")}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
