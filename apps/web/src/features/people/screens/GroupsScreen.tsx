import { isManager } from "@chorus/shared/access/roles";
import type { Group } from "@chorus/shared/people/group.contract";
import {
  Button,
  Drawer,
  Modal,
  NumberInput,
  Progress,
  Group as Row,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDelete, ErrorAlert, FormActions } from "../../../lib/form-parts.tsx";
import { useSession } from "../../session/index.ts";
import { groupEndpoints, useGroups, usePeopleMutation } from "../api.ts";
import { GroupSettings } from "../components/GroupSettings.tsx";

/** /groups: the company's groups with their seats; create, edit, delete (refused while it has members), settings. */
export function GroupsScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const manager = isManager(session.role);
  const groups = useGroups();
  const [editing, setEditing] = useState<Group | "new" | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [settings, setSettings] = useState<Group | null>(null);

  return (
    <>
      <Stack>
        <Row justify="space-between">
          <Title order={1}>{t("people.groupsTitle")}</Title>
          {manager && <Button onClick={() => setEditing("new")}>{t("people.newGroup")}</Button>}
        </Row>
        <ErrorAlert error={groups.error} />
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("people.groupName")}</Table.Th>
              <Table.Th>{t("people.seatLimit")}</Table.Th>
              <Table.Th>{t("people.admins")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(groups.data?.groupList ?? []).map((group) => (
              <Table.Tr key={group._id} data-testid="group-row">
                <Table.Td>{group.name}</Table.Td>
                <Table.Td w={220}>
                  <Text size="sm">
                    {t("people.seats", { members: group.memberCount, limit: group.seatLimit })}
                  </Text>
                  <Progress
                    value={Math.min(100, (group.memberCount / Math.max(1, group.seatLimit)) * 100)}
                    color={group.memberCount >= group.seatLimit ? "red" : "blue"}
                    size="sm"
                    aria-label={t("people.seats", { members: group.memberCount, limit: group.seatLimit })}
                  />
                </Table.Td>
                <Table.Td>
                  {group.adminList.length === 0
                    ? t("people.noAdmins")
                    : group.adminList.map((a) => `${a.firstName} ${a.lastName}`).join(", ")}
                </Table.Td>
                <Table.Td>
                  <Row gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setSettings(group)}>
                      {t("people.settings")}
                    </Button>
                    {manager && (
                      <>
                        <Button size="xs" variant="default" onClick={() => setEditing(group)}>
                          {t("people.rename")}
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setDeleting(group)}>
                          {t("people.delete")}
                        </Button>
                      </>
                    )}
                  </Row>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("people.newGroup") : t("people.rename")}
        centered
      >
        {editing !== null && (
          <GroupForm group={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t("people.deleteGroupTitle", { name: deleting.name }) : ""}
        centered
      >
        {deleting && <DeleteGroup group={deleting} onDone={() => setDeleting(null)} />}
      </Modal>
      <Drawer
        opened={settings !== null}
        onClose={() => setSettings(null)}
        position="right"
        size="xl"
        title={settings?.name ?? ""}
      >
        {settings && <GroupSettings group={settings} isManager={manager} />}
      </Drawer>
    </>
  );
}

function GroupForm({ group, onDone }: { group: Group | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = usePeopleMutation(groupEndpoints.create);
  const update = usePeopleMutation(groupEndpoints.update);
  const [name, setName] = useState(group?.name ?? "");
  const [seatLimit, setSeatLimit] = useState<number>(group?.seatLimit ?? 1000);
  const error = create.error ?? update.error;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (group)
          update.mutate({ params: { groupId: group._id }, body: { name, seatLimit } }, { onSuccess: onDone });
        else create.mutate({ body: { name, seatLimit } }, { onSuccess: onDone });
      }}
    >
      <Stack>
        <ErrorAlert error={error} />
        <TextInput
          label={t("people.groupName")}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
        />
        <NumberInput
          label={t("people.seatLimit")}
          value={seatLimit}
          onChange={(value) => setSeatLimit(Number(value) || 0)}
          min={1}
          allowDecimal={false}
        />
        <FormActions
          cancelLabel={t("people.cancel")}
          submitLabel={group ? t("people.save") : t("people.create")}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** The server refuses a group that still has members, a queue, channels or resources; its reason is shown as is. */
function DeleteGroup({ group, onDone }: { group: Group; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = usePeopleMutation(groupEndpoints.remove);
  return (
    <ConfirmDelete
      text={t("people.deleteGroupText")}
      error={remove.error}
      pending={remove.isPending}
      cancelLabel={t("people.cancel")}
      deleteLabel={t("people.delete")}
      onCancel={onDone}
      onConfirm={() => remove.mutate({ params: { groupId: group._id } }, { onSuccess: onDone })}
    />
  );
}
