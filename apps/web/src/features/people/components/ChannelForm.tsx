import { isManager } from "@chorus/shared/access/roles";
import type { Channel } from "@chorus/shared/channel/channel.contract";
import { channelEndpoints } from "@chorus/shared/channel/channel.endpoints";
import { Alert, Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { useGroups, usePeopleMutation } from "../api.ts";
import { type PickedUser, UserPicker } from "./UserPicker.tsx";

const COMPANY_WIDE = "company";

/**
 * Create or edit a channel: name, description, group, private, mandatory; managers and analysts
 * (administrators). `companyId`: another company than the session's (a smarper in that company's
 * settings): its channel routes under /api/company/{companyId}; its groups and people are not the
 * session's lists, so the group and the staff are left as they are there.
 */
export function ChannelForm({
  channel,
  onDone,
  companyId,
}: {
  channel: Channel | null;
  onDone: () => void;
  companyId?: string;
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const admin = isManager(session.role) && companyId === undefined;
  const groups = useGroups(admin && session.company.isGroupEnabled);
  const create = usePeopleMutation(channelEndpoints.create);
  const update = usePeopleMutation(channelEndpoints.update);
  const createThere = usePeopleMutation(channelEndpoints.companyCreate);
  const updateThere = usePeopleMutation(channelEndpoints.companyUpdate);
  const [name, setName] = useState(channel?.name ?? "");
  const [description, setDescription] = useState(channel?.description ?? "");
  const [groupId, setGroupId] = useState(channel?.groupId ?? COMPANY_WIDE);
  const [isPrivate, setPrivate] = useState(channel?.isPrivate ?? false);
  const [isMandatory, setMandatory] = useState(channel?.isMandatory ?? false);
  const [managers, setManagers] = useState<PickedUser[]>(channel?.managerList ?? []);
  const [analysts, setAnalysts] = useState<PickedUser[]>(channel?.analystList ?? []);
  const error = create.error ?? update.error ?? createThere.error ?? updateThere.error;

  function submit() {
    const body = {
      name,
      description,
      isPrivate,
      isMandatory,
      ...(admin && {
        groupId: groupId === COMPANY_WIDE ? null : groupId,
        managerList: managers.map((u) => u._id),
        analystList: analysts.map((u) => u._id),
      }),
    };
    if (companyId !== undefined) {
      if (channel)
        updateThere.mutate({ params: { companyId, channelId: channel._id }, body }, { onSuccess: onDone });
      else createThere.mutate({ params: { companyId }, body }, { onSuccess: onDone });
    } else if (channel) update.mutate({ params: { channelId: channel._id }, body }, { onSuccess: onDone });
    else create.mutate({ body }, { onSuccess: onDone });
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <TextInput
          label={t("people.channelName")}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          maxLength={100}
        />
        <Textarea
          label={t("people.channelDescription")}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={3}
        />
        {admin && session.company.isGroupEnabled && (
          <Select
            label={t("people.channelGroup")}
            data={[
              { value: COMPANY_WIDE, label: t("people.companyWide") },
              ...(groups.data?.groupList ?? []).map((g) => ({ value: g._id, label: g.name })),
            ]}
            value={groupId}
            onChange={(value) => value && setGroupId(value)}
            allowDeselect={false}
          />
        )}
        <Checkbox
          label={t("people.private")}
          checked={isPrivate}
          onChange={(e) => setPrivate(e.currentTarget.checked)}
        />
        <Checkbox
          label={t("people.mandatory")}
          checked={isMandatory}
          onChange={(e) => setMandatory(e.currentTarget.checked)}
        />
        {admin && (
          <>
            <UserPicker label={t("people.managers")} value={managers} onChange={setManagers} />
            <UserPicker label={t("people.analysts")} value={analysts} onChange={setAnalysts} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("people.cancel")}
          </Button>
          <Button
            type="submit"
            loading={create.isPending || update.isPending || createThere.isPending || updateThere.isPending}
          >
            {channel ? t("people.save") : t("people.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
