// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { UsersScreen } from "./UsersScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const GROUP = "65a0000000000000000000a1";
const user = (n: number, overrides: object = {}) => ({
  _id: `65a00000000000000000000${n}`,
  firstName: `Person${n}`,
  lastName: "Tester",
  email: `person${n}@acme.example`,
  phoneNumber: null,
  role: "sharer",
  groupId: GROUP,
  groupName: "Field Sales",
  teamList: [],
  language: "en",
  Star: 10 * n,
  Coin: 0,
  isActive: true,
  isFresh: false,
  avatarUrl: null,
  createdAt: "2026-01-05T10:00:00.000Z",
  lastActiveAt: null,
  ...overrides,
});

function serveUsers(
  pages: { userList: ReturnType<typeof user>[]; next: { fromId: string; lastSortValue: string } | null }[],
) {
  return installFakeServer({
    routes: ({ method, path }) => {
      if (method === "GET" && path.startsWith("/api/user/count")) return jsonResponse(200, { count: 3 });
      if (method === "GET" && path.startsWith("/api/user?"))
        return jsonResponse(200, path.includes("fromId=") ? pages[1] : pages[0]);
      if (method === "GET" && path.startsWith("/api/group")) return jsonResponse(200, { groupList: [] });
      if (method === "GET" && path.startsWith("/api/team")) return jsonResponse(200, { teamList: [] });
      if (method === "DELETE" && path === "/api/user")
        return jsonResponse(200, { removedCount: 1, erased: true, removedSessionCount: 0 });
      if (method === "POST" && path === "/api/user/sendemail")
        return jsonResponse(200, { sentCount: 1, skippedCount: 0 });
      return undefined;
    },
  });
}

const twoPages = [
  { userList: [user(1), user(2)], next: { fromId: user(2)._id, lastSortValue: "person2 tester" } },
  { userList: [user(3)], next: null },
];

describe("/user, the Users list", () => {
  it("asks for the next keyset page with the last row's id and sort value", async () => {
    const server = serveUsers(twoPages);
    renderUi(<UsersScreen />, { session: makeSession("admin") });
    expect(await screen.findByText("Person1 Tester", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("3 users")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Person3 Tester", undefined, { timeout: 5000 })).toBeInTheDocument();
    const next = server.requests.find((r) => r.path.includes("fromId="));
    expect(next?.path).toContain(`fromId=${user(2)._id}`);
    expect(next?.path).toContain("lastSortValue=person2+tester");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("offers bulk actions only on a selection; a group admin cannot move users between groups", async () => {
    serveUsers(twoPages);
    renderUi(<UsersScreen />, { session: makeSession("group_admin") });
    await screen.findByText("Person1 Tester", undefined, { timeout: 5000 });
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Person1 Tester" }));
    const toolbar = screen.getByRole("toolbar");
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Change role", "Reset points", "Remove", "Send e-mail"]);
  });

  it("removes the selection, erasing personal data when asked", async () => {
    const server = serveUsers(twoPages);
    renderUi(<UsersScreen />, { session: makeSession("admin") });
    await screen.findByText("Person1 Tester", undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    expect(within(screen.getByRole("toolbar")).getAllByRole("button")[0]).toHaveTextContent("Move to group");
    await userEvent.click(within(screen.getByRole("toolbar")).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove 2 user(s)?" }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Also erase their personal data/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "DELETE")?.body).toEqual({
        userIdList: [user(1)._id, user(2)._id],
        eraseData: true,
      }),
    );
  });

  it("mails the selection with the subject and message written", async () => {
    const server = serveUsers(twoPages);
    renderUi(<UsersScreen />, { session: makeSession("admin") });
    await screen.findByText("Person2 Tester", undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Person2 Tester" }));
    await userEvent.click(screen.getByRole("button", { name: "Send e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Send an e-mail" }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Subject" }), "Hello");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Message" }), "Read this");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText("E-mail sent to 1 user(s); 0 without an e-mail address.", undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === "/api/user/sendemail")?.body).toEqual({
      subject: "Hello",
      message: "Read this",
      userIdList: [user(2)._id],
    });
  });

  it("counts users without a search and results with one", async () => {
    const server = serveUsers(twoPages);
    renderUi(<UsersScreen />, { session: makeSession("admin") });
    await screen.findByText("Person1 Tester", undefined, { timeout: 5000 });
    expect(screen.getByTestId("user-count").textContent).toBe("3 users");
    await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "tester");
    await waitFor(() => expect(server.requests.some((r) => r.path.includes("searchTerm=tester"))).toBe(true));
    await waitFor(() => expect(screen.getByTestId("user-count").textContent).toBe("3 results"));
    expect(screen.getByTestId("user-count")).toHaveAttribute("aria-live", "polite");
  });

  it("mails everyone the filters find, beyond the loaded page: the filter goes, not a list", async () => {
    const server = serveUsers(twoPages);
    renderUi(<UsersScreen />, { session: makeSession("admin") });
    await screen.findByText("Person1 Tester", undefined, { timeout: 5000 });
    await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "tester");
    await waitFor(() => expect(server.requests.some((r) => r.path.includes("searchTerm=tester"))).toBe(true));
    await screen.findByText("Person1 Tester", undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    await userEvent.click(screen.getByRole("button", { name: "Select all 3 users the filters find" }));
    const toolbar = screen.getByRole("toolbar");
    expect(within(toolbar).getByText("All 3 users the filters find")).toBeInTheDocument();
    // Only the mail takes a filter: the other actions need a list of users.
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Send e-mail"]);
    await userEvent.click(within(toolbar).getByRole("button", { name: "Send e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Send an e-mail" }, { timeout: 5000 });
    expect(within(dialog).getByText("To everyone the current filters find (3)")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Subject" }), "All");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Message" }), "Hi everyone");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === "/api/user/sendemail")?.body).toEqual({
        subject: "All",
        message: "Hi everyone",
        filter: { searchTerm: "tester" },
      }),
    );
  });
});
