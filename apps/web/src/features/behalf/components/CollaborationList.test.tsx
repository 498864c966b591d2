// @vitest-environment jsdom

import type { Collaboration } from "@chorus/shared/behalf/behalf.contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { CollaborationList } from "./CollaborationList.tsx";
import { RequestCollaborationForm } from "./RequestCollaborationForm.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const session = makeSession("sharer");
const OWNER = session.user._id;
const WRITER = "65a0000000000000000000w1".replace("w", "0");
const person = (id: string, firstName: string) => ({ _id: id, firstName, lastName: "Berg", avatarUrl: null });
const collaboration = (
  status: Collaboration["status"],
  statusMessage: string | null = null,
): Collaboration => ({
  _id: "65d000000000000000000001",
  contentOwnerId: OWNER,
  contentWriterId: WRITER,
  contentOwner: person(OWNER, "Olga"),
  contentWriter: person(WRITER, "Wim"),
  status,
  isPostCreationEnabled: true,
  isExternalShareEnabled: false,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  notifiedAt: null,
  statusMessage,
  abilities: { canDecide: status === "pending", canNotifyOwner: false, canDelete: true },
});

describe("collaborations", () => {
  it.each([
    ["Approve", "approved", "Collaboration has been approved on your profile"],
    ["Reject", "rejected", "Collaboration request has been denied"],
  ] as const)("%s shows the spec's toast", async (button, status, toast) => {
    const server = installFakeServer({
      routes: (request) =>
        request.path === `/api/behalf_post/collaborations/${OWNER}/status`
          ? jsonResponse(200, collaboration(status, toast))
          : undefined,
    });
    renderUi(<CollaborationList collaborations={[collaboration("pending")]} />, { session });
    const item = screen.getByRole("listitem");
    expect(within(item).getByText("Wim Berg writes on your behalf")).toBeInTheDocument();
    await userEvent.click(within(item).getByRole("button", { name: button }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === "POST")?.body).toEqual({
      status,
      contentWriterId: WRITER,
    });
  });

  it("sends a request to a content owner", async () => {
    const server = installFakeServer({
      routes: (request) =>
        request.method === "PUT" && request.path === "/api/behalf_post/collaborations"
          ? jsonResponse(200, collaboration("pending"))
          : undefined,
    });
    renderUi(<RequestCollaborationForm candidates={[{ _id: OWNER, name: "Olga Berg" }]} />, { session });
    await userEvent.click(screen.getByPlaceholderText("Choose a person"));
    await userEvent.click(await screen.findByRole("option", { name: "Olga Berg" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Share to their networks" }));
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({
        contentOwnerId: OWNER,
        isPostCreationEnabled: true,
        isExternalShareEnabled: true,
      }),
    );
    expect(await screen.findByText("Your request was sent")).toBeInTheDocument();
  });
});
