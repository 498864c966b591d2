import { Button, Group, Image, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../session/index.ts";
import { useRememberEvent, useTopShared } from "../activation-api.ts";
import { useMyAchievements } from "../api.ts";

/** Recorded when the prompt is closed: it does not come back (POST /api/user/me/event). */
export const ACTIVATION_CLOSED_EVENT = "activation_prompt_closed";

/**
 * Core §2 activation prompt, 640 wide: 'let's share a post!' with the top shared posts
 * (GET /api/post3/topshared), for people the daily job flagged as never having shared
 * (userDoesntShare), shown only when such posts exist; closing it records that it was seen.
 */
export function ActivationPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const [open, setOpen] = useState(true);
  const closedBefore = session.user.triggeredEventList.includes(ACTIVATION_CLOSED_EVENT);
  // The daily job flags people who never shared; a share since then lifts the prompt at once.
  const achievements = useMyAchievements();
  const neverShared =
    session.user.userDoesntShare &&
    achievements.data?.trophyList.find((x) => x.name === "advocate")?.count === 0;
  const top = useTopShared(!closedBefore && neverShared);
  const close = useRememberEvent();
  const posts = top.data?.postList ?? [];
  if (closedBefore || !neverShared || posts.length === 0) return null;

  const handleClose = () => {
    setOpen(false);
    close.mutate(ACTIVATION_CLOSED_EVENT);
  };

  return (
    <Modal opened={open} onClose={handleClose} size={640} title={t("achievement.activation.title")}>
      <Stack gap="md">
        <Text size="sm">{t("achievement.activation.text")}</Text>
        {posts.map((post) => (
          <Group key={post._id} wrap="nowrap" align="center" justify="space-between">
            <Group wrap="nowrap" gap="sm">
              {post.imageMetadata && !post.imageMetadata.hasError && (
                <Image src={post.imageMetadata.url} alt="" w={96} h={64} radius="sm" fit="cover" />
              )}
              <Text size="sm" fw={600} lineClamp={2}>
                {post.title}
              </Text>
            </Group>
            <Button
              size="xs"
              onClick={() => {
                handleClose();
                navigate(`/sharepost/${post._id}/generic`);
              }}
            >
              {t("achievement.activation.share")}
            </Button>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
