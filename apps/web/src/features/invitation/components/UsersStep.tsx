import type { LaunchSetup } from "@chorus/shared/invitation/invitation.contract";
import { isInvitePhone, parseInviteTag } from "@chorus/shared/invitation/invitation.rules";
import { CSV_UNEXPECTED, csvFileError } from "@chorus/shared/invitation/invitation-csv.rules";
import { Alert, Button, FileButton, MultiSelect, Stack, Table, Tabs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useImportCsv } from "../api.ts";
import { InviteTagsInput } from "./InviteTagsInput.tsx";

export interface CsvInvitee {
  email?: string;
  phone?: string;
  teamIdList: string[];
}

export interface UsersState {
  tab: "manual" | "csv";
  emails: string[];
  phones: string[];
  teamIds: string[];
  csv: CsvInvitee[];
  csvMessage: { kind: "info" | "error"; text: string } | null;
}

export const emptyUsers = (): UsersState => ({
  tab: "manual",
  emails: [],
  phones: [],
  teamIds: [],
  csv: [],
  csvMessage: null,
});

/** A tag as kept: 'First Last <address>' when named, else the address. */
export function acceptEmailTag(raw: string): string | null {
  const tag = parseInviteTag(raw);
  if (!tag) return null;
  const name = `${tag.firstName} ${tag.lastName}`.trim();
  return name ? `${name} <${tag.email}>` : tag.email;
}

/** Team options labelled 'name - groupName' when groups are on and no group is chosen (access §2). */
export function teamOptions(setup: LaunchSetup, groupId: string | null) {
  return setup.teamList
    .filter((team) => !setup.isGroupEnabled || groupId === null || team.groupId === groupId)
    .map((team) => ({
      value: team._id,
      label: setup.isGroupEnabled && groupId === null ? `${team.name} - ${team.groupName}` : team.name,
    }));
}

/** Access §2 'Prepare users': manual chips (e-mail, phone with the SMS lab) and teams, or a CSV. */
export function UsersStep({
  setup,
  groupId,
  state,
  onChange,
  error,
}: {
  setup: LaunchSetup;
  groupId: string | null;
  state: UsersState;
  onChange(next: UsersState): void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const importCsv = useImportCsv();

  function switchTab(tab: string | null) {
    if (tab === "manual") onChange({ ...emptyUsers(), tab: "manual" });
    // Access §4: switching to the CSV tab clears the e-mail list.
    if (tab === "csv") onChange({ ...state, tab: "csv", emails: [] });
  }

  async function onFile(file: File | null) {
    if (!file) return;
    const fileError = csvFileError(file.name, file.size);
    if (fileError) {
      onChange({ ...state, csv: [], csvMessage: { kind: "error", text: fileError } });
      return;
    }
    let content: string;
    try {
      content = await file.text();
    } catch {
      onChange({ ...state, csv: [], csvMessage: { kind: "error", text: CSV_UNEXPECTED } });
      return;
    }
    importCsv.mutate(
      { fileName: file.name, content, ...(groupId ? { groupId } : {}) },
      {
        onSuccess: (result) =>
          onChange({
            ...state,
            csv: result.inviteeList,
            csvMessage: { kind: result.inviteeList.length ? "info" : "error", text: result.summary },
          }),
        onError: (e) => onChange({ ...state, csv: [], csvMessage: { kind: "error", text: e.message } }),
      },
    );
  }

  return (
    <Tabs value={state.tab} onChange={switchTab}>
      <Tabs.List>
        <Tabs.Tab value="manual">{t("invitation.manualTab")}</Tabs.Tab>
        <Tabs.Tab value="csv">{t("invitation.csvTab")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="manual" pt="md">
        <Stack gap="md">
          <InviteTagsInput
            label={t("invitation.emails")}
            description={t("invitation.emailsHint")}
            values={state.emails}
            onChange={(emails) => onChange({ ...state, emails })}
            accept={acceptEmailTag}
            invalidMessage={t("invitation.invalidEmails")}
            placeholder="name@company.com"
          />
          {setup.smsLab && (
            <InviteTagsInput
              label={t("invitation.phones")}
              description={t("invitation.phonesHint")}
              values={state.phones}
              onChange={(phones) => onChange({ ...state, phones })}
              accept={(raw) => (isInvitePhone(raw) ? raw.trim() : null)}
              invalidMessage={t("invitation.invalidPhones")}
              placeholder="+358401234567"
            />
          )}
          <MultiSelect
            label={t("invitation.teams")}
            placeholder={t("invitation.chooseTeams")}
            data={teamOptions(setup, groupId)}
            value={state.teamIds}
            onChange={(teamIds) => onChange({ ...state, teamIds })}
            searchable
            clearable
          />
          {error && (
            <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
              {error}
            </Alert>
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="csv" pt="md">
        <Stack gap="sm">
          <FileButton onChange={onFile} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} loading={importCsv.isPending} w="fit-content">
                {t("invitation.uploadCsv")}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t("invitation.csvLimit")}
          </Text>
          <Text size="sm">{t("invitation.csvTips")}</Text>
          <Text size="sm" fw={600}>
            {t("invitation.csvSample")}
          </Text>
          <Table
            withTableBorder
            withColumnBorders
            fz="xs"
            w="fit-content"
            aria-label={t("invitation.csvSample")}
          >
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>anna.berg@company.com</Table.Td>
                <Table.Td>Marketing</Table.Td>
                <Table.Td>Nordics</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>li.wei@company.com</Table.Td>
                <Table.Td>Sales</Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {state.csvMessage && (
            <Alert
              color={state.csvMessage.kind === "error" ? "red" : "blue"}
              role={state.csvMessage.kind === "error" ? "alert" : "status"}
              style={{ whiteSpace: "pre-line" }}
            >
              {state.csvMessage.text}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
              {error}
            </Alert>
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
