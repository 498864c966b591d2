// @vitest-environment jsdom

import type { Post } from "@chorus/shared/post/post.contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makePost } from "../../../test/fixtures/posts.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { PostCardMenu } from "./PostCardMenu.tsx";
import { ProposalBar } from "./ProposalBar.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const POST_ID = "65b000000000000000000001";
const CHANNEL = "65a0000000000000000000c1";
const abilities = (overrides: Partial<Post["abilities"]> = {}): Post["abilities"] => ({
  canEdit: false,
  canDelete: false,
  canManage: false,
  canShare: true,
  canComment: true,
  canSeeConfirmations: false,
  ...overrides,
});
const proposed = (manage: boolean) =>
  makePost({
    status: "proposed",
    abilities: abilities({ canManage: manage, canEdit: manage }),
    fullChannelList: [
      {
        _id: CHANNEL,
        name: "Product Updates",
        isManager: manage,
        isPrivate: false,
        status: "proposed",
        publishedAt: null,
        archivedAt: null,
      },
    ],
  });

/** Answers writes as the server does: a deletion with the id, any other write with the post. */
function server() {
  return installFakeServer({
    routes: ({ method, path }) => {
      if (method === "GET" || !path.startsWith("/api/post3/")) return undefined;
      const postId = path.split("/")[3] ?? "";
      if (method === "DELETE") return jsonResponse(200, { _id: postId });
      return jsonResponse(200, { type: "published", post: makePost({ _id: postId }) });
    },
  });
}

describe("PostCardMenu", () => {
  it("is not shown to those who may not manage the post", () => {
    server();
    renderUi(<PostCardMenu post={makePost({ abilities: abilities() })} />);
    expect(screen.queryByRole("button", { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it("offers edit, archive and delete by abilities on a published post", async () => {
    server();
    const user = userEvent.setup();
    renderUi(
      <PostCardMenu
        post={makePost({ abilities: abilities({ canEdit: true, canManage: true, canDelete: true }) })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Actions for Orbit 4 is out" }));
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Archive" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Delete" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Reactivate" })).not.toBeInTheDocument();
  });

  it("only edits when the writer may edit but not manage", async () => {
    server();
    const user = userEvent.setup();
    renderUi(<PostCardMenu post={makePost({ abilities: abilities({ canEdit: true }) })} />);
    await user.click(screen.getByRole("button", { name: /Actions for/ }));
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Archive" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("reactivates an archived post", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    renderUi(
      <PostCardMenu post={makePost({ status: "archived", abilities: abilities({ canManage: true }) })} />,
    );
    await user.click(screen.getByRole("button", { name: /Actions for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Reactivate" }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: "PUT",
        path: `/api/post3/${POST_ID}`,
        body: { action: "reactivate" },
      }),
    );
  });

  it("deletes only after confirmation", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    renderUi(<PostCardMenu post={makePost({ abilities: abilities({ canDelete: true }) })} />);
    await user.click(screen.getByRole("button", { name: /Actions for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    expect(await screen.findByText("Delete this post?")).toBeInTheDocument();
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Yes, delete" }));
    await waitFor(() =>
      expect(requests).toContainEqual({ method: "DELETE", path: `/api/post3/${POST_ID}`, body: undefined }),
    );
  });

  it("approves and rejects per channel from the menu", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    renderUi(<PostCardMenu post={proposed(true)} />);
    await user.click(screen.getByRole("button", { name: /Actions for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Reject in Product Updates" }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: "PUT",
        path: `/api/post3/${POST_ID}/channel/${CHANNEL}/status`,
        body: { status: "rejected" },
      }),
    );
  });
});

describe("ProposalBar", () => {
  it("approves a proposal in a channel the curator manages", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    renderUi(<ProposalBar post={proposed(true)} />);
    expect(screen.getByText("Proposed in Product Updates")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve in Product Updates" }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: "PUT",
        path: `/api/post3/${POST_ID}/channel/${CHANNEL}/status`,
        body: { status: "approved" },
      }),
    );
  });

  it("shows nothing to those who do not manage the channel", () => {
    server();
    renderUi(<ProposalBar post={proposed(false)} />);
    expect(screen.queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
  });
});
