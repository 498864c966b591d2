import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookmark, comment, postLike, readConfirmation, surveyAnswer } from "../db/schema/index.ts";
import { livePostIn, postCounters, setPost } from "./engagement-fixtures.ts";
import {
  createTestApp,
  DEMO_USERS,
  GLOBEX_ADMIN,
  GLOBEX_SHARER,
  type TestApp,
  type TestClient,
} from "./test-app.ts";

/**
 * A Globex session can neither see nor change what readers do with Acme posts: likes, bookmarks,
 * comments, read confirmations and survey answers all answer 404, and Acme's rows and counters
 * stay as they were.
 */
let t: TestApp;
let gina: TestClient;
let gary: TestClient;
let acmePostId: string;
let acmeCommentId: string;
let acmeBookmarkId: string;

async function snapshot() {
  const db = t.database.db;
  const n = async (
    table: typeof postLike | typeof comment | typeof bookmark | typeof readConfirmation | typeof surveyAnswer,
  ) => {
    const column = "postId" in table ? table.postId : table.objectId;
    const [row] = await db.select({ n: count() }).from(table).where(eq(column, acmePostId));
    return row?.n ?? 0;
  };
  const [edited] = await db.select({ text: comment.text }).from(comment).where(eq(comment.id, acmeCommentId));
  return {
    counters: await postCounters(db, acmePostId),
    likes: await n(postLike),
    comments: await n(comment),
    bookmarks: await n(bookmark),
    confirmations: await n(readConfirmation),
    answers: await n(surveyAnswer),
    commentText: edited?.text,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  gina = await t.signIn(GLOBEX_ADMIN);
  gary = await t.signIn(GLOBEX_SHARER);
  acmePostId = await livePostIn(t.database.db, "Company News");
  await setPost(t.database.db, acmePostId, {
    isReadConfirmationRequired: true,
    type: "survey",
    survey: {
      questionList: [
        { _id: "q1", type: "singlechoice", question: "?", optionList: [{ _id: "o1", text: "Yes" }] },
      ],
    },
  });
  const emma = await t.signIn(DEMO_USERS.sharer);
  acmeCommentId = (
    await emma.post("/api/comment", { objectId: acmePostId, objectType: "post", text: "Acme only" })
  ).json().comment.id;
  acmeBookmarkId = (await emma.post("/api/bookmark2", { postId: acmePostId })).json()._id;
  await emma.post(`/api/like/${acmePostId}`);
});
afterAll(() => t.close());

describe("tenant isolation: reader actions on another company's posts", () => {
  const answer = { answerList: [{ questionId: "q1", optionIdList: ["o1"] }] };
  const calls: [string, (c: TestClient) => Promise<{ statusCode: number }>][] = [
    ["read the likes", (c) => c.get(`/api/like/${acmePostId}`)],
    ["like", (c) => c.post(`/api/like/${acmePostId}`)],
    ["unlike", (c) => c.post(`/api/unlike/${acmePostId}`)],
    ["bookmark", (c) => c.post("/api/bookmark2", { postId: acmePostId })],
    ["delete an Acme bookmark", (c) => c.delete(`/api/bookmark2/${acmeBookmarkId}`)],
    ["read the comments", (c) => c.get(`/api/comment?objectId=${acmePostId}&objectType=post`)],
    [
      "comment",
      (c) => c.post("/api/comment", { objectId: acmePostId, objectType: "post", text: "Hi from Globex" }),
    ],
    ["edit an Acme comment", (c) => c.put("/api/comment", { id: acmeCommentId, text: "Globex was here" })],
    [
      "edit an Acme comment (REST form)",
      (c) => c.put(`/api/comment/${acmeCommentId}`, { text: "Globex was here" }),
    ],
    ["delete an Acme comment", (c) => c.delete(`/api/comment/${acmeCommentId}`)],
    ["confirm reading", (c) => c.post(`/api/post3/${acmePostId}/confirmread`)],
    ["answer the survey", (c) => c.post(`/api/post3/${acmePostId}/survey/answer`, answer)],
    ["answer the survey (old path)", (c) => c.post(`/api/post3/${acmePostId}/answersurvey`, answer)],
    ["read the survey results", (c) => c.get(`/api/post3/${acmePostId}/survey/results`)],
  ];
  const managerCalls: typeof calls = [
    ["export the read confirmations", (c) => c.get(`/api/post3/${acmePostId}/confirmations/export`)],
    ["list the readers", (c) => c.get(`/api/user/readers/${acmePostId}`)],
    ["export the survey answers", (c) => c.get(`/api/post3/${acmePostId}/survey/export/csv`)],
  ];

  it.each([...calls, ...managerCalls])(
    "a Globex admin cannot %s: 404, nothing changes",
    async (_name, call) => {
      const before = await snapshot();
      expect((await call(gina)).statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(calls)("a Globex sharer cannot %s: 404, nothing changes", async (_name, call) => {
    const before = await snapshot();
    expect((await call(gary)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("a Globex admin's bookmark list never shows Acme bookmarks", async () => {
    const list = (await gina.get("/api/bookmark2")).json().bookmarkList as { postId: string }[];
    expect(list.some((b) => b.postId === acmePostId)).toBe(false);
  });
});
