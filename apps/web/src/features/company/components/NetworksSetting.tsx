import { NETWORK_KINDS, networkLabel } from "@chorus/shared/share/network.rules";
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useReorderNetworks, useSaveNetwork } from "../api.ts";
import type { TabProps } from "./setting-controls.tsx";

/**
 * The company's networks in the order people see them, each with its share points, sign-in
 * switch and signature (added to share messages); a network can be added.
 */
export function NetworksSetting({ company, editable }: TabProps) {
  const { t } = useTranslation();
  const reorder = useReorderNetworks(company._id);
  const saveNetwork = useSaveNetwork(company._id);
  const names = company.SocnetOrderedSet.map((e) => e.Name);
  const [adding, setAdding] = useState<string | null>(null);
  const failed = (error: unknown) => notify.error(isApiError(error) ? error.message : t("error.generic"));
  const saved = () => notify.success(t("company.saved"));

  const move = (index: number, by: -1 | 1) => {
    const next = [...names];
    const [name] = next.splice(index, 1);
    if (!name) return;
    next.splice(index + by, 0, name);
    reorder.mutate(next, { onSuccess: saved, onError: failed });
  };

  return (
    <Stack gap="sm">
      {company.SocnetOrderedSet.length === 0 && <Text size="sm">{t("company.networks.none")}</Text>}
      {company.SocnetOrderedSet.map((entry, index) => (
        <NetworkRow
          key={entry.Name}
          name={entry.Name}
          sharingPoint={entry.SharingPoint}
          authEnabled={entry.authEnabled}
          signature={company.SocnetMap[entry.Name]?.Signature ?? ""}
          editable={editable}
          first={index === 0}
          last={index === names.length - 1}
          onMove={(by) => move(index, by)}
          onSave={(settings) =>
            saveNetwork.mutate(
              { name: entry.Name, settings, create: false },
              { onSuccess: saved, onError: failed },
            )
          }
        />
      ))}
      {editable && (
        <Group align="end">
          <Select
            label={t("company.networks.add")}
            data={NETWORK_KINDS.filter((k) => !names.includes(k)).map((k) => ({
              value: k,
              label: networkLabel(k),
            }))}
            value={adding}
            onChange={setAdding}
            w={240}
          />
          <Button
            disabled={!adding}
            loading={saveNetwork.isPending}
            onClick={() =>
              adding &&
              saveNetwork.mutate(
                { name: adding, settings: { SharingPoint: 0, authEnabled: false }, create: true },
                {
                  onSuccess: () => {
                    setAdding(null);
                    saved();
                  },
                  onError: failed,
                },
              )
            }
          >
            {t("company.networks.addButton")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function NetworkRow(props: {
  name: string;
  sharingPoint: number;
  authEnabled: boolean;
  signature: string;
  editable: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onSave: (settings: { SharingPoint?: number; authEnabled?: boolean; Signature?: string }) => void;
}) {
  const { t } = useTranslation();
  const label = networkLabel(props.name);
  const [points, setPoints] = useState<number | string>(props.sharingPoint);
  const [signature, setSignature] = useState(props.signature);
  useEffect(() => setPoints(props.sharingPoint), [props.sharingPoint]);
  useEffect(() => setSignature(props.signature), [props.signature]);
  const changed = points !== props.sharingPoint || signature !== props.signature;
  const pointsValid = typeof points === "number" && Number.isInteger(points) && points >= 0;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="end" wrap="wrap">
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={t("company.networks.up", { network: label })}
            disabled={!props.editable || props.first}
            onClick={() => props.onMove(-1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t("company.networks.down", { network: label })}
            disabled={!props.editable || props.last}
            onClick={() => props.onMove(1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <Text fw={600} w={110}>
            {label}
          </Text>
        </Group>
        <NumberInput
          label={t("company.networks.points", { network: label })}
          value={points}
          min={0}
          allowDecimal={false}
          disabled={!props.editable}
          onChange={setPoints}
          w={150}
        />
        <TextInput
          label={t("company.networks.signature", { network: label })}
          value={signature}
          maxLength={400}
          disabled={!props.editable}
          onChange={(e) => setSignature(e.currentTarget.value)}
          w={220}
        />
        <Switch
          label={t("company.networks.auth", { network: label })}
          checked={props.authEnabled}
          disabled={!props.editable}
          onChange={(e) => props.onSave({ authEnabled: e.currentTarget.checked })}
        />
        {props.editable && changed && pointsValid && (
          <Button
            size="xs"
            onClick={() => props.onSave({ SharingPoint: points as number, Signature: signature })}
          >
            {t("company.save")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
