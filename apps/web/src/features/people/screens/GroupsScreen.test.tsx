// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { GroupsScreen } from "./GroupsScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const group = (id: string, name: string, memberCount: number) => ({
  _id: id,
  name,
  seatLimit: 10,
  memberCount,
  createdAt: "2026-01-05T10:00:00.000Z",
  adminList: [],
  invitationTemplate: { invitationTemplate: "", invitationSignature: "", smsInvitationTemplate: "" },
  invitationPermissions: { sharerInviteEnabled: false, emailDomainList: [] },
});
const FULL = group("65a0000000000000000000a1", "Field Sales", 10);
const EMPTY = group("65a0000000000000000000a2", "Empty", 0);
const HAS_MEMBERS = "This group still has members. Move them to another group first.";

function serveGroups() {
  let groups = [FULL, EMPTY];
  return installFakeServer({
    routes: ({ method, path }) => {
      if (method === "GET" && path.startsWith("/api/group")) return jsonResponse(200, { groupList: groups });
      if (method === "DELETE" && path === `/api/group/${FULL._id}`)
        return errorResponse(409, "409.0", HAS_MEMBERS);
      if (method === "DELETE" && path === `/api/group/${EMPTY._id}`) {
        groups = groups.filter((g) => g._id !== EMPTY._id);
        return jsonResponse(200, { _id: EMPTY._id, deleted: true });
      }
      return undefined;
    },
  });
}

async function deleteGroup(name: string) {
  const row = (await screen.findByText(name)).closest("tr") as HTMLElement;
  await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
  const dialog = await screen.findByRole("dialog", { name: `Delete the group ${name}?` });
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
  return dialog;
}

describe("/groups", () => {
  it("shows seats per group", async () => {
    serveGroups();
    renderUi(<GroupsScreen />, { session: makeSession("admin") });
    expect(await screen.findByText("10 / 10 seats", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("0 / 10 seats")).toBeInTheDocument();
  });

  it("shows the server's clear refusal when the group still has members, and keeps it", async () => {
    serveGroups();
    renderUi(<GroupsScreen />, { session: makeSession("admin") });
    const dialog = await deleteGroup("Field Sales");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(HAS_MEMBERS);
    expect(screen.getByText("Field Sales")).toBeInTheDocument();
  });

  it("deletes an empty group", async () => {
    serveGroups();
    renderUi(<GroupsScreen />, { session: makeSession("admin") });
    await deleteGroup("Empty");
    await vi.waitFor(() => expect(screen.queryByText("Empty")).not.toBeInTheDocument());
  });

  it("lets a group admin open the settings but not create, rename or delete", async () => {
    serveGroups();
    renderUi(<GroupsScreen />, { session: makeSession("group_admin") });
    await screen.findByText("Field Sales", undefined, { timeout: 5000 });
    expect(screen.queryByRole("button", { name: "New group" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Settings" })).toHaveLength(2);
  });
});
