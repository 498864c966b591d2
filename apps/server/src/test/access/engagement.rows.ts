import { freshComment, freshPost } from "./arrange.ts";
import type { AccessRow, Principal } from "./principals.ts";
import { MANAGERS, meOf, own, signedInExcept } from "./principals.ts";

/**
 * Likes, bookmarks, comments, read confirmations and surveys, on the world's posts (read-only
 * rows) or on a post, comment or bookmark the case builds for itself (rows that change one). The
 * per-object rules show: a post in the private channel (the bystander its only member) is not
 * found by those who neither belong to it nor curate it (404); only a
 * comment's author edits it; a manager of the post's channel (not the group admin, whose group
 * the public channel is not in) reads confirmations and exports a survey.
 */
/** Who manages the public channel's posts: managers and its channel manager. */
const PUBLIC_CHANNEL_MANAGERS: readonly Principal[] = [...MANAGERS, "channel_manager"];
const surveyAnswer = () => ({ answerList: [{ questionId: "q1", optionIdList: ["o1"] }] });

export const engagementRows: AccessRow[] = [
  {
    method: "GET",
    route: "/api/like/:postId",
    url: (f) => `/api/like/${f.posts.published}`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/like/:postId",
    variant: "private channel",
    url: (f) => `/api/like/${f.posts.private}`,
    // A post is read by its channels' curators: managers curate every channel, private ones too.
    allowed: MANAGERS,
    refused: { by: signedInExcept(...MANAGERS), status: 404 },
  },
  {
    method: "POST",
    route: "/api/like/:postId",
    arrange: freshPost(),
    url: (f) => `/api/like/${own(f, "post")}`,
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/unlike/:postId",
    arrange: async (make, f) => {
      const arranged = await freshPost()(make, f);
      await make.like(f.companyId, { postId: arranged.post, userId: meOf(f) });
      return arranged;
    },
    url: (f) => `/api/unlike/${own(f, "post")}`,
    allowed: "signedIn",
  },

  { method: "GET", route: "/api/bookmark2", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/bookmark2",
    arrange: freshPost(),
    body: (f) => ({ postId: own(f, "post") }),
    allowed: "signedIn",
  },
  {
    method: "DELETE",
    route: "/api/bookmark2/:bookmarkId",
    variant: "own bookmark",
    arrange: async (make, f) => ({
      bookmark: (await make.bookmark(f.companyId, { postId: f.posts.published, userId: meOf(f) })).id,
    }),
    url: (f) => `/api/bookmark2/${own(f, "bookmark")}`,
    allowed: "signedIn",
  },
  {
    method: "DELETE",
    route: "/api/bookmark2/:bookmarkId",
    variant: "another user's bookmark",
    arrange: async (make, f) => {
      const { post } = await freshPost()(make, f);
      return { bookmark: (await make.bookmark(f.companyId, { postId: post, userId: f.bystanderId })).id };
    },
    url: (f) => `/api/bookmark2/${own(f, "bookmark")}`,
    allowed: [],
    refused: { by: signedInExcept(), status: 404 },
    why: "A bookmark is its owner's alone: another user's is not found for every principal (the own-bookmark row expects 200).",
  },

  {
    method: "GET",
    route: "/api/comment",
    url: (f) => `/api/comment?objectId=${f.posts.published}&objectType=post`,
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/comment",
    body: (f) => ({
      objectId: f.posts.published,
      objectType: "post",
      text: `Matrix comment of ${f.principal}`,
    }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/comment",
    variant: "own comment",
    arrange: freshComment("mine"),
    body: (f) => ({ id: own(f, "comment"), text: "Edited by its author" }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/comment/:commentId",
    variant: "own comment",
    arrange: freshComment("mine"),
    url: (f) => `/api/comment/${own(f, "comment")}`,
    body: () => ({ text: "Edited by its author" }),
    allowed: "signedIn",
  },
  {
    method: "PUT",
    route: "/api/comment/:commentId",
    variant: "another user's comment",
    url: (f) => `/api/comment/${f.commentId}`,
    body: () => ({ text: "Edited by someone else" }),
    allowed: [],
    refused: { by: signedInExcept(), status: 403 },
    why: "Core §6: only the author can edit a comment; the bystander wrote it, so every principal is refused (the own-comment row expects 200).",
  },
  {
    method: "DELETE",
    route: "/api/comment/:commentId",
    variant: "own comment",
    arrange: freshComment("mine"),
    url: (f) => `/api/comment/${own(f, "comment")}`,
    allowed: "signedIn",
  },
  {
    method: "DELETE",
    route: "/api/comment/:commentId",
    variant: "another user's comment",
    arrange: freshComment("bystander"),
    url: (f) => `/api/comment/${own(f, "comment")}`,
    allowed: PUBLIC_CHANNEL_MANAGERS,
    refused: { by: signedInExcept(...PUBLIC_CHANNEL_MANAGERS), status: 403 },
  },

  {
    method: "POST",
    route: "/api/post3/:postId/confirmread",
    arrange: freshPost({ isReadConfirmationRequired: true }),
    url: (f) => `/api/post3/${own(f, "post")}/confirmread`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/post3/:postId/confirmations/export",
    url: (f) => `/api/post3/${f.posts.readConfirmation}/confirmations/export`,
    allowed: PUBLIC_CHANNEL_MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
  {
    method: "GET",
    route: "/api/user/readers/:postId",
    url: (f) => `/api/user/readers/${f.posts.readConfirmation}`,
    allowed: PUBLIC_CHANNEL_MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },

  {
    method: "POST",
    route: "/api/post3/:postId/survey/answer",
    arrange: freshPost({ type: "survey" }),
    url: (f) => `/api/post3/${own(f, "post")}/survey/answer`,
    body: surveyAnswer,
    allowed: "signedIn",
  },
  {
    method: "POST",
    route: "/api/post3/:postId/answersurvey",
    arrange: freshPost({ type: "survey" }),
    url: (f) => `/api/post3/${own(f, "post")}/answersurvey`,
    body: surveyAnswer,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/post3/:postId/survey/results",
    url: (f) => `/api/post3/${f.posts.survey}/survey/results`,
    allowed: "signedIn",
  },
  {
    method: "GET",
    route: "/api/post3/:postId/survey/export/csv",
    url: (f) => `/api/post3/${f.posts.survey}/survey/export/csv`,
    allowed: PUBLIC_CHANNEL_MANAGERS,
    refused: { by: ["group_admin"], status: 403 },
  },
];
