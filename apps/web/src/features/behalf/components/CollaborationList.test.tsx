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

  it("shows the writer a request as pending, with Remind and without Approve or Reject", async () => {
    const writerView: Collaboration = {
      ...collaboration("pending"),
      contentOwnerId: WRITER,
      contentWriterId: OWNER,
      contentOwner: person(WRITER, "Wim"),
      contentWriter: person(OWNER, "Olga"),
      abilities: { canDecide: false, canNotifyOwner: true, canDelete: true },
    };
    const server = installFakeServer({
      routes: (request) =>
        request.path === `/api/behalf_post/collaborations/${WRITER}/notify_owner`
          ? jsonResponse(200, writerView)
          : undefined,
    });
    renderUi(<CollaborationList collaborations={[writerView]} />, { session });
    const item = screen.getByRole("listitem");
    expect(within(item).getByText("You write on behalf of Wim Berg")).toBeInTheDocument();
    expect(within(item).getByText("Pending")).toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(item).queryByRole("button", { name: "Reject" })).toBeNull();
    await userEvent.click(within(item).getByRole("button", { name: "Remind" }));
    expect(await screen.findByText("Wim Berg was reminded")).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `POST /api/behalf_post/collaborations/${WRITER}/notify_owner`,
    );
  });

  it("searches the company's people by what the writer types and sends a request to the one picked", async () => {
    const olga = person(OWNER, "Olga");
    const server = installFakeServer({
      routes: (request) => {
        if (request.path.startsWith("/api/behalf_post/owner-candidates?")) {
          const q = new URL(request.path, "http://x").searchParams.get("q") ?? "";
          return jsonResponse(200, {
            candidateList: q === "" || "olga berg".includes(q.toLowerCase()) ? [olga] : [],
          });
        }
        if (request.method === "PUT" && request.path === "/api/behalf_post/collaborations")
          return jsonResponse(200, collaboration("pending"));
        return undefined;
      },
    });
    renderUi(<RequestCollaborationForm />, { session });
    const box = screen.getByPlaceholderText("Choose a person");
    await userEvent.type(box, "zz");
    expect(await screen.findByText("Nobody found")).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.map((r) => r.path)).toContain("/api/behalf_post/owner-candidates?q=zz"),
    );
    await userEvent.clear(box);
    await userEvent.type(box, "olg");
    await userEvent.click(await screen.findByRole("option", { name: "Olga Berg" }));
    expect(server.requests.map((r) => r.path)).toContain("/api/behalf_post/owner-candidates?q=olg");
    await userEvent.click(screen.getByRole("checkbox", { name: "Share to their networks" }));
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({
        contentOwnerId: OWNER,
        isPostCreationEnabled: true,
        isExternalShareEnabled: true,
      }),
    );
    expect(
      await screen.findByText(
        "Your request was sent to Olga Berg: you can write on their behalf once they approve it",
      ),
    ).toBeInTheDocument();
  });
});
