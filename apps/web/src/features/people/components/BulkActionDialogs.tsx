import { ROLE_LABEL_KEY, type Role } from "@chorus/shared/access/roles";
import { grantableRoles } from "@chorus/shared/people/people.rules";
import type { SendEmailBody } from "@chorus/shared/people/user-engagement.contract";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { resetUserPoints, setUserRole, useGroups, usePeopleMutation, userEndpoints } from "../api.ts";
import type { BulkAction } from "../people-rules.ts";

type MailFilter = NonNullable<SendEmailBody["filter"]>;

interface Props {
  action: BulkAction | null;
  userIdList: string[];
  /** Set when every user the list's filters find is chosen (the mail action only). */
  filter: MailFilter | null;
  filterCount: number;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The Users list's bulk actions on the selection: one confirmation dialog each. */
export function BulkActionDialogs({ action, userIdList, filter, filterCount, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const count = userIdList.length;
  const titles: Record<BulkAction, string> = {
    move: t("people.moveTitle", { count }),
    role: t("people.roleTitle", { count }),
    reset: t("people.resetTitle", { count }),
    remove: t("people.removeTitle", { count }),
    mail: t("people.mailTitle"),
  };
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? titles[action] : ""} centered>
      {action === "move" && <MoveForm userIdList={userIdList} onClose={onClose} onDone={onDone} />}
      {action === "role" && <RoleForm userIdList={userIdList} onClose={onClose} onDone={onDone} />}
      {action === "reset" && <ResetForm userIdList={userIdList} onClose={onClose} onDone={onDone} />}
      {action === "remove" && <RemoveForm userIdList={userIdList} onClose={onClose} onDone={onDone} />}
      {action === "mail" && (
        <MailForm
          userIdList={userIdList}
          filter={filter}
          filterCount={filterCount}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

type FormProps = Pick<Props, "userIdList" | "onClose" | "onDone">;

function Actions({
  onClose,
  label,
  loading,
  color,
}: {
  onClose: () => void;
  label: string;
  loading: boolean;
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t("people.cancel")}
      </Button>
      <Button type="submit" loading={loading} color={color}>
        {label}
      </Button>
    </Group>
  );
}

function Failure({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}

function MoveForm({ userIdList, onClose, onDone }: FormProps) {
  const { t } = useTranslation();
  const groups = useGroups();
  const move = usePeopleMutation(userEndpoints.moveToGroup);
  const [groupId, setGroupId] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!groupId) return;
        move.mutate({ body: { groupId, userIdList } }, { onSuccess: () => onDone(t("people.saved")) });
      }}
    >
      <Stack>
        <Failure error={move.error?.message ?? null} />
        <Select
          label={t("people.group")}
          placeholder={t("people.chooseGroup")}
          data={(groups.data?.groupList ?? []).map((g) => ({
            value: g._id,
            label: `${g.name} (${t("people.seats", { members: g.memberCount, limit: g.seatLimit })})`,
          }))}
          value={groupId}
          onChange={setGroupId}
        />
        <Actions onClose={onClose} label={t("people.moveConfirm")} loading={move.isPending} />
      </Stack>
    </form>
  );
}

/** Runs one call per user, in order, and stops at the first refusal (its message is shown). */
function useEachUser() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(userIdList: string[], each: (userId: string) => Promise<unknown>) {
    setPending(true);
    setError(null);
    try {
      for (const userId of userIdList) await each(userId);
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, error, run };
}

function RoleForm({ userIdList, onClose, onDone }: FormProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [role, setRole] = useState<Role>("sharer");
  const each = useEachUser();
  const choices = grantableRoles(session.role, session.company.isGroupEnabled);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await each.run(userIdList, (userId) => setUserRole(userId, role));
        if (ok) onDone(t("people.saved"));
      }}
    >
      <Stack>
        <Failure error={each.error} />
        <Select
          label={t("people.role")}
          data={choices.map((r) => ({ value: r, label: t(ROLE_LABEL_KEY[r]) }))}
          value={role}
          onChange={(value) => value && setRole(value as Role)}
          allowDeselect={false}
        />
        <Actions onClose={onClose} label={t("people.roleConfirm")} loading={each.pending} />
      </Stack>
    </form>
  );
}

function ResetForm({ userIdList, onClose, onDone }: FormProps) {
  const { t } = useTranslation();
  const each = useEachUser();
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await each.run(userIdList, (userId) => resetUserPoints(userId));
        if (ok) onDone(t("people.saved"));
      }}
    >
      <Stack>
        <Failure error={each.error} />
        <Text>{t("people.resetText")}</Text>
        <Actions onClose={onClose} label={t("people.resetConfirm")} loading={each.pending} color="red" />
      </Stack>
    </form>
  );
}

function RemoveForm({ userIdList, onClose, onDone }: FormProps) {
  const { t } = useTranslation();
  const remove = usePeopleMutation(userEndpoints.remove);
  const [eraseData, setEraseData] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate({ body: { userIdList, eraseData } }, { onSuccess: () => onDone(t("people.saved")) });
      }}
    >
      <Stack>
        <Failure error={remove.error?.message ?? null} />
        <Text>{t("people.removeText")}</Text>
        <Checkbox
          label={t("people.eraseData")}
          checked={eraseData}
          onChange={(e) => setEraseData(e.currentTarget.checked)}
        />
        <Actions onClose={onClose} label={t("people.removeConfirm")} loading={remove.isPending} color="red" />
      </Stack>
    </form>
  );
}

function MailForm({
  userIdList,
  filter,
  filterCount,
  onClose,
  onDone,
}: FormProps & Pick<Props, "filter" | "filterCount">) {
  const { t } = useTranslation();
  const send = usePeopleMutation(userEndpoints.sendEmail);
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(
          { body: filter ? { subject, message, filter } : { subject, message, userIdList } },
          {
            onSuccess: (result) =>
              onDone(t("people.mailSent", { sent: result.sentCount, skipped: result.skippedCount })),
          },
        );
      }}
    >
      <Stack>
        <Failure error={send.error?.message ?? null} />
        <Text size="sm">
          {filter
            ? t("people.mailToFilter", { count: filterCount })
            : t("people.mailToSelection", { count: userIdList.length })}
        </Text>
        <TextInput
          label={t("people.subject")}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          required
          maxLength={200}
        />
        <Textarea
          label={t("people.message")}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          required
          autosize
          minRows={5}
        />
        <Actions onClose={onClose} label={t("people.send")} loading={send.isPending} />
      </Stack>
    </form>
  );
}
