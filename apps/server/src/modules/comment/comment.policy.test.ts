import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACME_FIELD_SALES_LUKAS, ACME_SHARER_PRIYA, livePostIn } from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp } from "../../test/test-app.ts";

/**
 * Core §6: "only the author (addedBy equals user id) can edit; author can delete; others delete
 * only if the delete permission allows" — PostsPublishAll: managers, and channel managers or group
 * admins who manage one of the post's channels. Each row: the post's channel, the comment's
 * author, who acts, and the status of edit and of delete.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { sharer, channel_analyst, channel_manager, group_admin, admin, partner, smarper } = DEMO_USERS;

type Row = [who: string, channel: string, author: string, actor: string, edit: number, remove: number];
const ROWS: Row[] = [
  ["the author (sharer)", "Product Updates", sharer, sharer, 200, 200],
  ["another sharer", "Product Updates", sharer, ACME_SHARER_PRIYA, 403, 403],
  ["a channel analyst", "Product Updates", sharer, channel_analyst, 403, 403],
  ["the channel's manager", "Product Updates", sharer, channel_manager, 403, 200],
  ["a channel manager of another channel", "Company News", sharer, channel_manager, 403, 403],
  ["a group admin of another group's channel", "Product Updates", sharer, group_admin, 403, 403],
  [
    "the group admin of the channel's group",
    "Field Sales Wins",
    ACME_FIELD_SALES_LUKAS,
    group_admin,
    403,
    200,
  ],
  ["an admin", "Company News", sharer, admin, 403, 200],
  ["a partner", "Company News", sharer, partner, 403, 200],
  ["a smarper", "Company News", sharer, smarper, 403, 200],
  ["the author who is an admin", "Company News", admin, admin, 200, 200],
  ["a sharer on an admin's comment", "Company News", admin, sharer, 403, 403],
];

describe("who may edit and delete a comment", () => {
  it.each(ROWS)("%s", async (_who, channel, author, actor, edit, remove) => {
    const postId = await livePostIn(t.database.db, channel);
    const authorClient = await t.signIn(author);
    const created = await authorClient.post("/api/comment", {
      objectId: postId,
      objectType: "post",
      text: "First!",
    });
    expect(created.statusCode, created.body).toBe(200);
    const commentId = created.json().comment.id;
    const actorClient = author === actor ? authorClient : await t.signIn(actor);

    const listed = (await actorClient.get(`/api/comment?objectId=${postId}&objectType=post`)).json();
    const seen = listed.commentList.find((c: { comment: { id: string } }) => c.comment.id === commentId);
    expect(seen.abilities).toEqual({ canEdit: edit === 200, canDelete: remove === 200 });

    const edited = await actorClient.put("/api/comment", { id: commentId, text: "Edited" });
    expect(edited.statusCode, edited.body).toBe(edit);
    const deleted = await actorClient.delete(`/api/comment/${commentId}`);
    expect(deleted.statusCode, deleted.body).toBe(remove);
  });
});
