import type { Invitation } from "@chorus/shared/invitation/invitation.contract";
import { Badge, Checkbox, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";

/** The invitation lists (advanced and referral) with row selection. */
export function InvitationTable({
  rows,
  selected,
  onSelect,
  showInviter,
}: {
  rows: Invitation[];
  selected: string[];
  onSelect(ids: string[]): void;
  showInviter: boolean;
}) {
  const { t } = useTranslation();
  const selectable = rows.filter((r) => r.status !== "accepted");
  const allChecked = selectable.length > 0 && selectable.every((r) => selected.includes(r._id));
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Checkbox
              aria-label={t("invitation.selectAll")}
              checked={allChecked}
              onChange={() => onSelect(allChecked ? [] : selectable.map((r) => r._id))}
            />
          </Table.Th>
          <Table.Th>{t("invitation.colRecipient")}</Table.Th>
          <Table.Th>{t("invitation.colName")}</Table.Th>
          <Table.Th>{t("invitation.colGroup")}</Table.Th>
          {showInviter && <Table.Th>{t("invitation.colInviter")}</Table.Th>}
          <Table.Th>{t("invitation.status")}</Table.Th>
          <Table.Th>{t("invitation.colScheduled")}</Table.Th>
          <Table.Th>{t("invitation.colSent")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const who = row.email ?? row.phoneNumber ?? "";
          return (
            <Table.Tr key={row._id}>
              <Table.Td>
                <Checkbox
                  aria-label={t("invitation.select", { who })}
                  disabled={row.status === "accepted"}
                  checked={selected.includes(row._id)}
                  onChange={(e) =>
                    onSelect(
                      e.currentTarget.checked
                        ? [...selected, row._id]
                        : selected.filter((id) => id !== row._id),
                    )
                  }
                />
              </Table.Td>
              <Table.Td>{who}</Table.Td>
              <Table.Td>{`${row.firstName} ${row.lastName}`.trim() || "—"}</Table.Td>
              <Table.Td>{row.groupName ?? "—"}</Table.Td>
              {showInviter && <Table.Td>{row.inviterName || "—"}</Table.Td>}
              <Table.Td>
                <Badge
                  variant="light"
                  color={row.status === "failed" ? "red" : row.status === "accepted" ? "green" : "gray"}
                  title={row.error ?? undefined}
                >
                  {t(`invitation.statusValue.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{when(row.scheduledAt)}</Table.Td>
              <Table.Td>{when(row.remindedAt ?? row.sentAt)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
