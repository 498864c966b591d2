import { networkLabel } from "@chorus/shared/share/network.rules";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconPlugConnected } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type ConnectionState, connectUrl } from "../connection.ts";

/** The account line of a network: connected, expiring (reconnect), not connected (connect), or none needed. */
export function ConnectionLine({
  network,
  state,
  returnPath,
}: {
  network: string;
  state: ConnectionState;
  returnPath: string;
}) {
  const { t } = useTranslation();
  const label = networkLabel(network);
  if (state === "notNeeded") return <span />;
  if (state === "connected")
    return (
      <Badge color="green" variant="light" leftSection={<IconPlugConnected size={12} aria-hidden />}>
        {t("share.connect.connected", { network: label })}
      </Badge>
    );
  return (
    <Group gap="xs" role={state === "disconnected" ? "alert" : "status"}>
      {state === "expiring" && <IconAlertTriangle size={16} color="orange" aria-hidden />}
      <Text size="sm">
        {state === "expiring"
          ? t("share.connect.expiring", { network: label })
          : t("share.connect.needed", { network: label })}
      </Text>
      <Anchor href={connectUrl(network, returnPath)} size="sm">
        {state === "expiring"
          ? t("share.connect.reconnect", { network: label })
          : t("share.connect.action", { network: label })}
      </Anchor>
    </Group>
  );
}
