import { isManager } from "@chorus/shared/access/roles";
import type { Channel } from "@chorus/shared/channel/channel.contract";
import { channelEndpoints } from "@chorus/shared/channel/channel.endpoints";
import type { Group } from "@chorus/shared/people/group.contract";
import {
  Alert,
  Button,
  Checkbox,
  Loader,
  MultiSelect,
  Group as Row,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  Textarea,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import {
  groupEndpoints,
  groupVisibilityEndpoints,
  useChannelList,
  useGroupDefaultChannels,
  useGroupMembers,
  useGroups,
  useGroupVisibility,
  useInvitationPermission,
  useInvitationTemplate,
  usePeopleMutation,
} from "../api.ts";

/** A group's settings: invitation template and permission, e-mail managers, visibility, default channels. */
export function GroupSettings({ group, isManager }: { group: Group; isManager: boolean }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="template" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="template">{t("people.tabTemplate")}</Tabs.Tab>
        <Tabs.Tab value="permission">{t("people.tabPermission")}</Tabs.Tab>
        <Tabs.Tab value="emailManagers">{t("people.tabEmailManagers")}</Tabs.Tab>
        <Tabs.Tab value="visibility">{t("people.tabVisibility")}</Tabs.Tab>
        <Tabs.Tab value="channels">{t("people.tabChannels")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="template" pt="md">
        <TemplateForm groupId={group._id} />
      </Tabs.Panel>
      <Tabs.Panel value="permission" pt="md">
        <PermissionForm groupId={group._id} />
      </Tabs.Panel>
      <Tabs.Panel value="emailManagers" pt="md">
        <EmailManagersForm groupId={group._id} />
      </Tabs.Panel>
      <Tabs.Panel value="visibility" pt="md">
        <VisibilityForm group={group} canSave={isManager} />
      </Tabs.Panel>
      <Tabs.Panel value="channels" pt="md">
        <DefaultChannelsForm groupId={group._id} />
      </Tabs.Panel>
    </Tabs>
  );
}

function Outcome({ error, saved }: { error: Error | null; saved: boolean }) {
  const { t } = useTranslation();
  if (error)
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  return saved ? (
    <Alert color="green" role="status">
      {t("people.saved")}
    </Alert>
  ) : null;
}

function SaveRow({
  loading,
  disabled,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Row justify="flex-end">
      {children}
      <Button type="submit" loading={loading} disabled={disabled}>
        {t("people.save")}
      </Button>
    </Row>
  );
}

function TemplateForm({ groupId }: { groupId: string }) {
  const loaded = useInvitationTemplate(groupId);
  if (loaded.error) return <Outcome error={loaded.error} saved={false} />;
  if (!loaded.data) return <Loader size="sm" />;
  return <TemplateFields groupId={groupId} initial={loaded.data} />;
}

function TemplateFields({
  groupId,
  initial,
}: {
  groupId: string;
  initial: { invitationTemplate: string; invitationSignature: string; smsInvitationTemplate: string };
}) {
  const { t } = useTranslation();
  const save = usePeopleMutation(groupEndpoints.saveInvitationTemplate);
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ params: { groupId }, body: value });
      }}
    >
      <Stack>
        <Outcome error={save.error} saved={save.isSuccess} />
        <Textarea
          label={t("people.invitationTemplate")}
          value={value.invitationTemplate}
          onChange={(e) => setValue({ ...value, invitationTemplate: e.currentTarget.value })}
          autosize
          minRows={4}
        />
        <Textarea
          label={t("people.invitationSignature")}
          value={value.invitationSignature}
          onChange={(e) => setValue({ ...value, invitationSignature: e.currentTarget.value })}
          autosize
          minRows={2}
        />
        <Textarea
          label={t("people.smsInvitationTemplate")}
          description={t("people.smsHint")}
          value={value.smsInvitationTemplate}
          onChange={(e) => setValue({ ...value, smsInvitationTemplate: e.currentTarget.value })}
          autosize
          minRows={2}
        />
        <SaveRow loading={save.isPending} />
      </Stack>
    </form>
  );
}

function PermissionForm({ groupId }: { groupId: string }) {
  const loaded = useInvitationPermission(groupId);
  if (loaded.error) return <Outcome error={loaded.error} saved={false} />;
  if (!loaded.data) return <Loader size="sm" />;
  return <PermissionFields groupId={groupId} initial={loaded.data} />;
}

function PermissionFields({
  groupId,
  initial,
}: {
  groupId: string;
  initial: { sharerInviteEnabled: boolean; emailDomainList: string[] };
}) {
  const { t } = useTranslation();
  const save = usePeopleMutation(groupEndpoints.saveInvitationPermission);
  const [enabled, setEnabled] = useState(initial.sharerInviteEnabled);
  const [domains, setDomains] = useState(initial.emailDomainList);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          params: { groupId },
          body: { sharerInviteEnabled: enabled, emailDomainList: domains },
        });
      }}
    >
      <Stack>
        <Outcome error={save.error} saved={save.isSuccess} />
        <Switch
          label={t("people.sharerInviteEnabled")}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <TagsInput
          label={t("people.emailDomainList")}
          placeholder={t("people.emailDomainPlaceholder")}
          value={domains}
          onChange={setDomains}
          splitChars={[",", " "]}
        />
        <SaveRow loading={save.isPending} />
      </Stack>
    </form>
  );
}

