// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import UserAnalyticsScreen from "./UserAnalyticsScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

/** 30 users: two pages of 25. */
const TOTAL = 30;
const user = (n: number) => ({
  userId: `65a0000000000000000000${String(n).padStart(2, "0")}`,
  firstName: "User",
  lastName: `Number ${n}`,
  email: `user${n}@acme.example`,
  groupName: null,
  views: n,
  likes: 0,
  comments: 0,
  points: 100 - n,
  activeDays: 1,
  lastActiveAt: "2026-03-02T08:30:00.000Z",
  shares: n,
  clicks: 0,
  impressions: 0,
  emv: 0,
});

function serve() {
  return installFakeServer({
    routes: ({ path }) => {
      if (path === "/api/analytics/auth")
        return jsonResponse(200, {
          isAuthorized: true,
          scope: "company",
          groupIdList: [],
          channelIdList: [],
          canEditEmvRates: true,
          canSeeAllCompanies: false,
          groupList: [],
          channelList: [],
        });
      if (path.startsWith("/api/analytics/users?")) {
        const offset = Number(new URL(path, "http://x").searchParams.get("offset"));
        const page = Array.from({ length: Math.min(25, TOTAL - offset) }, (_, i) => user(offset + i + 1));
        return jsonResponse(200, {
          from: "2026-03-01",
          to: "2026-03-30",
          currency: "EUR",
          total: TOTAL,
          userList: page,
        });
      }
      return undefined;
    },
  });
}

describe("/analytics2/users", () => {
  it("pages on the server, goes back to page 1 on a new sort, and exports the view shown", async () => {
    const server = serve();
    renderUi(<UserAnalyticsScreen />, {
      path: "/analytics2/users?from=2026-03-01&to=2026-03-30",
      session: makeSession("admin"),
    });
    const table = await screen.findByRole("table", { name: "30 users" });
    expect(within(table).getAllByRole("row")).toHaveLength(26);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await vi.waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(6));
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("User Number 26");
    expect(server.requests.map((r) => r.path)).toContainEqual(
      "/api/analytics/users?from=2026-03-01&to=2026-03-30&sort=shares&order=desc&limit=25&offset=25",
    );

    await user.click(within(table).getByRole("button", { name: /Points earned/ }));
    await vi.waitFor(() =>
      expect(server.requests.map((r) => r.path)).toContainEqual(
        "/api/analytics/users?from=2026-03-01&to=2026-03-30&sort=points&order=desc&limit=25&offset=0",
      ),
    );
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/analytics/users/export?from=2026-03-01&to=2026-03-30&sort=points&order=desc&format=csv",
    );
  });
});
