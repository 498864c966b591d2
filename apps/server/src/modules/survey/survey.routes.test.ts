import type { Survey } from "@chorus/shared/post/post.contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyAnswer } from "../../db/schema/index.ts";
import { ACME_SHARER_PRIYA, livePostIn, setPost } from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";

const SURVEY: Survey = {
  questionList: [
    {
      _id: "q1",
      type: "singlechoice",
      question: "Days in the office?",
      optionList: [
        { _id: "o1", text: "0" },
        { _id: "o2", text: "1-2" },
      ],
    },
    {
      _id: "q2",
      type: "multichoice",
      question: "What would help?",
      optionList: [
        { _id: "o3", text: "Quiet rooms" },
        { _id: "o4", text: "Better coffee" },
      ],
    },
    { _id: "q3", type: "shorttext", question: "One word?", optionList: [] },
  ],
};

let t: TestApp;
let emma: TestClient;
let admin: TestClient;
/** A survey in Product Updates (managed by Chloé) and one in Company News (managed by managers only). */
let surveyId: string;
let newsSurveyId: string;
beforeAll(async () => {
  t = await createTestApp();
  emma = await t.signIn(DEMO_USERS.sharer);
  admin = await t.signIn(DEMO_USERS.admin);
  surveyId = await livePostIn(t.database.db, "Product Updates");
  newsSurveyId = await livePostIn(t.database.db, "Company News");
  for (const id of [surveyId, newsSurveyId]) {
    await setPost(t.database.db, id, { type: "survey", survey: SURVEY });
    await t.database.db.delete(surveyAnswer).where(eq(surveyAnswer.postId, id));
  }
});
afterAll(() => t.close());

const answersOf = async (postId: string, userId: string) =>
  t.database.db
    .select({ answers: surveyAnswer.answers })
    .from(surveyAnswer)
    .where(and(eq(surveyAnswer.postId, postId), eq(surveyAnswer.userId, userId)));

describe("answering a survey", () => {
  it.each(["survey/answer", "answersurvey"])(
    "POST /api/post3/{postId}/%s stores the answers; answering again replaces them",
    async (path) => {
      const client = await t.signIn(path === "answersurvey" ? ACME_SHARER_PRIYA : DEMO_USERS.channel_analyst);
      const userId = await t.userId(path === "answersurvey" ? ACME_SHARER_PRIYA : DEMO_USERS.channel_analyst);
      const first = await client.post(`/api/post3/${surveyId}/${path}`, {
        answerList: [
          { questionId: "q1", optionIdList: ["o1"] },
          { questionId: "q3", text: " calm " },
        ],
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ hasAnswered: true });
      expect(await answersOf(surveyId, userId)).toEqual([{ answers: { q1: ["o1"], q3: "calm" } }]);

      const second = await client.post(`/api/post3/${surveyId}/${path}`, {
        answerList: [{ questionId: "q2", optionIdList: ["o3", "o4"] }],
      });
      expect(second.statusCode).toBe(200);
      expect(await answersOf(surveyId, userId)).toEqual([{ answers: { q2: ["o3", "o4"] } }]);
    },
  );

  it.each([
    ["an unknown option", { answerList: [{ questionId: "q1", optionIdList: ["nope"] }] }, /Unknown option/],
    [
      "two options of a single choice",
      { answerList: [{ questionId: "q1", optionIdList: ["o1", "o2"] }] },
      /exactly one/,
    ],
    [
      "no option of a multiple choice",
      { answerList: [{ questionId: "q2", optionIdList: [] }] },
      /at least one/,
    ],
    ["short text over 280", { answerList: [{ questionId: "q3", text: "x".repeat(281) }] }, /at most 280/],
    ["an unknown question", { answerList: [{ questionId: "q9", text: "x" }] }, /Unknown question/],
    ["no answers", { answerList: [] }, /answerList/],
    ["no body", undefined, /body/],
  ])("refuses %s with 400 and stores nothing", async (_name, body, message) => {
    const response = await emma.post(`/api/post3/${surveyId}/survey/answer`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await answersOf(surveyId, await t.userId(DEMO_USERS.sharer))).toEqual([]);
  });

  it("refuses a post that is not a survey (400) and one the user cannot read (404)", async () => {
    const article = await livePostIn(t.database.db, "Company News", 1);
    await setPost(t.database.db, article, { type: "article", survey: null });
    const body = { answerList: [{ questionId: "q1", optionIdList: ["o1"] }] };
    const notSurvey = await emma.post(`/api/post3/${article}/survey/answer`, body);
    expect(notSurvey.statusCode).toBe(400);
    expect(notSurvey.json().message).toBe("This post is not a survey.");
    const leadership = await livePostIn(t.database.db, "Leadership");
    await setPost(t.database.db, leadership, { type: "survey", survey: SURVEY });
    expect((await emma.post(`/api/post3/${leadership}/survey/answer`, body)).statusCode).toBe(404);
    expect((await emma.get(`/api/post3/${leadership}/survey/results`)).statusCode).toBe(404);
  });
});

