// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { PeopleDirectoryScreen } from "./PeopleDirectoryScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const profile = (id: string, firstName: string) => ({
  _id: id,
  firstName,
  lastName: "Fischer",
  avatarUrl: null,
  groupName: "Field Sales",
  teamList: [{ _id: "65a0000000000000000000d9", name: "Nordics" }],
  Star: 42,
});
const LUKAS = profile("65a0000000000000000000d1", "Lukas");
const LENA = profile("65a0000000000000000000d2", "Lena");

describe("/people, the employee directory", () => {
  it("searches colleagues by the name in the address and previews one", async () => {
    const server = installFakeServer({
      routes: ({ path }) => {
        if (path.startsWith("/api/user/profile/count"))
          return jsonResponse(200, { count: path.includes("lukas") ? 1 : 2 });
        if (path.startsWith("/api/user/profile"))
          return jsonResponse(200, { profileList: path.includes("lukas") ? [LUKAS] : [LUKAS, LENA] });
        if (path === `/api/user/preview/${LUKAS._id}`) return jsonResponse(200, LUKAS);
        return undefined;
      },
    });
    renderUi(<PeopleDirectoryScreen />, { session: makeSession("sharer"), path: "/people?searchTerm=lukas" });
    expect(
      await screen.findByRole("button", { name: "Lukas Fischer" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Search colleagues" })).toHaveValue("lukas");
    expect(screen.queryByRole("button", { name: "Lena Fischer" })).not.toBeInTheDocument();
    expect(server.requests.map((r) => r.path)).toContain("/api/user/profile?searchTerm=lukas&page=1");
    await userEvent.click(screen.getByRole("button", { name: "Lukas Fischer" }));
    const preview = await screen.findByTestId("profile-preview");
    expect(within(preview).getByText("Nordics")).toBeInTheDocument();
    expect(within(preview).getByText("42 points")).toBeInTheDocument();
  });

  it.each([
    ["/people?searchTerm=lukas", "1 result"],
    ["/people?searchTerm=fischer", "2 results"],
    ["/people", ""],
  ])("at %s says how many colleagues the search found: %j", async (path, shown) => {
    installFakeServer({
      routes: ({ path: url }) => {
        if (url.startsWith("/api/user/profile/count"))
          return jsonResponse(200, { count: url.includes("lukas") ? 1 : 2 });
        if (url.startsWith("/api/user/profile"))
          return jsonResponse(200, { profileList: url.includes("lukas") ? [LUKAS] : [LUKAS, LENA] });
        return undefined;
      },
    });
    renderUi(<PeopleDirectoryScreen />, { session: makeSession("sharer"), path });
    await screen.findByRole("button", { name: "Lukas Fischer" }, { timeout: 5000 });
    const count = screen.getByTestId("search-result-count");
    expect(count).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(count.textContent).toBe(shown));
  });
});
