import { Alert, Anchor, Button, Group, MultiSelect, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { teamEndpoints, usePeopleMutation, useTeam, useTeamCandidates, useTeamMembers } from "../api.ts";

/** /team/{teamId}: the team's members; add members of its group, remove members. */
export function TeamScreen() {
  const { t } = useTranslation();
  const { teamId = "" } = useParams();
  const team = useTeam(teamId);
  const members = useTeamMembers(teamId);
  const groupId = team.data?.groupId ?? undefined;
  const candidates = useTeamCandidates(teamId, groupId, team.isSuccess);
  const add = usePeopleMutation(teamEndpoints.addMembers);
  const remove = usePeopleMutation(teamEndpoints.removeMembers);
  const [chosen, setChosen] = useState<string[]>([]);
  const memberIds = new Set((members.data?.memberList ?? []).map((m) => m._id));
  const error = team.error ?? members.error ?? add.error ?? remove.error;

  return (
    <Stack>
      <Anchor component={Link} to="/team">
        {t("people.back")}
      </Anchor>
      <Title order={1}>{team.data?.name ?? t("page.team")}</Title>
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      <Group align="flex-end">
        <MultiSelect
          label={t("people.addMembers")}
          placeholder={t("people.addMembersPlaceholder")}
          data={(candidates.data?.userList ?? [])
            .filter((u) => !memberIds.has(u._id))
            .map((u) => ({ value: u._id, label: `${u.firstName} ${u.lastName}` }))}
          value={chosen}
          onChange={setChosen}
          searchable
          style={{ flex: 1 }}
        />
        <Button
          disabled={chosen.length === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { params: { teamId }, body: { userIdList: chosen } },
              { onSuccess: () => setChosen([]) },
            )
          }
        >
          {t("people.addMembers")}
        </Button>
      </Group>
      <Title order={2} size="h4">
        {t("people.teamMembers")}
      </Title>
      {members.isSuccess && members.data.memberList.length === 0 && (
        <Text c="dimmed">{t("people.noMembers")}</Text>
      )}
      <Table>
        <Table.Tbody>
          {(members.data?.memberList ?? []).map((m) => {
            const name = `${m.firstName} ${m.lastName}`.trim();
            return (
              <Table.Tr key={m._id} data-testid="member-row">
                <Table.Td>{name}</Table.Td>
                <Table.Td>{m.email ?? ""}</Table.Td>
                <Table.Td align="right">
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t("people.removeMember", { name })}
                    onClick={() => remove.mutate({ params: { teamId }, body: { userIdList: [m._id] } })}
                  >
                    {t("people.remove")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
