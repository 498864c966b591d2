import type { Post } from "@chorus/shared/post/post.contract";
import { Button, Group } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/index.ts";
import { isShareablePost } from "../share-options.ts";
import { ShareStatus } from "./ShareStatus.tsx";

// The modal brings the date picker: it loads when first opened, not with the feed.
const ShareModal = lazy(() => import("./ShareModal.tsx").then((m) => ({ default: m.ShareModal })));

/** The card's share line: status per network, share count, and Share for a shareable, published post. */
export function ShareBar({ post }: { post: Post }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [opened, setOpened] = useState(false);
  const shareButton = useRef<HTMLButtonElement>(null);
  // The modal unmounts as it closes, before Mantine could give the focus back: Share gets it here.
  const close = () => {
    setOpened(false);
    requestAnimationFrame(() => shareButton.current?.focus());
  };
  const shareable = isShareablePost(post, session);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <ShareStatus post={post} />
      {shareable && (
        <Button
          ref={shareButton}
          size="compact-sm"
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={() => setOpened(true)}
          ml="auto"
          aria-haspopup="dialog"
        >
          {t("share.action")}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ShareModal post={post} opened onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
