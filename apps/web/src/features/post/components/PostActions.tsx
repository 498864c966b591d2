import type { Post } from "@chorus/shared/post/post.contract";
import { Button } from "@mantine/core";
import {
  IconBookmark,
  IconBookmarkFilled,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { notify } from "../../../lib/notify.ts";
import { useToggleBookmark, useToggleLike } from "../api.ts";
import classes from "./PostCard.module.css";

type ActionPost = Pick<
  Post,
  "_id" | "isLiked" | "likeCount" | "bookmarkId" | "commentCount" | "commentEnabled"
>;

/** Like and bookmark toggles (optimistic) and the way to the comments. */
export function PostActions({ post, showCommentLink }: { post: ActionPost; showCommentLink: boolean }) {
  const { t } = useTranslation();
  const like = useToggleLike(post);
  const bookmark = useToggleBookmark(post);
  const bookmarked = post.bookmarkId !== null;

  const handleLike = () => {
    if (like.isPending) return;
    like.mutate(!post.isLiked, { onError: () => notify.error(t("post.likeFailed")) });
  };
  const handleBookmark = () => {
    if (bookmark.isPending) return;
    bookmark.mutate(post.bookmarkId, { onError: () => notify.error(t("post.bookmarkFailed")) });
  };

  return (
    <div className={classes.actions}>
      <Button
        variant="subtle"
        color={post.isLiked ? "red" : "gray"}
        size="compact-sm"
        leftSection={
          post.isLiked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
        }
        aria-pressed={post.isLiked}
        aria-label={t("post.like", { count: post.likeCount })}
        onClick={handleLike}
      >
        {post.likeCount}
      </Button>
      {showCommentLink && post.commentEnabled && (
        <Button
          component={Link}
          to={`/preview/${post._id}?isCommentFocus=true`}
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          aria-label={t("post.commentCount", { count: post.commentCount })}
        >
          {post.commentCount}
        </Button>
      )}
      <Button
        variant="subtle"
        // Saved: the company's brand colour (the theme's primary colour), like the other active states.
        color={bookmarked ? undefined : "gray"}
        data-active={bookmarked || undefined}
        size="compact-sm"
        ml="auto"
        leftSection={
          bookmarked ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />
        }
        aria-pressed={bookmarked}
        onClick={handleBookmark}
      >
        {t("post.bookmark")}
      </Button>
    </div>
  );
}
