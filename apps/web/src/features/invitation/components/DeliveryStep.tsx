import {
  HALF_HOUR_SLOTS,
  INVITER_NAME_MAX,
  localDate,
  minutesOf,
  smsTextOf,
} from "@chorus/shared/invitation/invitation.rules";
import { Group, Select, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface DeliveryState {
  inviterName: string;
  message: string;
  signature: string;
  scheduled: boolean;
  date: string;
  time: string;
}

/** The half-hour slots still ahead on `date` (all of them on a later day). */
export function slotsFor(date: string, now: Date): string[] {
  if (date !== localDate(now)) return [...HALF_HOUR_SLOTS];
  const current = now.getHours() * 60 + now.getMinutes();
  return HALF_HOUR_SLOTS.filter((slot) => (minutesOf(slot) ?? 0) > current);
}

/** Access §2 'Setup delivery': inviter, message, signature, the SMS text, and the schedule. */
export function DeliveryStep({
  state,
  onChange,
  smsLab,
  smsTemplate,
  error,
}: {
  state: DeliveryState;
  onChange(next: DeliveryState): void;
  smsLab: boolean;
  smsTemplate: string;
  error: string | null;
}) {
  const { t } = useTranslation();
  const now = new Date();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Stack gap="sm">
      <TextInput
        label={t("invitation.inviterName")}
        value={state.inviterName}
        maxLength={INVITER_NAME_MAX}
        onChange={(e) => onChange({ ...state, inviterName: e.currentTarget.value })}
      />
      <Textarea
        label={t("invitation.emailMessage")}
        autosize
        minRows={4}
        value={state.message}
        onChange={(e) => onChange({ ...state, message: e.currentTarget.value })}
      />
      <Textarea
        label={t("invitation.emailSignature")}
        autosize
        minRows={2}
        value={state.signature}
        onChange={(e) => onChange({ ...state, signature: e.currentTarget.value })}
      />
      {smsLab && (
        <Textarea
          label={t("invitation.smsMessage")}
          readOnly
          value={smsTextOf(smsTemplate, state.inviterName, "", "https://…")}
        />
      )}
      <Switch
        label={t("invitation.scheduleToggle")}
        checked={state.scheduled}
        onChange={(e) => {
          const scheduled = e.currentTarget.checked;
          const date = state.date || localDate(now);
          const slots = slotsFor(date, now);
          onChange({
            ...state,
            scheduled,
            date,
            time: slots.includes(state.time) ? state.time : (slots[0] ?? ""),
          });
        }}
      />
      {state.scheduled && (
        <Stack gap={4}>
          <Group grow>
            <TextInput
              type="date"
              label={t("invitation.scheduleDate")}
              min={localDate(now)}
              value={state.date}
              onChange={(e) => {
                const date = e.currentTarget.value;
                const slots = slotsFor(date, now);
                onChange({
                  ...state,
                  date,
                  time: slots.includes(state.time) ? state.time : (slots[0] ?? ""),
                });
              }}
            />
            <Select
              label={t("invitation.scheduleTime")}
              data={slotsFor(state.date, now)}
              value={state.time || null}
              onChange={(time) => onChange({ ...state, time: time ?? "" })}
              allowDeselect={false}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t("invitation.scheduleZone", { zone })}
          </Text>
        </Stack>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
