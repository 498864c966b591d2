import type { AccessRow, Principal } from "./principals.ts";
import { MANAGERS } from "./principals.ts";

/**
 * Likes, bookmarks, comments, read confirmations and surveys. The matrix's fixtures name no post,
 * comment or bookmark, so routes about one are called with an id that names nothing: who passes
 * the route policy gets 404 (okStatus), everyone else 401/403. Which post a reader or a manager
 * may act on is tested beside each module (comment.policy.test.ts, read-confirmation and survey
 * route tests).
 */
const NO_SUCH_ID = "0123456789abcdef01234567";
/** Roles that can manage some post: the first filter of the export and readers routes. */
const POST_MANAGERS: readonly Principal[] = [...MANAGERS, "group_admin", "channel_manager"];
const surveyAnswer = () => ({ answerList: [{ questionId: "q1", optionIdList: ["o1"] }] });

export const engagementRows: AccessRow[] = [
  {
    method: "GET",
    route: "/api/like/:postId",
    url: () => `/api/like/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/like/:postId",
    url: () => `/api/like/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/unlike/:postId",
    url: () => `/api/unlike/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },

  { method: "GET", route: "/api/bookmark2", allowed: "signedIn" },
  {
    method: "POST",
    route: "/api/bookmark2",
    body: () => ({ postId: NO_SUCH_ID }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/bookmark2/:bookmarkId",
    url: () => `/api/bookmark2/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },

  {
    method: "GET",
    route: "/api/comment",
    url: () => `/api/comment?objectId=${NO_SUCH_ID}&objectType=post`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/comment",
    body: () => ({ objectId: NO_SUCH_ID, objectType: "post", text: "Matrix" }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/comment",
    body: () => ({ id: NO_SUCH_ID, text: "Matrix" }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "PUT",
    route: "/api/comment/:commentId",
    url: () => `/api/comment/${NO_SUCH_ID}`,
    body: () => ({ text: "Matrix" }),
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "DELETE",
    route: "/api/comment/:commentId",
    url: () => `/api/comment/${NO_SUCH_ID}`,
    allowed: "signedIn",
    okStatus: 404,
  },

  {
    method: "POST",
    route: "/api/post3/:postId/confirmread",
    url: () => `/api/post3/${NO_SUCH_ID}/confirmread`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/post3/:postId/confirmations/export",
    url: () => `/api/post3/${NO_SUCH_ID}/confirmations/export`,
    allowed: POST_MANAGERS,
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/user/readers/:postId",
    url: () => `/api/user/readers/${NO_SUCH_ID}`,
    allowed: POST_MANAGERS,
    okStatus: 404,
  },

  {
    method: "POST",
    route: "/api/post3/:postId/survey/answer",
    url: () => `/api/post3/${NO_SUCH_ID}/survey/answer`,
    body: surveyAnswer,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "POST",
    route: "/api/post3/:postId/answersurvey",
    url: () => `/api/post3/${NO_SUCH_ID}/answersurvey`,
    body: surveyAnswer,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/post3/:postId/survey/results",
    url: () => `/api/post3/${NO_SUCH_ID}/survey/results`,
    allowed: "signedIn",
    okStatus: 404,
  },
  {
    method: "GET",
    route: "/api/post3/:postId/survey/export/csv",
    url: () => `/api/post3/${NO_SUCH_ID}/survey/export/csv`,
    allowed: POST_MANAGERS,
    okStatus: 404,
  },
];