function EmailManagersForm({ groupId }: { groupId: string }) {
  const members = useGroupMembers(groupId);
  const current = useGroupMembers(groupId, true);
  if (members.error || current.error) return <Outcome error={members.error ?? current.error} saved={false} />;
  if (!members.data || !current.data) return <Loader size="sm" />;
  return (
    <EmailManagersFields
      groupId={groupId}
      members={members.data.userList.map((u) => ({ value: u._id, label: `${u.firstName} ${u.lastName}` }))}
      initial={current.data.userList.map((u) => u._id)}
    />
  );
}

function EmailManagersFields({
  groupId,
  members,
  initial,
}: {
  groupId: string;
  members: { value: string; label: string }[];
  initial: string[];
}) {
  const { t } = useTranslation();
  const save = usePeopleMutation(groupEndpoints.saveEmailManagers);
  const [chosen, setChosen] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ params: { groupId }, body: { userIdList: chosen } });
      }}
    >
      <Stack>
        <Outcome error={save.error} saved={save.isSuccess} />
        <MultiSelect
          label={t("people.emailManagers")}
          description={t("people.emailManagersHint")}
          data={members}
          value={chosen}
          onChange={setChosen}
          searchable
        />
        <SaveRow loading={save.isPending} />
      </Stack>
    </form>
  );
}

function VisibilityForm({ group, canSave }: { group: Group; canSave: boolean }) {
  const loaded = useGroupVisibility(group._id);
  if (loaded.error) return <Outcome error={loaded.error} saved={false} />;
  if (!loaded.data) return <Loader size="sm" />;
  return <VisibilityFields group={group} canSave={canSave} initial={loaded.data} />;
}

function VisibilityFields({
  group,
  canSave,
  initial,
}: {
  group: Group;
  canSave: boolean;
  initial: { isRestricted: boolean; visibleGroupIdList: string[] };
}) {
  const { t } = useTranslation();
  const groups = useGroups();
  const save = usePeopleMutation(groupVisibilityEndpoints.save);
  const [isRestricted, setRestricted] = useState(initial.isRestricted);
  const [visible, setVisible] = useState(initial.visibleGroupIdList);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ params: { groupId: group._id }, body: { isRestricted, visibleGroupIdList: visible } });
      }}
    >
      <Stack>
        <Outcome error={save.error} saved={save.isSuccess} />
        <Checkbox
          label={t("people.isRestricted")}
          checked={isRestricted}
          onChange={(e) => setRestricted(e.currentTarget.checked)}
          disabled={!canSave}
        />
        <MultiSelect
          label={t("people.visibleGroups")}
          data={(groups.data?.groupList ?? [])
            .filter((g) => g._id !== group._id)
            .map((g) => ({ value: g._id, label: g.name }))}
          value={visible}
          onChange={setVisible}
          disabled={!canSave || !isRestricted}
        />
        {canSave && <SaveRow loading={save.isPending} />}
      </Stack>
    </form>
  );
}

/** Every channel of the company for managers; the channels the caller can see for everyone else. */
export function useAllChannels(enabled = true) {
  const { session } = useSession();
  const everything = isManager(session.role);
  return useChannelList(everything, enabled);
}

function DefaultChannelsForm({ groupId }: { groupId: string }) {
  const channels = useAllChannels();
  const current = useGroupDefaultChannels(groupId);
  if (channels.error || current.error)
    return <Outcome error={channels.error ?? current.error} saved={false} />;
  if (!channels.data || !current.data) return <Loader size="sm" />;
  const choices = channels.data.filter((c) => c.groupId === null || c.groupId === groupId);
  return <DefaultChannelsFields groupId={groupId} choices={choices} initial={current.data.channelIdList} />;
}

function DefaultChannelsFields({
  groupId,
  choices,
  initial,
}: {
  groupId: string;
  choices: Channel[];
  initial: string[];
}) {
  const { t } = useTranslation();
  const save = usePeopleMutation(channelEndpoints.setGroupDefaults);
  const [chosen, setChosen] = useState(initial);
  if (choices.length === 0) return <Text c="dimmed">{t("people.noChannels")}</Text>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ params: { groupId }, body: { channelIdList: chosen } });
      }}
    >
      <Stack>
        <Outcome error={save.error} saved={save.isSuccess} />
        <MultiSelect
          label={t("people.defaultChannels")}
          data={choices.map((c) => ({ value: c._id, label: c.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
        />
        <SaveRow loading={save.isPending} />
      </Stack>
    </form>
  );
}
