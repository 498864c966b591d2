import "@mantine/dates/styles.css";
import { Group } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useTranslation } from "react-i18next";
import type { Problem } from "../problems.ts";
import { nextHalfHour, timeOfDay } from "../schedule-time.ts";
import { useProblemText } from "./ProblemText.tsx";

interface ScheduleFieldsProps {
  publishedAt: Date | null;
  archivedAt: Date | null;
  onChange: (dates: { publishedAt: Date | null; archivedAt: Date | null }) => void;
  errors: { publishedAt?: Problem | undefined; archivedAt?: Problem | undefined };
  /** Sharers propose: the curator picks the date. */
  canSchedule: boolean;
  now?: Date;
}

const toDate = (value: string | Date | null): Date | null => (value ? new Date(value) : null);

/** Schedule with date and time (minimum now) and the archive date (after the publication). */
export function ScheduleFields({
  publishedAt,
  archivedAt,
  onChange,
  errors,
  canSchedule,
  now = new Date(),
}: ScheduleFieldsProps) {
  const { t } = useTranslation();
  const text = useProblemText();
  // A picked day gets the next half hour, not midnight (which is already past for today).
  const suggested = nextHalfHour(now);
  return (
    <Group grow align="flex-start">
      {canSchedule && (
        <DateTimePicker
          label={t("editor.schedule.publishAt")}
          description={t("editor.schedule.publishAtHelp")}
          placeholder={t("editor.schedule.now")}
          clearable
          minDate={now}
          maxDate={archivedAt ?? undefined}
          defaultDate={suggested}
          defaultTimeValue={timeOfDay(suggested)}
          value={publishedAt}
          onChange={(value) => onChange({ publishedAt: toDate(value), archivedAt })}
          error={text(errors.publishedAt)}
          valueFormat="D MMM YYYY HH:mm"
          submitButtonProps={{ "aria-label": t("editor.schedule.confirm") }}
        />
      )}
      <DateTimePicker
        label={t("editor.schedule.archiveAt")}
        description={t("editor.schedule.archiveAtHelp")}
        placeholder={t("editor.schedule.never")}
        clearable
        minDate={publishedAt ?? now}
        value={archivedAt}
        onChange={(value) => onChange({ publishedAt, archivedAt: toDate(value) })}
        error={text(errors.archivedAt)}
        valueFormat="D MMM YYYY HH:mm"
        submitButtonProps={{ "aria-label": t("editor.schedule.confirm") }}
      />
    </Group>
  );
}
