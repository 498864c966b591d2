import { isManager, type Role } from "@chorus/shared/access/roles";
import type { InviteResult } from "@chorus/shared/invitation/invitation.contract";
import {
  inviteColleaguesLabel,
  inviteFailedText,
  isInviteEmail,
} from "@chorus/shared/invitation/invitation.rules";
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useReferralSetup, useSendReferral } from "../api.ts";
import { InviteResultView } from "./InviteResultView.tsx";

interface Row {
  key: number;
  name: string;
  domain: string;
}

let rowKey = 0;
const newRow = (domain: string): Row => ({ key: ++rowKey, name: "", domain });

/** Access §2 referral invite: rows of addresses (or names at the group's domains), a message, results. */
export function ReferralInviteModal({
  opened,
  onClose,
  inviterRole: role,
}: {
  opened: boolean;
  onClose(): void;
  /** The caller's active role: managers see the 'Referral invite' title. */
  inviterRole: Role;
}) {
  const { t } = useTranslation();
  const setupQuery = useReferralSetup(opened);
  const setup = setupQuery.data;
  const send = useSendReferral();
  const firstDomain = setup?.domainList[0] ?? "";
  const [rows, setRows] = useState<Row[]>([newRow("")]);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<InviteResult | null>(null);

  useEffect(() => {
    if (!setup) return;
    setRows([newRow(setup.domainList[0] ?? "")]);
    setMessage(setup.defaultMessage);
  }, [setup]);

  const fullMode = setup?.fullMode ?? false;
  const addressOf = (row: Row) =>
    fullMode ? row.name.trim() : row.name.trim() ? `${row.name.trim()}@${row.domain}` : "";
  const filled = rows.filter((row) => row.name.trim() !== "");

  function reset() {
    setRows([newRow(firstDomain)]);
    setMessage(setup?.defaultMessage ?? "");
    setEditing(false);
    setError(null);
    setResult(null);
  }
  function close() {
    reset();
    onClose();
  }
  const update = (key: number, change: Partial<Row>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const addRow = () => setRows((list) => [...list, newRow(firstDomain)]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Access §5/§9: Enter (key code 13) adds a row.
    if (event.key !== "Enter") return;
    event.preventDefault();
    addRow();
  }

  function submit() {
    setError(null);
    // Access §5: empty rows are dropped and one blank row re-added.
    const addresses = filled.map(addressOf);
    if (addresses.length === 0) {
      setRows([newRow(firstDomain)]);
      return setError(t("invitation.atLeastOne"));
    }
    if (addresses.some((a) => !isInviteEmail(a))) return setError(t("invitation.invalidEmails"));
    setRows(filled.length ? filled : [newRow(firstDomain)]);
    send.mutate(
      { list: addresses.join(","), message: editing ? message : "" },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.failureList.length > 0) notify.error(inviteFailedText(answer.failureList.length));
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  function tryAgain() {
    if (!result) return;
    const failed = result.failureList.map((f) => f.email);
    setRows(
      failed.length
        ? failed.map((email) =>
            fullMode
              ? { key: ++rowKey, name: email, domain: "" }
              : {
                  key: ++rowKey,
                  name: email.split("@")[0] ?? "",
                  domain: email.split("@")[1] ?? firstDomain,
                },
          )
        : [newRow(firstDomain)],
    );
    setResult(null);
  }

  const title = isManager(role) ? t("invitation.referralTitleManager") : t("invitation.referralTitle");
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" closeOnClickOutside={false}>
      {!setup ? (
        <Loader aria-label={t("common.loading")} />
      ) : result ? (
        <InviteResultView result={result} onTryAgain={tryAgain} onInviteMore={reset} onDone={close} />
      ) : (
        <Stack gap="sm">
          {rows.map((row, index) => (
            <Group key={row.key} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                aria-label={fullMode ? t("invitation.emailAddress") : t("invitation.emailName")}
                placeholder={fullMode ? "name@company.com" : "firstname.lastname"}
                value={row.name}
                autoFocus={index === rows.length - 1 && index > 0}
                onChange={(e) => update(row.key, { name: e.currentTarget.value })}
                onKeyDown={onKeyDown}
              />
              {!fullMode && (
                <>
                  <Text>@</Text>
                  <Select
                    w={200}
                    aria-label={t("invitation.emailDomain")}
                    data={setup.domainList}
                    value={row.domain}
                    onChange={(domain) => update(row.key, { domain: domain ?? firstDomain })}
                    allowDeselect={false}
                  />
                </>
              )}
              <ActionIcon
                variant="subtle"
                aria-label={t("invitation.removeRow")}
                disabled={rows.length === 1}
                onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group gap="md">
            <Anchor component="button" type="button" size="sm" onClick={addRow}>
              {t("invitation.addMore")}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => setRows([newRow(firstDomain)])}>
              {t("invitation.removeAll")}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={() => setEditing((v) => !v)}>
              {t("invitation.editMessage")}
            </Anchor>
          </Group>
          {editing && (
            <Stack gap={4}>
              <Textarea
                label={t("invitation.message")}
                autosize
                minRows={4}
                value={message}
                onChange={(e) => setMessage(e.currentTarget.value)}
              />
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => setMessage(setup.defaultMessage)}
              >
                {t("invitation.resetMessage")}
              </Anchor>
            </Stack>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={submit} loading={send.isPending}>
              {inviteColleaguesLabel(filled.length)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
