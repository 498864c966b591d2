import type { InviteResult } from "@chorus/shared/invitation/invitation.contract";
import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Access §2 result: 'Mission accomplished!' or 'Oops, that didn't work' with the failure table. */
export function InviteResultView({
  result,
  onTryAgain,
  onInviteMore,
  onDone,
}: {
  result: InviteResult;
  onTryAgain(): void;
  onInviteMore(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const failed = result.failureList.length > 0;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {failed ? t("invitation.oops") : t("invitation.missionAccomplished")}
      </Title>
      {failed && (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("invitation.colEmail")}</Table.Th>
              <Table.Th>{t("invitation.colWhatWentWrong")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.failureList.map((failure) => (
              <Table.Tr key={`${failure.email}-${failure.error}`}>
                <Table.Td>{failure.email}</Table.Td>
                <Table.Td>{failure.error}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {failed && result.successCount > 0 && <Text size="sm">{`${result.successCount} ✓`}</Text>}
      <Group justify="flex-end">
        {failed ? (
          <Button variant="default" onClick={onTryAgain}>
            {t("invitation.tryAgain")}
          </Button>
        ) : null}
        <Button variant="default" onClick={onInviteMore}>
          {t("invitation.inviteMore")}
        </Button>
        <Button onClick={onDone}>{t("invitation.done")}</Button>
      </Group>
    </Stack>
  );
}
