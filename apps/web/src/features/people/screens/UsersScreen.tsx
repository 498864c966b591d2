import { ROLE_LABEL_KEY, type Role } from "@chorus/shared/access/roles";
import type { USER_SORT_ATTRS, USER_STATUSES } from "@chorus/shared/people/user-admin.contract";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { UserPagesNav } from "../../invitation/index.ts";
import { useSession } from "../../session/index.ts";
import { type UserListFilters, useGroups, useTeams, useUserCount, useUserList } from "../api.ts";
import { BulkActionDialogs } from "../components/BulkActionDialogs.tsx";
import { type BulkAction, bulkActionsFor, roleFilterChoices } from "../people-rules.ts";

type SortAttr = (typeof USER_SORT_ATTRS)[number];
type Status = (typeof USER_STATUSES)[number];

/** /user: the Users list — filters, search, sort, keyset pages and bulk actions on a selection. */
export function UsersScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  const groupsEnabled = session.company.isGroupEnabled;
  const [search, setSearch] = useState("");
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [team, setTeam] = useState<string | null>(null);
  const [role, setRole] = useState<Role | null>(null);
  const [status, setStatus] = useState<Status>("active");
  const [sortAttr, setSortAttr] = useState<SortAttr>("name");
  const [sortReverse, setSortReverse] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  /** Every user the filters find, beyond the loaded pages: only the mail action takes a filter. */
  const [allMatching, setAllMatching] = useState(false);
  const [action, setAction] = useState<BulkAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const filters: UserListFilters = useMemo(
    () => ({
      searchTerm: searchTerm || undefined,
      groupId: groupId ?? undefined,
      team: team ?? undefined,
      role: role ?? undefined,
      status,
      sortAttr,
      sortReverse,
    }),
    [searchTerm, groupId, team, role, status, sortAttr, sortReverse],
  );
  const list = useUserList(filters);
  const count = useUserCount(filters);
  const groups = useGroups(groupsEnabled);
  const teams = useTeams(groupId);
  const users = list.data?.pages.flatMap((p) => p.userList) ?? [];
  const allOnPageSelected = users.length > 0 && users.every((u) => selected.has(u._id));

  const mailFilter = {
    searchTerm: filters.searchTerm,
    groupId: filters.groupId,
    team: filters.team,
    role: filters.role,
  };
  const matchingCount = count.data?.count ?? 0;
  // The filter's mail reaches active users only, so "everyone found" is offered on the active list.
  const offerAllMatching =
    status === "active" && allOnPageSelected && !allMatching && matchingCount > users.length;
  const selectionCount = allMatching ? matchingCount : selected.size;
  const actions = allMatching ? bulkActionsFor(session).filter((a) => a === "mail") : bulkActionsFor(session);

  function toggle(id: string) {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  function toggleAll() {
    setAllMatching(false);
    setSelected(allOnPageSelected ? new Set() : new Set(users.map((u) => u._id)));
  }

  return (
    <>
      <Stack gap="md">
        <UserPagesNav />
        <Title order={1}>{t("page.users")}</Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t("people.search")}
            placeholder={t("people.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={260}
          />
          {groupsEnabled && (
            <Select
              label={t("people.colGroup")}
              placeholder={t("people.allGroups")}
              data={(groups.data?.groupList ?? []).map((g) => ({ value: g._id, label: g.name }))}
              value={groupId}
              onChange={(value) => {
                setGroupId(value);
                setTeam(null);
              }}
              clearable
              w={200}
            />
          )}
          <Select
            label={t("people.colTeams")}
            placeholder={t("people.allTeams")}
            data={(teams.data?.teamList ?? []).map((x) => ({ value: x._id, label: x.name }))}
            value={team}
            onChange={setTeam}
            clearable
            w={180}
          />
          <Select
            label={t("people.colRole")}
            placeholder={t("people.allRoles")}
            data={roleFilterChoices(session).map((r) => ({ value: r, label: t(ROLE_LABEL_KEY[r]) }))}
            value={role}
            onChange={(value) => setRole(value as Role | null)}
            clearable
            w={180}
          />
          <Select
            label={t("people.status")}
            data={[
              { value: "active", label: t("people.statusActive") },
              { value: "inactive", label: t("people.statusInactive") },
              { value: "all", label: t("people.statusAll") },
            ]}
            value={status}
            onChange={(value) => value && setStatus(value as Status)}
            allowDeselect={false}
            w={150}
          />
          <Select
            label={t("people.sortBy")}
            data={[
              { value: "name", label: t("people.sortName") },
              { value: "date", label: t("people.sortDate") },
              { value: "points", label: t("people.sortPoints") },
            ]}
            value={sortAttr}
            onChange={(value) => value && setSortAttr(value as SortAttr)}
            allowDeselect={false}
            w={150}
          />
          <Checkbox
            label={t("people.reverse")}
            checked={sortReverse}
            onChange={(e) => setSortReverse(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <Group justify="space-between">
          <Group gap="sm">
            {/* With a search the count reads as results of it; the live region announces it. */}
            <Text c="dimmed" aria-live="polite" data-testid="user-count">
              {count.data
                ? t(filters.searchTerm ? "people.resultCount" : "people.userCount", {
                    count: count.data.count,
                  })
                : "\u00a0"}
            </Text>
            {offerAllMatching && (
              <Anchor component="button" type="button" size="sm" onClick={() => setAllMatching(true)}>
                {t("people.selectAllMatching", { count: matchingCount })}
              </Anchor>
            )}
          </Group>
          {selectionCount > 0 && (
            <Group gap="xs" role="toolbar" aria-label={t("people.selected", { count: selectionCount })}>
              <Badge variant="light">
                {allMatching
                  ? t("people.allMatchingSelected", { count: selectionCount })
                  : t("people.selected", { count: selectionCount })}
              </Badge>
              {actions.map((a) => (
                <Button
                  key={a}
                  size="xs"
                  variant="light"
                  color={a === "remove" ? "red" : undefined}
                  onClick={() => setAction(a)}
                >
                  {t(ACTION_LABEL[a])}
                </Button>
              ))}
            </Group>
          )}
        </Group>
        {notice && (
          <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {list.error && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Checkbox
                  aria-label={t("people.selectAll")}
                  checked={allOnPageSelected}
                  onChange={toggleAll}
                />
              </Table.Th>
              <Table.Th>{t("people.colName")}</Table.Th>
              <Table.Th>{t("people.colEmail")}</Table.Th>
              {groupsEnabled && <Table.Th>{t("people.colGroup")}</Table.Th>}
              <Table.Th>{t("people.colTeams")}</Table.Th>
              <Table.Th>{t("people.colRole")}</Table.Th>
              <Table.Th>{t("people.colPoints")}</Table.Th>
              <Table.Th>{t("people.colJoined")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const name = `${user.firstName} ${user.lastName}`.trim();
              return (
                <Table.Tr key={user._id} data-testid="user-row">
                  <Table.Td>
                    <Checkbox
                      aria-label={t("people.selectUser", { name })}
                      checked={selected.has(user._id)}
                      onChange={() => toggle(user._id)}
                    />
                  </Table.Td>
                  <Table.Td>
                    {name}
                    {!user.isActive && (
                      <Badge ml="xs" color="gray" size="xs">
                        {t("people.statusInactive")}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{user.email ?? user.phoneNumber ?? ""}</Table.Td>
                  {groupsEnabled && <Table.Td>{user.groupName ?? ""}</Table.Td>}
                  <Table.Td>{user.teamList.map((x) => x.name).join(", ")}</Table.Td>
                  <Table.Td>{t(ROLE_LABEL_KEY[user.role])}</Table.Td>
                  <Table.Td>{user.Star}</Table.Td>
                  <Table.Td>{new Date(user.createdAt).toLocaleDateString()}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/user/edit/${user._id}`}
                      aria-label={`${t("people.edit")} ${name}`}
                    >
                      {t("people.edit")}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {list.isSuccess && users.length === 0 && <Text c="dimmed">{t("people.noUsers")}</Text>}
        {list.hasNextPage && (
          <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t("people.loadMore")}
          </Button>
        )}
      </Stack>
      <BulkActionDialogs
        action={action}
        userIdList={[...selected]}
        filter={allMatching ? mailFilter : null}
        filterCount={matchingCount}
        onClose={() => setAction(null)}
        onDone={(message) => {
          setAction(null);
          setSelected(new Set());
          setAllMatching(false);
          setNotice(message);
        }}
      />
    </>
  );
}

const ACTION_LABEL: Record<BulkAction, string> = {
  move: "people.moveGroup",
  role: "people.changeRole",
  reset: "people.resetPoints",
  remove: "people.remove",
  mail: "people.mail",
};
