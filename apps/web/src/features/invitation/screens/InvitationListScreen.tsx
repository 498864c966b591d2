import { INVITATION_STATUSES } from "@chorus/shared/invitation/invitation.contract";
import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useInvitationAction, useInvitationList } from "../api.ts";
import { InvitationTable } from "../components/InvitationTable.tsx";
import { UserPagesNav } from "../components/UserPagesNav.tsx";
import { useInviteColleagues } from "../components/useInviteColleagues.tsx";

/** One list screen for both kinds: advanced ('Scheduled invitations') and referral invites. */
export function InvitationListScreen({ kind }: { kind: "launch" | "referral" }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useInvitationList(kind, status);
  const send = useInvitationAction(kind, "send");
  const remind = useInvitationAction(kind, "remind");
  const remove = useInvitationAction(kind, "delete");
  const invite = useInviteColleagues();

  function run(action: typeof send, doneKey: string) {
    action.mutate(selected, {
      onSuccess: ({ count }) => {
        notify.success(t(doneKey, { count }));
        setSelected([]);
      },
      onError: (e) => notify.error(e.message),
    });
  }

  const rows = list.data ?? [];
  return (
    <>
      {invite.modals}
      <Stack gap="md">
        <UserPagesNav />
        <Group justify="space-between">
          <Title order={1}>
            {kind === "launch" ? t("invitation.launchListTitle") : t("invitation.referralListTitle")}
          </Title>
          {invite.canInvite && <Button onClick={invite.open}>{t("invitation.inviteColleagues")}</Button>}
        </Group>
        <Group justify="space-between">
          <Select
            aria-label={t("invitation.status")}
            placeholder={t("invitation.allStatuses")}
            clearable
            w={200}
            data={INVITATION_STATUSES.map((value) => ({
              value,
              label: t(`invitation.statusValue.${value}`),
            }))}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setSelected([]);
            }}
          />
          <Group gap="xs">
            {kind === "launch" && (
              <Button
                variant="default"
                disabled={selected.length === 0}
                loading={send.isPending}
                onClick={() => run(send, "invitation.done_sent")}
              >
                {t("invitation.sendNow")}
              </Button>
            )}
            <Button
              variant="default"
              disabled={selected.length === 0}
              loading={remind.isPending}
              onClick={() => run(remind, "invitation.done_reminded")}
            >
              {t("invitation.remind")}
            </Button>
            <Button
              color="red"
              variant="light"
              disabled={selected.length === 0}
              loading={remove.isPending}
              onClick={() => run(remove, "invitation.done_deleted")}
            >
              {t("invitation.delete")}
            </Button>
          </Group>
        </Group>
        {list.isPending && <Loader aria-label={t("common.loading")} />}
        {list.isError && (
          <Alert color="red" role="alert">
            {t("error.generic")}
          </Alert>
        )}
        {list.isSuccess && rows.length === 0 && <Text c="dimmed">{t("invitation.empty")}</Text>}
        {rows.length > 0 && (
          <InvitationTable
            rows={rows}
            selected={selected}
            onSelect={setSelected}
            showInviter={kind === "referral"}
          />
        )}
      </Stack>
    </>
  );
}

export default InvitationListScreen;
