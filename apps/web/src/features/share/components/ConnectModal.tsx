import { networkLabel } from "@chorus/shared/share/network.rules";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconPlugConnected } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { connectUrl } from "../connection.ts";

interface ConnectModalProps {
  network: string;
  opened: boolean;
  onClose: () => void;
  /** Where the network sends the user back after connecting. */
  returnPath: string;
  /** The server's reason, e.g. 'Please reconnect your LinkedIn account.' */
  message?: string | null;
}

/** Core §4: sharing to LinkedIn or X needs a connected account; this asks for one. */
export function ConnectModal({ network, opened, onClose, returnPath, message }: ConnectModalProps) {
  const { t } = useTranslation();
  const label = networkLabel(network);
  return (
    <Modal opened={opened} onClose={onClose} title={t("share.connect.title", { network: label })} centered>
      <Stack>
        <Text>{message ?? t("share.connect.text", { network: label })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("share.cancel")}
          </Button>
          <Button
            component="a"
            href={connectUrl(network, returnPath)}
            leftSection={<IconPlugConnected size={16} aria-hidden />}
          >
            {t("share.connect.action", { network: label })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
