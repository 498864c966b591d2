import { isManager } from "@chorus/shared/access/roles";
import type { Team } from "@chorus/shared/people/team.contract";
import { Anchor, Button, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDelete, ErrorAlert, FormActions } from "../../../lib/form-parts.tsx";
import { useSession } from "../../session/index.ts";
import { teamEndpoints, useGroups, usePeopleMutation, useTeams } from "../api.ts";
import { markTeamsViewed } from "../teams-badge.ts";

const LEVELS = ["1", "2"];

/** /team: the teams of a group (managers pick the group), create, rename, delete. */
export function TeamsScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const groupsEnabled = session.company.isGroupEnabled;
  const groups = useGroups(groupsEnabled);
  const groupList = groups.data?.groupList ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const groupId = groupsEnabled ? (picked ?? groupList[0]?._id ?? null) : null;
  const teams = useTeams(groupId);
  const [editing, setEditing] = useState<Team | "new" | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);

  useEffect(() => markTeamsViewed(), []);

  const shown = (teams.data?.teamList ?? []).filter((x) => !groupsEnabled || x.groupId === groupId);
  return (
    <>
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{t("people.teamsTitle")}</Title>
          <Button onClick={() => setEditing("new")} disabled={groupsEnabled && !groupId}>
            {t("people.newTeam")}
          </Button>
        </Group>
        {groupsEnabled && (isManager(session.role) || groupList.length > 1) && (
          <Select
            label={t("people.group")}
            data={groupList.map((g) => ({ value: g._id, label: g.name }))}
            value={groupId}
            onChange={setPicked}
            allowDeselect={false}
            w={280}
          />
        )}
        <ErrorAlert error={teams.error} />
        {teams.isSuccess && shown.length === 0 && <Text c="dimmed">{t("people.noTeams")}</Text>}
        {shown.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("people.teamName")}</Table.Th>
                <Table.Th>{t("people.level")}</Table.Th>
                <Table.Th>{t("people.teamMembers")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((team) => (
                <Table.Tr key={team._id} data-testid="team-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/team/${team._id}`}>
                      {team.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t("people.levelN", { level: team.level })}</Table.Td>
                  <Table.Td>{t("people.members", { count: team.memberCount })}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(team)}>
                        {t("people.rename")}
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => setDeleting(team)}>
                        {t("people.delete")}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("people.newTeam") : t("people.rename")}
        centered
      >
        {editing !== null && (
          <TeamForm
            team={editing === "new" ? null : editing}
            groupId={groupId}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t("people.deleteTeamTitle", { name: deleting.name }) : ""}
        centered
      >
        {deleting && <DeleteTeam team={deleting} onDone={() => setDeleting(null)} />}
      </Modal>
    </>
  );
}

function TeamForm({
  team,
  groupId,
  onDone,
}: {
  team: Team | null;
  groupId: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = usePeopleMutation(teamEndpoints.create);
  const update = usePeopleMutation(teamEndpoints.update);
  const [name, setName] = useState(team?.name ?? "");
  const [level, setLevel] = useState(String(team?.level ?? 1));
  const error = create.error ?? update.error;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const body = { name, level: Number(level) as 1 | 2 };
        if (team) update.mutate({ params: { teamId: team._id }, body }, { onSuccess: onDone });
        else create.mutate({ body: { ...body, ...(groupId && { groupId }) } }, { onSuccess: onDone });
      }}
    >
      <Stack>
        <ErrorAlert error={error} />
        <TextInput
          label={t("people.teamName")}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
        />
        <Select
          label={t("people.level")}
          data={LEVELS.map((value) => ({ value, label: t("people.levelN", { level: value }) }))}
          value={level}
          onChange={(value) => value && setLevel(value)}
          allowDeselect={false}
        />
        <FormActions
          cancelLabel={t("people.cancel")}
          submitLabel={team ? t("people.save") : t("people.create")}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

function DeleteTeam({ team, onDone }: { team: Team; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = usePeopleMutation(teamEndpoints.remove);
  return (
    <ConfirmDelete
      text={t("people.deleteTeamText")}
      error={remove.error}
      pending={remove.isPending}
      cancelLabel={t("people.cancel")}
      deleteLabel={t("people.delete")}
      onCancel={onDone}
      onConfirm={() => remove.mutate({ params: { teamId: team._id } }, { onSuccess: onDone })}
    />
  );
}
