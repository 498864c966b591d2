import type { CompanySettings, CompanyUpdateBody } from "@chorus/shared/company/company-admin.contract";
import { Button, Group, NumberInput, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useUpdateCompany } from "../api.ts";

/** What every settings tab gets: the company, whether the caller may change it, and the save call. */
export interface TabProps {
  company: CompanySettings;
  editable: boolean;
}

type BooleanField = {
  [K in keyof CompanyUpdateBody]-?: NonNullable<CompanyUpdateBody[K]> extends boolean ? K : never;
}[keyof CompanyUpdateBody];

/** Saves one change and says so; a refused change shows the server's message. */
export function useSaveSetting(companyId: string) {
  const { t } = useTranslation();
  const update = useUpdateCompany(companyId);
  return {
    pending: update.isPending,
    save: (body: CompanyUpdateBody) =>
      update.mutate(body, {
        onSuccess: () => notify.success(t("company.saved")),
        onError: (error) => notify.error(isApiError(error) ? error.message : t("error.generic")),
      }),
  };
}

/** A company switch (core §3 boolean field) saved as soon as it is flipped. */
export function SettingSwitch({
  company,
  editable,
  field,
  invert = false,
}: TabProps & { field: BooleanField; invert?: boolean }) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSetting(company._id);
  const stored = Boolean(company[field as keyof CompanySettings]);
  const checked = invert ? !stored : stored;
  return (
    <Switch
      label={t(`company.field.${field}.label`)}
      description={t(`company.field.${field}.description`)}
      checked={checked}
      disabled={!editable || pending}
      onChange={(event) =>
        save({ [field]: invert ? !event.currentTarget.checked : event.currentTarget.checked })
      }
    />
  );
}

/** A text setting saved with its own button (only when changed). */
export function SettingText({
  company,
  editable,
  field,
  multiline = false,
}: TabProps & {
  field: "name" | "defaultInvitationMessage" | "defaultPlatformLanguage";
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSetting(company._id);
  const [value, setValue] = useState(company[field]);
  useEffect(() => setValue(company[field]), [company, field]);
  const Input = multiline ? Textarea : TextInput;
  return (
    <Stack gap={4}>
      <Input
        label={t(`company.field.${field}.label`)}
        description={t(`company.field.${field}.description`)}
        value={value}
        disabled={!editable}
        autosize={multiline || undefined}
        minRows={multiline ? 3 : undefined}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      {editable && value !== company[field] && (
        <Group>
          <Button size="xs" loading={pending} onClick={() => save({ [field]: value })}>
            {t("company.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The default post expiration, in days. */
export function ExpirationSetting({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSetting(company._id);
  const [days, setDays] = useState<number | string>(company.defaultPostExpiration);
  useEffect(() => setDays(company.defaultPostExpiration), [company.defaultPostExpiration]);
  const valid = typeof days === "number" && Number.isInteger(days) && days >= 1 && days <= 365;
  return (
    <Group align="end">
      <NumberInput
        label={t("company.field.defaultPostExpiration.label")}
        description={t("company.field.defaultPostExpiration.description")}
        value={days}
        min={1}
        max={365}
        allowDecimal={false}
        disabled={!editable}
        onChange={setDays}
        error={valid ? undefined : t("company.field.defaultPostExpiration.invalid")}
        w={320}
      />
      {editable && valid && days !== company.defaultPostExpiration && (
        <Button loading={pending} onClick={() => save({ defaultPostExpiration: days as number })}>
          {t("company.save")}
        </Button>
      )}
    </Group>
  );
}

export function SectionTitle({ children }: { children: string }) {
  return (
    <Text fw={700} size="lg" mt="md">
      {children}
    </Text>
  );
}

/** postCreation.adminsOnlyPosting: only admin-level may create posts (Create post is hidden for the rest). */
export function AdminsOnlyPostingSwitch({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSetting(company._id);
  return (
    <Switch
      label={t("company.field.adminsOnlyPosting.label")}
      description={t("company.field.adminsOnlyPosting.description")}
      checked={company.postCreation.adminsOnlyPosting}
      disabled={!editable || pending}
      onChange={(event) => save({ postCreation: { adminsOnlyPosting: event.currentTarget.checked } })}
    />
  );
}