describe("GET /api/post3/{postId}/survey/results", () => {
  it("counts options and answers; text answers only for the post's managers", async () => {
    await t.database.db.delete(surveyAnswer).where(eq(surveyAnswer.postId, newsSurveyId));
    const answers = [
      [
        DEMO_USERS.sharer,
        [
          { questionId: "q1", optionIdList: ["o2"] },
          { questionId: "q2", optionIdList: ["o3", "o4"] },
        ],
      ],
      [
        ACME_SHARER_PRIYA,
        [
          { questionId: "q1", optionIdList: ["o2"] },
          { questionId: "q3", text: "Quiet" },
        ],
      ],
      [
        DEMO_USERS.partner,
        [
          { questionId: "q2", optionIdList: ["o4"] },
          { questionId: "q3", text: "Coffee" },
        ],
      ],
    ] as const;
    for (const [email, answerList] of answers) {
      const r = await (await t.signIn(email)).post(`/api/post3/${newsSurveyId}/survey/answer`, {
        answerList,
      });
      expect(r.statusCode).toBe(200);
    }
    const asAdmin = (await admin.get(`/api/post3/${newsSurveyId}/survey/results`)).json();
    expect(asAdmin).toEqual({
      answerCount: 3,
      hasAnswered: false,
      questionList: [
        {
          _id: "q1",
          type: "singlechoice",
          question: "Days in the office?",
          answerCount: 2,
          optionList: [
            { _id: "o1", text: "0", count: 0 },
            { _id: "o2", text: "1-2", count: 2 },
          ],
          textAnswerList: null,
        },
        {
          _id: "q2",
          type: "multichoice",
          question: "What would help?",
          answerCount: 2,
          optionList: [
            { _id: "o3", text: "Quiet rooms", count: 1 },
            { _id: "o4", text: "Better coffee", count: 2 },
          ],
          textAnswerList: null,
        },
        {
          _id: "q3",
          type: "shorttext",
          question: "One word?",
          answerCount: 2,
          optionList: [],
          textAnswerList: ["Quiet", "Coffee"],
        },
      ],
    });
    const asEmma = (await emma.get(`/api/post3/${newsSurveyId}/survey/results`)).json();
    expect(asEmma.hasAnswered).toBe(true);
    expect(asEmma.questionList[2].textAnswerList).toBeNull();
    expect(asEmma.questionList[2].answerCount).toBe(2);
    // Chloé manages Product Updates, not Company News.
    const chloe = await t.signIn(DEMO_USERS.channel_manager);
    expect(
      (await chloe.get(`/api/post3/${newsSurveyId}/survey/results`)).json().questionList[2].textAnswerList,
    ).toBeNull();
  });
});

describe("GET /api/post3/{postId}/survey/export/csv", () => {
  it("answers a formula-safe CSV of every answer to the post's managers", async () => {
    const chloe = await t.signIn(DEMO_USERS.channel_manager);
    await emma.post(`/api/post3/${surveyId}/survey/answer`, {
      answerList: [
        { questionId: "q2", optionIdList: ["o3", "o4"] },
        { questionId: "q3", text: "=1+1" },
      ],
    });
    const response = await chloe.get(`/api/post3/${surveyId}/survey/export/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="survey-${surveyId}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Respondent,Email,Question,Answer");
    expect(lines).toContain("Emma Lindqvist,emma@acme.example,What would help?,Quiet rooms; Better coffee");
    expect(lines).toContain("Emma Lindqvist,emma@acme.example,One word?,'=1+1");
  });

  it.each([
    ["an admin", DEMO_USERS.admin, 200],
    ["the channel's manager", DEMO_USERS.channel_manager, 200],
    ["a group admin of another group", DEMO_USERS.group_admin, 403],
    ["a channel analyst", DEMO_USERS.channel_analyst, 403],
    ["a sharer", DEMO_USERS.sharer, 403],
  ])("%s gets %i", async (_who, email, status) => {
    const client = await t.signIn(email);
    expect((await client.get(`/api/post3/${surveyId}/survey/export/csv`)).statusCode).toBe(status);
  });
});
