import { networkLabel } from "@chorus/shared/share/network.rules";
import { Alert, Center, Loader, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { sessionKeys, useSession } from "../../session/index.ts";
import {
  ConnectModal,
  connectionState,
  needsConnection,
  ShareModal,
  shareKeys,
  useConnections,
} from "../../share/index.ts";
import { usePost } from "../api.ts";
import { PostCard } from "../components/PostCard.tsx";

/**
 * /sharepost/{postId}/{socnet} (query connected, email) and /preview/{postId}/{socnet}: the post with
 * the share modal open on that network. Generic, Xing and Facebook skip the connect check; the others
 * need a connected account, else the connect modal opens. Closing any modal returns to the parent
 * page when there is one, else to the feed.
 */
export function ShareRouteScreen() {
  const { t } = useTranslation();
  const { postId = "", socnet = "" } = useParams();
  const network = socnet.toLowerCase();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const post = usePost(postId);
  const connections = useConnections(needsConnection(network));
  const justConnected = search.get("connected") === network;
  const announced = useRef(false);

  useEffect(() => {
    if (!justConnected || announced.current) return;
    announced.current = true;
    void queryClient.invalidateQueries({ queryKey: shareKeys.connections });
    void queryClient.invalidateQueries({ queryKey: sessionKeys.session2 });
    notify.success(t("share.connect.done", { network: networkLabel(network) }));
  }, [justConnected, network, queryClient, t]);

  // In-app navigation has a history entry to go back to; a link from outside (an e-mail) does not.
  const handleClose = () => (location.key !== "default" ? navigate(-1) : navigate("/"));
  const returnPath = `/sharepost/${postId}/${network}`;

  if (post.isPending || (needsConnection(network) && connections.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (post.isError) {
    return (
      <Alert color="red" role="alert">
        {isApiError(post.error) && post.error.status === 404 ? t("post.notFound") : t("post.loadFailed")}
      </Alert>
    );
  }
  const account = connectionState(network, session, connections.data);
  const mustConnect = account === "disconnected";

  return (
    <Stack gap="md">
      <PostCard post={post.data} full headingLevel={1} />
      {mustConnect ? (
        <ConnectModal network={network} opened onClose={handleClose} returnPath={returnPath} />
      ) : (
        <ShareModal
          post={post.data}
          opened
          onClose={handleClose}
          initialNetwork={network}
          returnPath={returnPath}
        />
      )}
    </Stack>
  );
}
