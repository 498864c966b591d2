// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const trophies = (advocate: number, creator: number) => ({
  trophyList: [
    {
      name: "advocate",
      level: advocate >= 5 ? "intermediate" : advocate >= 1 ? "junior" : null,
      count: advocate,
      nextLevel: "senior",
      nextLevelCount: 20,
    },
    { name: "creator", level: null, count: creator, nextLevel: "junior", nextLevelCount: 1 },
  ],
});

describe("points people can see", () => {
  it.each([
    [true, "120 coins"],
    [false, "300 points"],
  ])(
    "the profile button shows the coins (rewards %s) and the trophies their levels",
    async (rewards, label) => {
      installFakeServer({
        session: makeSession("sharer", {
          user: { Coin: 120, Star: 300, smarpScore: 64 },
          company: { RewardEnabled: rewards },
        }),
        routes: (request) =>
          request.path === "/api/achievements" ? jsonResponse(200, trophies(7, 0)) : undefined,
      });
      renderApp("/");
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
      expect(screen.getByTestId("score-ring")).toHaveAttribute("data-score", "64");
      // The widget is loaded on demand: its first import takes a while in the test runner.
      const widget = await screen.findByRole("region", { name: "Your trophy" }, { timeout: 5000 });
      expect(await within(widget).findByText("aspiring")).toBeInTheDocument();
      expect(within(widget).getByText("locked")).toBeInTheDocument();
    },
  );

  it("shows no coins, ring or trophies where gamification is off", async () => {
    installFakeServer({
      session: makeSession("sharer", {
        user: { Coin: 120, smarpScore: 64 },
        company: { isGamificationDisabled: true },
      }),
    });
    renderApp("/");
    await screen.findByRole("navigation", { name: "Main" });
    expect(screen.queryByTestId("coin-count")).not.toBeInTheDocument();
    expect(screen.queryByTestId("score-ring")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your trophy" })).not.toBeInTheDocument();
  });
});
