import type { EmvSettings } from "@chorus/shared/analytics/analytics.contract";
import type { AnalyticsNetwork } from "@chorus/shared/analytics/emv.rules";
import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEmvSettings, useSaveEmvSettings } from "../api.ts";

type Rate = EmvSettings["rateList"][number];

/** The EMV formula as the screens state it, with the rates behind the figures (admins may change them). */
export function EmvNote({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const settings = useEmvSettings();
  return (
    <>
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid="emv-formula">
          {t("analytics.emv.formula")}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
          {canEdit ? t("analytics.emv.editRates") : t("analytics.emv.showRates")}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t("analytics.emv.title")} size="lg">
        {settings.data && (
          <EmvRatesForm settings={settings.data} canEdit={canEdit} onDone={() => setOpen(false)} />
        )}
      </Modal>
    </>
  );
}

function EmvRatesForm({
  settings,
  canEdit,
  onDone,
}: {
  settings: EmvSettings;
  canEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEmvSettings();
  const [currency, setCurrency] = useState(settings.currency);
  const [rates, setRates] = useState<Rate[]>(settings.rateList);
  useEffect(() => setRates(settings.rateList), [settings.rateList]);
  const update = (network: AnalyticsNetwork, key: "cpc" | "cpm" | "impressionsPerShare", value: number) =>
    setRates((list) =>
      list.map((r) => (r.network === network ? { ...r, [key]: value, isDefault: false } : r)),
    );
  const submit = () =>
    save.mutate(
      {
        currency: currency.trim().toUpperCase(),
        rateList: rates
          .filter((r) => !r.isDefault)
          .map(({ network, cpc, cpm, impressionsPerShare }) => ({ network, cpc, cpm, impressionsPerShare })),
      },
      { onSuccess: onDone },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">{t("analytics.emv.explain")}</Text>
      <TextInput
        label={t("analytics.emv.currency")}
        value={currency}
        onChange={(e) => setCurrency(e.currentTarget.value)}
        maxLength={3}
        disabled={!canEdit}
        w={120}
      />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("analytics.emv.network")}</Table.Th>
            <Table.Th>{t("analytics.emv.cpc")}</Table.Th>
            <Table.Th>{t("analytics.emv.cpm")}</Table.Th>
            <Table.Th>{t("analytics.emv.reach")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.map((rate) => (
            <Table.Tr key={rate.network}>
              <Table.Td>
                {t(`analytics.network.${rate.network}`)}
                {rate.isDefault && (
                  <Text size="xs" c="dimmed">
                    {t("analytics.emv.default")}
                  </Text>
                )}
              </Table.Td>
              {(["cpc", "cpm", "impressionsPerShare"] as const).map((key) => (
                <Table.Td key={key}>
                  <NumberInput
                    aria-label={`${t(`analytics.network.${rate.network}`)} ${t(`analytics.emv.${key === "impressionsPerShare" ? "reach" : key}`)}`}
                    value={rate[key]}
                    min={0}
                    decimalScale={key === "impressionsPerShare" ? 0 : 2}
                    onChange={(value) => update(rate.network, key, Number(value) || 0)}
                    disabled={!canEdit}
                    w={110}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {save.isError && (
        <Alert color="red" role="alert">
          {t("analytics.emv.saveFailed")}
        </Alert>
      )}
      {canEdit && (
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => setRates((list) => list.map((r) => ({ ...r, isDefault: true })))}
          >
            {t("analytics.emv.resetDefaults")}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t("analytics.emv.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
