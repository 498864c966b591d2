import { describe, expect, it } from "vitest";
import type { Survey } from "../post/post.contract.ts";
import type { SurveyAnswerItem } from "./survey.contract.ts";
import { checkSurveyAnswers } from "./survey.rules.ts";

const survey: Survey = {
  questionList: [
    {
      _id: "q1",
      type: "singlechoice",
      question: "Days in the office?",
      optionList: [
        { _id: "a", text: "0" },
        { _id: "b", text: "1-2" },
      ],
    },
    {
      _id: "q2",
      type: "multichoice",
      question: "What helps?",
      optionList: [
        { _id: "c", text: "Quiet rooms" },
        { _id: "d", text: "Coffee" },
      ],
    },
    { _id: "q3", type: "shorttext", question: "One word?", optionList: [] },
    { _id: "q4", type: "longtext", question: "Anything else?", optionList: [] },
  ],
};

describe("checkSurveyAnswers", () => {
  it.each<[string, SurveyAnswerItem[], Record<string, string[] | string>]>([
    ["one option of a single choice", [{ questionId: "q1", optionIdList: ["b"] }], { q1: ["b"] }],
    [
      "two options of a multiple choice",
      [{ questionId: "q2", optionIdList: ["c", "d"] }],
      { q2: ["c", "d"] },
    ],
    ["short text, trimmed", [{ questionId: "q3", text: "  calm  " }], { q3: "calm" }],
    ["short text of exactly 280", [{ questionId: "q3", text: "x".repeat(280) }], { q3: "x".repeat(280) }],
    ["long text of exactly 2000", [{ questionId: "q4", text: "y".repeat(2000) }], { q4: "y".repeat(2000) }],
    [
      "every question",
      [
        { questionId: "q1", optionIdList: ["a"] },
        { questionId: "q2", optionIdList: ["d"] },
        { questionId: "q3", text: "ok" },
        { questionId: "q4", text: "fine" },
      ],
      { q1: ["a"], q2: ["d"], q3: "ok", q4: "fine" },
    ],
  ])("accepts %s", (_name, answerList, expected) => {
    expect(checkSurveyAnswers(survey, answerList)).toEqual({ ok: true, answers: expected });
  });

  it.each<[string, SurveyAnswerItem[], RegExp]>([
    ["no answers", [], /at least one question/],
    ["an unknown question", [{ questionId: "q9", optionIdList: ["a"] }], /Unknown question q9/],
    [
      "a question answered twice",
      [
        { questionId: "q1", optionIdList: ["a"] },
        { questionId: "q1", optionIdList: ["b"] },
      ],
      /twice/,
    ],
    ["two options of a single choice", [{ questionId: "q1", optionIdList: ["a", "b"] }], /exactly one/],
    ["no option of a single choice", [{ questionId: "q1", optionIdList: [] }], /exactly one/],
    ["a single choice without optionIdList", [{ questionId: "q1" }], /exactly one/],
    ["an unknown option", [{ questionId: "q1", optionIdList: ["z"] }], /Unknown option z/],
    ["another question's option", [{ questionId: "q1", optionIdList: ["c"] }], /Unknown option c/],
    ["no option of a multiple choice", [{ questionId: "q2", optionIdList: [] }], /at least one option/],
    ["the same option twice", [{ questionId: "q2", optionIdList: ["c", "c"] }], /chosen twice/],
    ["text for a choice", [{ questionId: "q1", optionIdList: ["a"], text: "hi" }], /takes options/],
    ["options for a text question", [{ questionId: "q3", optionIdList: ["a"] }], /takes text/],
    ["blank text", [{ questionId: "q4", text: "   " }], /Write an answer/],
    ["missing text", [{ questionId: "q3" }], /Write an answer/],
    ["short text of 281", [{ questionId: "q3", text: "x".repeat(281) }], /at most 280/],
    ["long text of 2001", [{ questionId: "q4", text: "y".repeat(2001) }], /at most 2000/],
  ])("refuses %s", (_name, answerList, message) => {
    const result = checkSurveyAnswers(survey, answerList);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
