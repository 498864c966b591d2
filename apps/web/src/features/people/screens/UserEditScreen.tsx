import { isManager, ROLE_LABEL_KEY, type Role } from "@chorus/shared/access/roles";
import { grantableRoles } from "@chorus/shared/people/people.rules";
import type { AdminUser } from "@chorus/shared/people/user-admin.contract";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useSession } from "../../session/index.ts";
import { useAdminUser, usePeopleMutation, userEndpoints, useTeams } from "../api.ts";
import { UserLabsPanel } from "../components/UserLabsPanel.tsx";

/** /user/edit/{userId}: a user's names, contact, teams and role, and the reset of their points. */
export function UserEditScreen() {
  const { t } = useTranslation();
  const { userId = "" } = useParams();
  const user = useAdminUser(userId);
  return (
    <Stack>
      <Anchor component={Link} to="/user">
        {t("people.back")}
      </Anchor>
      <Title order={1}>{t("people.editTitle")}</Title>
      {user.isPending && <Loader />}
      {user.error && (
        <Alert color="red" role="alert">
          {user.error.message || t("people.userNotFound")}
        </Alert>
      )}
      {user.data && <UserEditForm key={user.data._id} user={user.data} />}
    </Stack>
  );
}

function UserEditForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const teams = useTeams(user.groupId);
  const update = usePeopleMutation(userEndpoints.update);
  const setRole = usePeopleMutation(userEndpoints.setRole);
  const reset = usePeopleMutation(userEndpoints.resetPoints);
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [email, setEmail] = useState(user.email ?? "");
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber ?? "");
  const [teamIdList, setTeamIdList] = useState(user.teamList.map((x) => x._id));
  const [role, setRoleValue] = useState<Role>(user.role);
  const [notice, setNotice] = useState<string | null>(null);
  const roles = [...new Set([user.role, ...grantableRoles(session.role, session.company.isGroupEnabled)])];
  const isSelf = user._id === session.user._id;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    update.mutate(
      {
        params: { userId: user._id },
        body: {
          firstName,
          lastName,
          ...(email.trim() !== "" && { email }),
          phoneNumber: phoneNumber.trim() === "" ? null : phoneNumber.trim(),
          teamIdList,
        },
      },
      { onSuccess: () => setNotice(t("people.saved")) },
    );
  }

  const error = update.error ?? setRole.error ?? reset.error;
  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      <form onSubmit={save} noValidate>
        <Stack>
          <Group grow>
            <TextInput
              label={t("people.firstName")}
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
            />
            <TextInput
              label={t("people.lastName")}
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
            />
          </Group>
          <TextInput
            label={t("people.email")}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label={t("people.phone")}
            value={phoneNumber}
            onChange={(e) => setPhoneNumber(e.currentTarget.value)}
            placeholder="+4915112345678"
          />
          <MultiSelect
            label={t("people.teams")}
            placeholder={t("people.chooseTeams")}
            data={(teams.data?.teamList ?? [])
              .filter((x) => x.groupId === user.groupId)
              .map((x) => ({ value: x._id, label: x.name }))}
            value={teamIdList}
            onChange={setTeamIdList}
            searchable
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t("people.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Group align="flex-end">
        <Select
          label={t("people.role")}
          data={roles.map((r) => ({ value: r, label: t(ROLE_LABEL_KEY[r]) }))}
          value={role}
          onChange={(value) => value && setRoleValue(value as Role)}
          allowDeselect={false}
          disabled={isSelf}
          w={220}
        />
        <Button
          variant="light"
          disabled={isSelf || role === user.role}
          loading={setRole.isPending}
          onClick={() =>
            setRole.mutate(
              { params: { userId: user._id }, body: { role } },
              { onSuccess: () => setNotice(t("people.saved")) },
            )
          }
        >
          {t("people.changeRole")}
        </Button>
      </Group>
      <Group justify="space-between">
        <Text>{t("people.points", { star: user.Star, coin: user.Coin })}</Text>
        <Button
          color="red"
          variant="light"
          loading={reset.isPending}
          onClick={() =>
            reset.mutate({ params: { userId: user._id } }, { onSuccess: () => setNotice(t("people.saved")) })
          }
        >
          {t("people.resetPoints")}
        </Button>
      </Group>
      {isManager(session.role) && <UserLabsPanel userId={user._id} />}
    </Stack>
  );
}
