import type { Post } from "@chorus/shared/post/post.contract";
import type { ShareMedia } from "@chorus/shared/share/network.rules";
import { defaultTwitterComment } from "@chorus/shared/share/share-message.rules";
import { Divider, List, Modal, Stack, Tabs, Text, Tooltip } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { networkOptions, signatureFor } from "../share-options.ts";
import { NetworkSharePanel } from "./NetworkSharePanel.tsx";
import { ScheduledShares } from "./ScheduledShares.tsx";

interface ShareModalProps {
  post: Post;
  opened: boolean;
  onClose: () => void;
  /** The network to open on (the /sharepost/{postId}/{socnet} route). */
  initialNetwork?: string | null;
  /** Where a Connect sends the user back to. */
  returnPath?: string;
}

/** The first message of each network: the default Twitter comment is the title truncated (core §5). */
function initialComments(
  post: Post,
  signatureOf: (network: string) => string,
): Partial<Record<ShareMedia, string>> {
  return { twitter: defaultTwitterComment(post.title, signatureOf("twitter")) };
}

/** Core §4 Share: pick a network the post may go to, write or pick a message, share now or schedule. */
export function ShareModal({ post, opened, onClose, initialNetwork = null, returnPath }: ShareModalProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const options = useMemo(() => networkOptions(post, session), [post, session]);
  const available = options.filter((option) => option.unavailableReason === null);
  const unavailable = options.filter((option) => option.unavailableReason !== null);
  const signatureOf = (network: string) => signatureFor(session, network);
  const [active, setActive] = useState<string | null>(
    available.find((option) => option.network === initialNetwork)?.network ?? available[0]?.network ?? null,
  );
  const [comments, setComments] = useState(() => initialComments(post, signatureOf));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t("share.title")}
      centered
      data-testid="share-modal"
    >
      <Stack gap="md">
        <Text fw={600} lineClamp={2}>
          {post.title}
        </Text>
        {available.length === 0 ? (
          <Text role="status">{t("share.noNetwork")}</Text>
        ) : (
          <Tabs value={active} onChange={setActive} keepMounted={false}>
            <Tabs.List aria-label={t("share.networks")}>
              {available.map((option) => (
                <Tabs.Tab key={option.network} value={option.network}>
                  {option.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {available.map((option) => (
              <Tabs.Panel key={option.network} value={option.network} pt="md">
                <NetworkSharePanel
                  post={post}
                  network={option.network}
                  signature={signatureOf(option.network)}
                  comment={comments[option.network] ?? ""}
                  onCommentChange={(text) => setComments((all) => ({ ...all, [option.network]: text }))}
                  returnPath={returnPath ?? `/sharepost/${post._id}/${option.network}`}
                  onDone={onClose}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
        {unavailable.length > 0 && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t("share.notOffered")}
            </Text>
            <List size="xs" c="dimmed" aria-label={t("share.notOffered")}>
              {unavailable.map((option) => (
                <List.Item key={option.network}>
                  <Tooltip label={option.unavailableReason}>
                    <span>
                      {option.label}: {option.unavailableReason}
                    </span>
                  </Tooltip>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Divider />
        <ScheduledShares postId={post._id} />
      </Stack>
    </Modal>
  );
}
