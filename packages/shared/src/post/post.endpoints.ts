import { defineEndpoint } from "../http/endpoint.ts";
import {
  feedQuerySchema,
  postFeedbackBodySchema,
  postFeedbackResponseSchema,
  postIdParamsSchema,
  topSharedResponseSchema,
  widgetsQuerySchema,
  widgetsResponseSchema,
} from "./feed.contract.ts";
import { feedPageSchema, postCountersSchema, postSchema } from "./post.contract.ts";
import {
  channelStatusBodySchema,
  channelStatusParamsSchema,
  postCreateBodySchema,
  postDeleteResponseSchema,
  postUpdateBodySchema,
  postWriteResponseSchema,
} from "./post-write.contract.ts";

const tag = "post";

export const postEndpoints = {
  feed: defineEndpoint({
    method: "GET",
    path: "/api/post3",
    tag,
    summary:
      "The feed. type is required; page is 1-based, pageSize defaults to 10 (max 50); cursor (the previous " +
      "page's nextCursor) continues without offset; q searches title and body; filters is a JSON object " +
      'of author, campaign, title, body (e.g. {"author":"<userId>"}) or one key:value pair (author:<userId>); ' +
      "dateFrom/dateTo are ISO dates. A feed type the actor may not read answers 403.",
    query: feedQuerySchema,
    response: feedPageSchema,
  }),
  counters: defineEndpoint({
    method: "GET",
    path: "/api/post3/counters",
    tag,
    summary:
      "Post counters: publishedCount (published posts the actor reads), proposedCount, scheduledCount, " +
      "archivedCount, rejectedCount, allCount (the channels the actor curates); each stops at 1000",
    response: postCountersSchema,
  }),
  widgets: defineEndpoint({
    method: "GET",
    path: "/api/post3/widgets",
    tag,
    summary:
      "Feed widgets: featured (newest featuredAt first) and popular (most likes and comments, last 30 days). " +
      "featured and popular are counts (default 5); pageSize, when given, sets both; offset skips posts",
    query: widgetsQuerySchema,
    response: widgetsResponseSchema,
  }),
  topShared: defineEndpoint({
    method: "GET",
    path: "/api/post3/topshared",
    tag,
    summary: "Top shared link and video posts of the last 30 days among the posts the actor reads",
    response: topSharedResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/post3/{postId}",
    tag,
    summary: "One post; 404 when the actor may not read it",
    params: postIdParamsSchema,
    response: postSchema,
  }),
  feedback: defineEndpoint({
    method: "POST",
    path: "/api/post3/{postId}/feedback",
    tag,
    summary: "Send feedback on a post the actor reads",
    params: postIdParamsSchema,
    body: postFeedbackBodySchema,
    response: postFeedbackResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/post3",
    tag,
    summary:
      "Create a post (article, link, image, video, document or survey). Published in the channels the writer " +
      "manages, proposed in the others (when the company lets users publish). type of the answer: published, " +
      "incoming (proposed) or schedule",
    body: postCreateBodySchema,
    response: postWriteResponseSchema,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/post3/{postId}",
    tag,
    summary:
      "Edit a post (owner, content writer or a manager of one of its channels). action: update (default; fields " +
      "left out keep their value), schedule (the post's dates), archive, reactivate or addImage (imageMetadataList " +
      "is appended)",
    params: postIdParamsSchema,
    body: postUpdateBodySchema,
    response: postWriteResponseSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/post3/{postId}",
    tag,
    summary: "Delete a post (owner, content writer or a manager of one of its channels)",
    params: postIdParamsSchema,
    response: postDeleteResponseSchema,
  }),
  setChannelStatus: defineEndpoint({
    method: "PUT",
    path: "/api/post3/{postId}/channel/{channelId}/status",
    tag,
    summary:
      "Approve or reject a post in one channel (managers of that channel): approved publishes it there now, " +
      "rejected moves it to the Rejected feed",
    params: channelStatusParamsSchema,
    body: channelStatusBodySchema,
    response: postWriteResponseSchema,
  }),
};
