import { notificationEndpoints } from "@chorus/shared/notification/notification.endpoints";
import { Button, Group, NumberInput, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { call } from "../../../api/call.ts";
import { notify } from "../../../lib/notify.ts";

const MAX_PER_DAY = 100;
const fatigueKey = (companyId: string) => ["company", companyId, "notification-limits"] as const;

/**
 * Fatigue control (GET/PUT /api/company/{companyId}/notification): at most N pushes and N e-mails
 * per user and day; the rest wait for the daily digest e-mail. Admin-level users only.
 */
export function FatigueLimitForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: fatigueKey(companyId),
    queryFn: ({ signal }) =>
      call(notificationEndpoints.getCompanySettings, { params: { companyId }, signal }),
  });
  const save = useMutation({
    mutationFn: (maxPushesAndEmailsPerDay: number) =>
      call(notificationEndpoints.putCompanySettings, {
        params: { companyId },
        body: { maxPushesAndEmailsPerDay },
      }),
    onSuccess: (data) => queryClient.setQueryData(fatigueKey(companyId), data),
  });
  const [value, setValue] = useState<number | string>("");
  const stored = settings.data?.maxPushesAndEmailsPerDay;
  useEffect(() => {
    if (stored !== undefined) setValue(stored);
  }, [stored]);
  const valid = typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_PER_DAY;

  return (
    <Paper withBorder p="md">
      <Stack
        gap="xs"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          save.mutate(value, {
            onSuccess: () => notify.success(t("company.notifications.fatigue.saved", { count: value })),
            onError: (error) => notify.error(isApiError(error) ? error.message : t("error.generic")),
          });
        }}
      >
        <Text fw={600}>{t("company.notifications.fatigue.title")}</Text>
        <Text size="sm" c="dimmed">
          {t("company.notifications.fatigue.description")}
        </Text>
        <Group align="flex-end">
          <NumberInput
            label={t("company.notifications.fatigue.label")}
            value={value}
            onChange={setValue}
            min={0}
            max={MAX_PER_DAY}
            allowDecimal={false}
            allowNegative={false}
            disabled={settings.isPending}
            error={
              value !== "" && !valid
                ? t("company.notifications.fatigue.invalid", { max: MAX_PER_DAY })
                : undefined
            }
            w={220}
          />
          <Button type="submit" loading={save.isPending} disabled={!valid || value === stored}>
            {t("company.notifications.fatigue.save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
