import type {
  InviteResult,
  LaunchCreateBody,
  LaunchSetup,
} from "@chorus/shared/invitation/invitation.contract";
import {
  bumpedTime,
  inviteFailedText,
  inviteSuccessText,
  isInvitePhone,
  localDate,
  parseInviteTag,
  SCHEDULED_SEND_DELAY_MS,
  scheduleError,
  startInvitingLabel,
} from "@chorus/shared/invitation/invitation.rules";
import { Alert, Anchor, Button, Group, Loader, Modal, Select, Stack, Stepper } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useCreateLaunch, useLaunchSetup } from "../api.ts";
import { type DeliveryState, DeliveryStep } from "./DeliveryStep.tsx";
import { GroupStep } from "./GroupStep.tsx";
import { InviteResultView } from "./InviteResultView.tsx";
import { emptyUsers, type UsersState, UsersStep } from "./UsersStep.tsx";

type StepName = "group" | "users" | "role" | "delivery";
type Invitee = LaunchCreateBody["inviteeList"][number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The invitees the users step holds: the manual chips with their teams, or the CSV's rows. */
export function inviteesOf(users: UsersState): Invitee[] {
  if (users.tab === "csv") return users.csv.map((row) => ({ ...row }));
  const emails = users.emails.flatMap((entry): Invitee[] => {
    const tag = parseInviteTag(entry);
    return tag
      ? [{ email: tag.email, firstName: tag.firstName, lastName: tag.lastName, teamIdList: users.teamIds }]
      : [];
  });
  const phones = users.phones
    .filter((p) => isInvitePhone(p))
    .map((phone): Invitee => ({ phone, teamIdList: users.teamIds }));
  return [...emails, ...phones];
}

function freshDelivery(setup: LaunchSetup | undefined, groupId: string | null): DeliveryState {
  const group = setup?.groupList.find((g) => g._id === groupId);
  return {
    inviterName: setup?.inviterName ?? "",
    message: group?.invitationTemplate || setup?.defaultMessage || "",
    signature: group?.invitationSignature ?? "",
    scheduled: false,
    date: localDate(new Date()),
    time: "",
  };
}

/** Access §2/§4 advanced invite: a stepped dialog, 1024 wide, ignoring backdrop clicks. */
export function AdvancedInviteModal({
  opened,
  onClose,
  onSwitchToReferral,
}: {
  opened: boolean;
  onClose(): void;
  onSwitchToReferral?: () => void;
}) {
  const { t } = useTranslation();
  const setupQuery = useLaunchSetup(opened);
  const setup = setupQuery.data;
  const create = useCreateLaunch();
  const steps: StepName[] = useMemo(
    () => (setup?.showGroupStep ? ["group", "users", "role", "delivery"] : ["users", "role", "delivery"]),
    [setup?.showGroupStep],
  );
  const [active, setActive] = useState(0);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [users, setUsers] = useState<UsersState>(emptyUsers);
  const [roleId, setRoleId] = useState<LaunchCreateBody["roleId"]>("");
  const [delivery, setDelivery] = useState<DeliveryState>(() => freshDelivery(undefined, null));
  const [stepError, setStepError] = useState<string | null>(null);
  const [result, setResult] = useState<InviteResult | null>(null);

  // A group admin (no group step) invites into their own group; a manager without groups into none.
  useEffect(() => {
    if (!setup) return;
    const fixed = setup.showGroupStep
      ? null
      : setup.isGroupEnabled
        ? (setup.groupList[0]?._id ?? null)
        : null;
    setGroupId(fixed);
    setDelivery(freshDelivery(setup, fixed));
  }, [setup]);

  const invitees = inviteesOf(users);
  const step = steps[active] ?? "users";
  const group = setup?.groupList.find((g) => g._id === groupId);

  function reset() {
    // Invite More is a hard reset (access §4): schedule now, first role, no teams.
    const fixed =
      setup && !setup.showGroupStep && setup.isGroupEnabled ? (setup.groupList[0]?._id ?? null) : null;
    setActive(0);
    setGroupId(fixed);
    setUsers(emptyUsers());
    setRoleId(setup?.roleList[0]?.value ?? "");
    setDelivery(freshDelivery(setup, fixed));
    setStepError(null);
    setResult(null);
  }

  function close() {
    reset();
    onClose();
  }

  function selectGroup(id: string) {
    if (id === groupId) return;
    // Access §4: changing the group clears both invitee lists.
    setGroupId(id);
    setUsers((u) => ({ ...emptyUsers(), tab: u.tab }));
    setDelivery(freshDelivery(setup, id));
  }

  function next() {
    setStepError(null);
    if (step === "group" && !groupId) return setStepError(t("invitation.selectGroupFirst"));
    if (step === "users" && invitees.length === 0) return setStepError(t("invitation.atLeastOne"));
    if (step === "delivery") return send();
    setActive((a) => Math.min(a + 1, steps.length - 1));
  }

  async function send() {
    const now = new Date();
    let scheduledAt: string | undefined;
    if (delivery.scheduled) {
      const problem = scheduleError(delivery.date, delivery.time, now);
      if (problem) {
        // Access §4: a time earlier than now is bumped to the next half hour.
        setDelivery({ ...delivery, time: bumpedTime(delivery.date, delivery.time, now) });
        return setStepError(problem);
      }
      scheduledAt = new Date(`${delivery.date}T${delivery.time}:00`).toISOString();
      await sleep(SCHEDULED_SEND_DELAY_MS);
    }
    create.mutate(
      {
        ...(groupId ? { groupId } : {}),
        roleId,
        inviteeList: invitees,
        message: delivery.message,
        invitationSignature: delivery.signature,
        inviterName: delivery.inviterName.trim(),
        sendingType: scheduledAt ? "scheduled" : "now",
        ...(scheduledAt ? { scheduledAt } : {}),
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.successCount > 0)
            notify.success(inviteSuccessText(answer.emailCount, answer.phoneCount));
          if (answer.failureList.length > 0) notify.error(inviteFailedText(answer.failureList.length));
        },
        onError: (error) => {
          // Access §8: a thrown error during send closes the modal and shows an error toast.
          notify.error(t("invitation.sendError", { message: error.message }));
          close();
        },
      },
    );
  }

  function tryAgain() {
    if (!result) return;
    // Access §4: Try Again keeps only the failed invites, with their errors, and restarts.
    const failed = result.failureList;
    setUsers({
      ...emptyUsers(),
      emails: failed.filter((f) => f.email.includes("@")).map((f) => f.email),
      phones: failed.filter((f) => f.email.startsWith("+")).map((f) => f.email),
    });
    setStepError(failed.map((f) => `${f.email}: ${f.error}`).join("\n"));
    setResult(null);
    setActive(0);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      size={1024}
      closeOnClickOutside={false}
      title={t("invitation.advancedTitle")}
    >
      {!setup ? (
        <Loader aria-label={t("common.loading")} />
      ) : result ? (
        <InviteResultView result={result} onTryAgain={tryAgain} onInviteMore={reset} onDone={close} />
      ) : (
        <Stack gap="md">
          <Stepper active={active} size="sm" allowNextStepsSelect={false}>
            {steps.map((name) => (
              <Stepper.Step key={name} label={t(`invitation.steps.${name}`)} />
            ))}
          </Stepper>
          {step === "group" && (
            <GroupStep
              groups={setup.groupList}
              selected={groupId}
              invitees={invitees.length}
              onSelect={selectGroup}
            />
          )}
          {step === "users" && (
            <UsersStep setup={setup} groupId={groupId} state={users} onChange={setUsers} error={stepError} />
          )}
          {step === "role" && (
            <Select
              label={t("invitation.role")}
              data={setup.roleList}
              value={roleId}
              onChange={(value) => setRoleId((value ?? "") as LaunchCreateBody["roleId"])}
              allowDeselect={false}
            />
          )}
          {step === "delivery" && (
            <DeliveryStep
              state={delivery}
              onChange={setDelivery}
              smsLab={setup.smsLab}
              smsTemplate={group?.smsInvitationTemplate ?? ""}
              error={stepError}
            />
          )}
          {step === "group" && stepError && (
            <Alert color="red" role="alert">
              {stepError}
            </Alert>
          )}
          <Group justify="space-between">
            {onSwitchToReferral ? (
              <Anchor component="button" type="button" size="sm" onClick={onSwitchToReferral}>
                {t("invitation.switchToReferral")}
              </Anchor>
            ) : (
              <span />
            )}
            <Group>
              {active > 0 && (
                <Button variant="default" onClick={() => setActive((a) => a - 1)} disabled={create.isPending}>
                  {t("invitation.back")}
                </Button>
              )}
              <Button onClick={next} loading={create.isPending}>
                {step === "delivery" ? startInvitingLabel(invitees.length) : t("invitation.next")}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
