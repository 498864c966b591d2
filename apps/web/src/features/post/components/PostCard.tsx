import type { Post } from "@chorus/shared/post/post.contract";
import { Box, Group, Title } from "@mantine/core";
import { memo, Suspense, useId } from "react";
import { Link } from "react-router";
import { firstScreenPart } from "../../../lib/first-screen-part.ts";
import { usePostViewTracker } from "../../analytics/index.ts";
import { CommentsSection } from "../../comment/index.ts";
import {
  LazyPostCardMenu,
  LazyProposalBar,
  showsPostCardMenu,
  showsProposalBar,
} from "../../curation/index.ts";
import { useSession } from "../../session/index.ts";
import { ShareBar } from "../../share/index.ts";
import { TranslateToggle, usePostTranslationToggle } from "../../translation/index.ts";
import { isScheduled } from "../post-status.ts";
import { PostActions } from "./PostActions.tsx";
import { PostBody, TITLE_LINES } from "./PostBody.tsx";
import classes from "./PostCard.module.css";
import { PostHeader } from "./PostHeader.tsx";
import { PostMedia } from "./PostMedia.tsx";
import { ReadConfirmation } from "./ReadConfirmation.tsx";
import { ScheduledBadge } from "./ScheduledBadge.tsx";
import { SurveyPlaceholder } from "./SurveyPlaceholder.tsx";

// Loaded when a card needs them: the curators' menu and proposal bar (most readers never see them) and
// the survey form (survey posts only, with Mantine's checkboxes and radios).
const SurveySection = firstScreenPart("survey", () =>
  import("./SurveySection.tsx").then((m) => ({ default: m.SurveySection })),
);

interface PostCardProps {
  post: Post;
  /** The preview shows the whole post: no clamps, slideshow, comments open. */
  full?: boolean;
  focusComment?: boolean;
  headingLevel?: 1 | 2;
  /** The first card on screen: its image is fetched at once and first (the page's largest paint). */
  priority?: boolean;
}

/**
 * A post in the feed (core §2 'Posts on screen'), or in full on the preview. Memoised: the feed draws
 * its cards a few at a time, and each step would otherwise render every card already drawn again.
 */
export const PostCard = memo(function PostCard({
  post,
  full = false,
  focusComment = false,
  headingLevel = 2,
  priority = false,
}: PostCardProps) {
  const titleId = useId();
  const { session } = useSession();
  // A scheduled post is not out yet: no likes, comments or shares until it is published.
  const scheduled = isScheduled(post);
  const commentsOn = session.company.commentEnabled && !scheduled;
  const translation = usePostTranslationToggle(post);
  // The machine translation replaces title and body while it is shown ('Show original' returns).
  const title = translation.translation?.title ?? post.title;
  // A view counts when the post is opened in full, or seen in the feed (features/analytics).
  const viewRef = usePostViewTracker<HTMLElement>(post._id, full);

  return (
    <article ref={viewRef} className={classes.card} aria-labelledby={titleId} data-post-id={post._id}>
      {/* Curators' actions (features/curation): the menu shows only to those who may manage the post. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <PostHeader post={post} />
        </Box>
        <ScheduledBadge post={post} />
        {showsPostCardMenu(post) && (
          <Suspense fallback={null}>
            <LazyPostCardMenu post={post} />
          </Suspense>
        )}
      </Group>
      <Title order={headingLevel} size="h4" id={titleId} lineClamp={full ? undefined : TITLE_LINES}>
        {full ? (
          title
        ) : (
          <Link to={`/preview/${post._id}`} className={classes.titleLink}>
            {title}
          </Link>
        )}
      </Title>
      <PostBody
        htmlBody={translation.translation?.htmlBody ?? post.htmlBody}
        body={translation.translation?.body ?? post.body}
        clamp={!full}
      />
      <TranslateToggle toggle={translation} />
      <PostMedia post={post} full={full} priority={priority || full} />
      {post.type === "survey" && post.survey && (
        <Suspense fallback={<SurveyPlaceholder survey={post.survey} answered={post.hasAnsweredSurvey} />}>
          <SurveySection postId={post._id} survey={post.survey} hasAnswered={post.hasAnsweredSurvey} />
        </Suspense>
      )}
      <ReadConfirmation post={post} inPreview={full} />
      {showsProposalBar(post) && (
        <Suspense fallback={null}>
          <LazyProposalBar post={post} />
        </Suspense>
      )}
      {/* Sharing (features/share): status per network, share count and the Share button. */}
      {!scheduled && <ShareBar post={post} />}
      {!scheduled && <PostActions post={post} showCommentLink={!full && commentsOn} />}
      {/* Core §5: the comments section shows only when both the company and the post allow comments. */}
      {commentsOn && (
        <CommentsSection
          post={post}
          open={full}
          formCollapsed={!full}
          focusForm={focusComment}
          headingOrder={headingLevel === 1 ? 2 : 3}
        />
      )}
    </article>
  );
});
