import type { MailingCampaign, MailingFolder } from "@chorus/shared/mailing/mailing.contract";
import { Alert, Anchor, Button, Group, Menu, Modal, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCampaigns, useCreateCampaign, useDeleteCampaign, useMoveCampaign } from "../api.ts";
import { StatusBadge } from "./StatusBadge.tsx";

const NO_FOLDER = "none";

/** Campaigns of a folder (or all), newest first, with duplicate, move and delete. */
export function CampaignTable({
  folderId,
  searchTerm,
  folders,
  highlightId,
}: {
  folderId: string | undefined;
  searchTerm: string;
  folders: MailingFolder[];
  highlightId?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const campaigns = useCampaigns(folderId, searchTerm);
  const duplicate = useCreateCampaign();
  const move = useMoveCampaign();
  const remove = useDeleteCampaign();
  const [moving, setMoving] = useState<MailingCampaign | null>(null);
  const [target, setTarget] = useState<string>(NO_FOLDER);
  const [deleting, setDeleting] = useState<MailingCampaign | null>(null);
  const [error, setError] = useState<string | null>(null);
  const folderName = (id: string | null) =>
    folders.find((f) => f._id === id)?.name ?? t("newsletter.noFolder");
  const when = (c: MailingCampaign) => {
    const at = c.sentAt ?? c.scheduledAt ?? c.updatedAt;
    return new Date(at).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  };

  if (campaigns.isError) return <Alert color="red">{t("error.generic")}</Alert>;
  const list = campaigns.data?.campaignList ?? [];
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {list.length === 0 && !campaigns.isLoading ? (
        <Text c="dimmed">{t("newsletter.noCampaigns")}</Text>
      ) : (
        <Table highlightOnHover verticalSpacing="sm" aria-label={t("newsletter.campaigns")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("newsletter.name")}</Table.Th>
              <Table.Th>{t("newsletter.statusLabel")}</Table.Th>
              <Table.Th>{t("newsletter.folder")}</Table.Th>
              <Table.Th>{t("newsletter.date")}</Table.Th>
              <Table.Th>{t("newsletter.recipients")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((c) => (
              <Table.Tr
                key={c._id}
                data-testid="campaign-row"
                bg={c._id === highlightId ? "yellow.0" : undefined}
              >
                <Table.Td>
                  <Anchor component={Link} to={`/email-details/${c._id}`}>
                    {c.name}
                  </Anchor>
                  {c.subject && (
                    <Text size="xs" c="dimmed">
                      {c.subject}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={c.status} />
                </Table.Td>
                <Table.Td>{folderName(c.folderId)}</Table.Td>
                <Table.Td>{when(c)}</Table.Td>
                <Table.Td>{c.stats.recipients || "–"}</Table.Td>
                <Table.Td>
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t("newsletter.actionsFor", { name: c.name })}
                      >
                        •••
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        onClick={() =>
                          duplicate.mutate(
                            {
                              name: t("newsletter.copyOf", { name: c.name }).slice(0, 100),
                              copyOfCampaignId: c._id,
                            },
                            { onError: (e) => setError(e.message) },
                          )
                        }
                      >
                        {t("newsletter.duplicate")}
                      </Menu.Item>
                      <Menu.Item
                        onClick={() => {
                          setTarget(c.folderId ?? NO_FOLDER);
                          setMoving(c);
                        }}
                      >
                        {t("newsletter.move")}
                      </Menu.Item>
                      <Menu.Item color="red" disabled={c.status === "sending"} onClick={() => setDeleting(c)}>
                        {t("newsletter.delete")}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={moving !== null} onClose={() => setMoving(null)} title={t("newsletter.moveTitle")}>
        <Stack>
          <Select
            label={t("newsletter.folder")}
            data={[
              { value: NO_FOLDER, label: t("newsletter.noFolder") },
              ...folders.map((f) => ({ value: f._id, label: f.name })),
            ]}
            value={target}
            onChange={(v) => v && setTarget(v)}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button
              loading={move.isPending}
              onClick={() =>
                moving &&
                move.mutate(
                  { id: moving._id, folderId: target === NO_FOLDER ? null : target },
                  { onSuccess: () => setMoving(null), onError: (e) => setError(e.message) },
                )
              }
            >
              {t("newsletter.move")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t("newsletter.deleteTitle")}>
        <Stack>
          <Text>{t("newsletter.deleteConfirm", { name: deleting?.name ?? "" })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t("newsletter.cancelAction")}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting._id, {
                  onSuccess: () => setDeleting(null),
                  onError: (e) => setError(e.message),
                })
              }
            >
              {t("newsletter.delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
