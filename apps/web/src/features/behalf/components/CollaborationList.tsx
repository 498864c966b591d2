import type { Collaboration } from "@chorus/shared/behalf/behalf.contract";
import { collaborationToast, type DecidedStatus } from "@chorus/shared/behalf/behalf.rules";
import { Avatar, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../session/index.ts";
import { useDecideCollaboration, useEndCollaboration, useNotifyOwner } from "../api.ts";

const STATUS_COLOR = { pending: "yellow", approved: "green", rejected: "red" } as const;

/** Collaborations I write for or own: status, rights, and what I may do (the server's abilities). */
export function CollaborationList({ collaborations }: { collaborations: Collaboration[] }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const decide = useDecideCollaboration();
  const remind = useNotifyOwner();
  const end = useEndCollaboration();

  const handleDecide = (collaboration: Collaboration, status: DecidedStatus) => {
    if (decide.isPending) return;
    decide.mutate(
      {
        contentOwnerId: collaboration.contentOwnerId,
        contentWriterId: collaboration.contentWriterId,
        status,
      },
      {
        // Core §2 collaboration toasts: 'Collaboration has been approved on your profile' / '… denied'.
        onSuccess: (saved) => {
          const message = saved.statusMessage ?? collaborationToast(saved.status) ?? "";
          if (saved.status === "approved") notify.success(message);
          else notify.info(message);
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };

  if (collaborations.length === 0) return <Text c="dimmed">{t("behalf.collaborations.empty")}</Text>;

  return (
    <Stack gap="sm" role="list" aria-label={t("behalf.collaborations.title")}>
      {collaborations.map((collaboration) => {
        const iAmOwner = collaboration.contentOwnerId === session.user._id;
        const other = iAmOwner ? collaboration.contentWriter : collaboration.contentOwner;
        const name = `${other.firstName} ${other.lastName}`;
        const rights = [
          collaboration.isPostCreationEnabled ? t("behalf.rights.post") : null,
          collaboration.isExternalShareEnabled ? t("behalf.rights.share") : null,
        ].filter(Boolean);
        return (
          <Paper key={collaboration._id} withBorder p="sm" role="listitem">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={other.avatarUrl} alt="" radius="xl" />
                <Stack gap={0}>
                  <Text fw={500}>
                    {iAmOwner
                      ? t("behalf.collaborations.writesForYou", { name })
                      : t("behalf.collaborations.youWriteFor", { name })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {rights.join(" · ")}
                  </Text>
                </Stack>
                <Badge color={STATUS_COLOR[collaboration.status]} variant="light">
                  {t(`behalf.status.${collaboration.status}`)}
                </Badge>
              </Group>
              <Group gap="xs">
                {collaboration.abilities.canDecide && collaboration.status === "pending" && (
                  <>
                    <Button size="xs" color="green" onClick={() => handleDecide(collaboration, "approved")}>
                      {t("behalf.collaborations.approve", { name })}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => handleDecide(collaboration, "rejected")}
                    >
                      {t("behalf.collaborations.reject", { name })}
                    </Button>
                  </>
                )}
                {collaboration.abilities.canNotifyOwner && collaboration.status === "pending" && (
                  <Button
                    size="xs"
                    variant="default"
                    loading={remind.isPending}
                    onClick={() =>
                      remind.mutate(
                        { contentOwnerId: collaboration.contentOwnerId },
                        {
                          onSuccess: () => notify.success(t("behalf.collaborations.reminded", { name })),
                          onError: (error) => notify.error(error.message),
                        },
                      )
                    }
                  >
                    {t("behalf.collaborations.remind")}
                  </Button>
                )}
                {collaboration.abilities.canDelete && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="gray"
                    onClick={() =>
                      end.mutate(
                        {
                          contentOwnerId: collaboration.contentOwnerId,
                          contentWriterId: iAmOwner ? collaboration.contentWriterId : undefined,
                        },
                        { onError: (error) => notify.error(error.message) },
                      )
                    }
                  >
                    {t("behalf.collaborations.end")}
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
