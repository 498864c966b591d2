import type { CompanySettings } from "@chorus/shared/company/company-admin.contract";
import { Stack, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { useAlerts } from "../../../lib/alerts.tsx";
import { useUpdateCompany } from "../api.ts";

export const POINT_FIELDS = ["invitePoint", "uniqueClickPoint", "proposePostPoint"] as const;
export type PointField = (typeof POINT_FIELDS)[number];

/** Access §7: a whole number of points (digits only). */
export const isPointsValue = (value: string) => /^\d{1,5}$/.test(value.trim());

/**
 * The Points form (access §7, §8): each value is saved when its field is left. Not numeric:
 * 'Invalid amount of points' and the old value comes back; unchanged: no call; saved: the alert
 * 'Points saved to {point}!'; a refusal shows the server's message as an alert.
 */
export function PointsForm({ company, editable }: { company: CompanySettings; editable: boolean }) {
  return (
    <Stack gap="sm" maw={420}>
      {POINT_FIELDS.map((field) => (
        <PointsField key={field} company={company} field={field} editable={editable} />
      ))}
    </Stack>
  );
}

function PointsField({
  company,
  field,
  editable,
}: {
  company: CompanySettings;
  field: PointField;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const update = useUpdateCompany(company._id);
  const stored = company[field];
  const [value, setValue] = useState(String(stored));
  useEffect(() => setValue(String(stored)), [stored]);

  const commit = () => {
    if (!isPointsValue(value)) {
      showAlert(t("company.points.invalid"), "red");
      setValue(String(stored));
      return;
    }
    const point = Number(value.trim());
    if (point === stored) return;
    update.mutate(
      { _id: company._id, [field]: point },
      {
        onSuccess: () => showAlert(t("company.points.saved", { point }), "green"),
        onError: (error) => {
          showAlert(isApiError(error) ? error.message : t("error.generic"), "red");
          setValue(String(stored));
        },
      },
    );
  };

  return (
    <TextInput
      label={t(`company.points.${field}.label`)}
      description={t(`company.points.${field}.description`)}
      value={value}
      inputMode="numeric"
      disabled={!editable || update.isPending}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        // Enter leaves the field, which saves it (once).
        if (event.key === "Enter") event.currentTarget.blur();
      }}
    />
  );
}
