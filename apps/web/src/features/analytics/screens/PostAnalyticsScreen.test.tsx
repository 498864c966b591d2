// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import PostAnalyticsScreen from "./PostAnalyticsScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const NEWS = "65a0000000000000000000c1";
const LAUNCH = "65a0000000000000000000a1";
const OTHER = "65a0000000000000000000a2";
const figures = (overrides: Record<string, unknown>) => ({
  type: "article",
  publishedAt: "2026-03-02T08:30:00.000Z",
  channelNameList: ["News"],
  campaignName: null,
  views: 0,
  reads: 0,
  likes: 0,
  comments: 0,
  videoPlays: 0,
  shares: 0,
  clicks: 0,
  impressions: 0,
  emv: 0,
  byNetwork: [],
  ...overrides,
});

function serve() {
  return installFakeServer({
    routes: ({ path }) => {
      if (path === "/api/analytics/auth")
        return jsonResponse(200, {
          isAuthorized: true,
          scope: "channels",
          groupIdList: [],
          channelIdList: [NEWS],
          canEditEmvRates: false,
          canSeeAllCompanies: false,
          groupList: [],
          channelList: [{ _id: NEWS, name: "News", groupId: null }],
        });
      if (path.startsWith("/api/analytics/posts?")) {
        const byEmv = path.includes("sort=emv");
        const launch = figures({
          postId: LAUNCH,
          title: "Launch day",
          views: 2,
          shares: 1,
          clicks: 3,
          impressions: 500,
          emv: 33,
          byNetwork: [{ network: "linkedin", shares: 1, clicks: 3, impressions: 500, emv: 33 }],
        });
        const other = figures({ postId: OTHER, title: "Other news", views: 5 });
        return jsonResponse(200, {
          from: "2026-03-01",
          to: "2026-03-30",
          currency: "USD",
          total: 2,
          postList: byEmv ? [launch, other] : [other, launch],
        });
      }
      return undefined;
    },
  });
}

describe("/analytics2/posts", () => {
  it("shows a channel analyst their posts with EMV, sorts on the server and exports that view", async () => {
    const server = serve();
    renderUi(<PostAnalyticsScreen />, {
      path: "/analytics2/posts?from=2026-03-01&to=2026-03-30",
      session: makeSession("channel_analyst"),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Post analytics" })).toBeInTheDocument();
    expect(await screen.findByText("Figures of the channels you analyse or manage.")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: /2 posts published in the range/ });
    const firstCells = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[0]?.textContent);
    expect(firstCells()[0]).toContain("Other news");
    expect(within(table).getAllByRole("row")[2]).toHaveTextContent("$33.00");
    expect(within(table).getAllByRole("row")[2]).toHaveTextContent("LinkedIn 1");

    await userEvent.setup().click(within(table).getByRole("button", { name: /Earned media value/ }));
    expect(await within(table).findByRole("columnheader", { name: /Earned media value/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await vi.waitFor(() => expect(firstCells()[0]).toContain("Launch day"));
    expect(server.requests.map((r) => r.path)).toContainEqual(
      "/api/analytics/posts?from=2026-03-01&to=2026-03-30&sort=emv&order=desc&limit=25&offset=0",
    );
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/analytics/posts/export?from=2026-03-01&to=2026-03-30&sort=emv&order=desc&format=csv",
    );
    expect(screen.getByRole("link", { name: "Export XLSX" })).toHaveAttribute(
      "href",
      "/api/analytics/posts/export?from=2026-03-01&to=2026-03-30&sort=emv&order=desc&format=xlsx",
    );
    expect(screen.getByTestId("emv-formula")).toHaveTextContent("clicks × CPC");
  });
});
