// @vitest-environment jsdom
import type { Survey } from "@chorus/shared/post/post.contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { SurveySection, toAnswerList } from "./SurveySection.tsx";

// Mantine renders a lot under jsdom; give slow machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const survey: Survey = {
  questionList: [
    {
      _id: "q1",
      type: "singlechoice",
      question: "Which day suits you?",
      optionList: [
        { _id: "o1", text: "Monday" },
        { _id: "o2", text: "Friday" },
      ],
    },
    {
      _id: "q2",
      type: "multichoice",
      question: "Which sessions?",
      optionList: [
        { _id: "o3", text: "Keynote" },
        { _id: "o4", text: "Workshops" },
      ],
    },
    { _id: "q3", type: "longtext", question: "Anything else?", optionList: [] },
  ],
};

describe("SurveySection", () => {
  it("builds the answer list, leaving out unanswered and blank questions", () => {
    expect(toAnswerList(survey, { q1: "o2", q2: [], q3: "  " })).toEqual([
      { questionId: "q1", optionIdList: ["o2"] },
    ]);
    expect(toAnswerList(survey, { q2: ["o3", "o4"], q3: " More coffee " })).toEqual([
      { questionId: "q2", optionIdList: ["o3", "o4"] },
      { questionId: "q3", text: "More coffee" },
    ]);
  });

  it("answers with radios, checkboxes and text, then shows the results as bars", async () => {
    const user = userEvent.setup();
    const server = installFakeServer({
      routes: ({ method, path }) => {
        if (method === "POST" && path === "/api/post3/p1/survey/answer")
          return jsonResponse(200, { hasAnswered: true });
        if (path === "/api/post3/p1/survey/results")
          return jsonResponse(200, {
            answerCount: 4,
            hasAnswered: true,
            questionList: [
              {
                _id: "q1",
                type: "singlechoice",
                question: "Which day suits you?",
                answerCount: 4,
                optionList: [
                  { _id: "o1", text: "Monday", count: 1 },
                  { _id: "o2", text: "Friday", count: 3 },
                ],
                textAnswerList: null,
              },
            ],
          });
        return undefined;
      },
    });
    renderUi(<SurveySection postId="p1" survey={survey} hasAnswered={false} />);
    const submit = screen.getByRole("button", { name: "Submit answers" });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Friday" }));
    await user.click(screen.getByRole("checkbox", { name: "Keynote" }));
    await user.click(screen.getByRole("checkbox", { name: "Workshops" }));
    await user.type(screen.getByRole("textbox", { name: "Anything else?" }), "More coffee");
    await user.click(submit);
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "POST")?.body).toEqual({
        answerList: [
          { questionId: "q1", optionIdList: ["o2"] },
          { questionId: "q2", optionIdList: ["o3", "o4"] },
          { questionId: "q3", text: "More coffee" },
        ],
      }),
    );
    expect(await screen.findByRole("progressbar", { name: "Friday: 75%" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Monday: 25%" })).toBeInTheDocument();
  });
});
