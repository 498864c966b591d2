import { Alert, Anchor, Button, Center, Loader, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../api/api-error.ts";
import { usePost } from "../api.ts";
import { PostCard } from "../components/PostCard.tsx";

const ReadersList = lazy(() => import("../components/ReadersList.tsx"));

/** /preview/{postId}: the whole post with its comments open; `isCommentFocus` focuses the comment box. */
export function PostPreviewScreen() {
  const { t } = useTranslation();
  const { postId = "" } = useParams();
  const [params] = useSearchParams();
  const post = usePost(postId);
  const focusComment = params.get("isCommentFocus") === "true" || params.get("isCommentFocus") === "1";

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/" size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden /> {t("common.backToFeed")}
      </Anchor>
      {post.isPending ? (
        <Center py="xl">
          <Loader aria-label={t("common.loading")} />
        </Center>
      ) : post.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {isApiError(post.error) && post.error.status === 404 ? t("post.notFound") : t("post.loadFailed")}
            {!(isApiError(post.error) && post.error.status < 500) && (
              <Button size="xs" variant="light" onClick={() => void post.refetch()}>
                {t("common.retry")}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <PostCard post={post.data} full focusComment={focusComment} headingLevel={1} />
          {post.data.isReadConfirmationRequired && post.data.abilities.canSeeConfirmations && (
            <Suspense fallback={null}>
              <ReadersList postId={post.data._id} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
