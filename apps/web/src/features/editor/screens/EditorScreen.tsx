import { defaultPostNetworks } from "@chorus/shared/company/company-effects.rules";
import { POST_TYPES, type PostType } from "@chorus/shared/post/post.contract";
import { Alert, Center, Loader } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { usePost } from "../../post/index.ts";
import { useSession } from "../../session/index.ts";
import { PostEditor } from "../components/PostEditor.tsx";
import { emptyValues, valuesFromPost } from "../editor-values.ts";
import { mayWritePosts } from "../permissions.ts";

export const NEW_POST_ID = "new";

const typeFrom = (value: string | null): PostType => POST_TYPES.find((type) => type === value) ?? "article";

/** `/edit/{postId}` (core §2), and `/edit/new?type=` for a new post. */
export function EditorScreen() {
  const { postId = NEW_POST_ID } = useParams();
  return postId === NEW_POST_ID ? <NewPost /> : <EditPost postId={postId} />;
}

function NewPost() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params] = useSearchParams();
  if (!mayWritePosts(session))
    return (
      <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} role="alert">
        {t("editor.notAllowed")}
      </Alert>
    );
  return (
    <PostEditor
      postId={null}
      initial={emptyValues(
        typeFrom(params.get("type")),
        session.company.commentEnabled,
        defaultPostNetworks(session.company),
      )}
    />
  );
}

function EditPost({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const post = usePost(postId);
  if (post.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  if (post.isError || !post.data.abilities.canEdit)
    return (
      <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} role="alert">
        {t(post.isError ? "editor.loadFailed" : "editor.notAllowed")}
      </Alert>
    );
  return (
    <PostEditor key={post.data._id} postId={postId} initial={valuesFromPost(post.data)} post={post.data} />
  );
}
