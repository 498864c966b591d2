// @vitest-environment jsdom

import type { Post } from "@chorus/shared/post/post.contract";
import type { Session2 } from "@chorus/shared/session/session.contract";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers.tsx";
import { createQueryClient } from "../../../app/query-client.ts";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makePost } from "../../../test/fixtures/posts.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { SessionProvider } from "../../session/session-context.tsx";
import { PostPreviewScreen } from "./PostPreviewScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The preview on its own route, so useParams names the post as in the app. */
function renderPreview(path: string, session: Session2 = makeSession("sharer")) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter([{ path: "/preview/:postId", element: <PostPreviewScreen /> }], {
    initialEntries: [path],
  });
  return render(
    <Providers queryClient={queryClient} env="test">
      <SessionProvider value={{ session, canPostOnBehalf: false }}>
        <RouterProvider router={router} />
      </SessionProvider>
    </Providers>,
  );
}

const serve = (post: Post | null) =>
  installFakeServer({
    routes: ({ method, path }) => {
      if (method !== "GET") return undefined;
      if (path === `/api/post3/${post?._id ?? "65b0000000000000000000ff"}`)
        return post
          ? jsonResponse(200, post)
          : jsonResponse(
              404,
              { code: "404.0", message: "Post not found" },
              { "x-smarp-error-code": "404.0" },
            );
      if (path.startsWith("/api/comment?"))
        return jsonResponse(200, { commentEnabled: true, commentCount: 0, commentList: [] });
      if (path.startsWith("/api/user/readers/"))
        return jsonResponse(200, {
          readerList: [
            {
              _id: "65a000000000000000000a01",
              firstName: "Emma",
              lastName: "Lindqvist",
              avatarUrl: null,
              confirmedAt: new Date(2026, 0, 6).toISOString(),
            },
          ],
        });
      return undefined;
    },
  });

describe("PostPreviewScreen (/preview/{postId})", () => {
  it("shows the whole post as the page's heading, without focusing the comment box by default", async () => {
    const post = makePost({ _id: "65b0000000000000000000a1" });
    serve(post);
    renderPreview(`/preview/${post._id}`);
    expect(await screen.findByRole("heading", { level: 1, name: post.title })).toBeInTheDocument();
    const box = await screen.findByRole("textbox", { name: "Write a comment" });
    expect(box).not.toHaveFocus();
    expect(screen.getByRole("link", { name: /feed/i })).toHaveAttribute("href", "/");
  });

  it.each(["true", "1"])("isCommentFocus=%s focuses the comment box", async (flag) => {
    const post = makePost({ _id: "65b0000000000000000000a2" });
    serve(post);
    renderPreview(`/preview/${post._id}?isCommentFocus=${flag}`);
    expect(await screen.findByRole("textbox", { name: "Write a comment" })).toHaveFocus();
  });

  it("says when the post does not exist or is not readable", async () => {
    serve(null);
    renderPreview("/preview/65b0000000000000000000ff");
    expect(
      await screen.findByText("This post does not exist or is no longer available."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("shows a manager the read confirmations with the filter and the CSV export", async () => {
    const post = makePost({
      _id: "65b0000000000000000000a3",
      isReadConfirmationRequired: true,
      abilities: { ...makePost().abilities, canManage: true, canSeeConfirmations: true },
    });
    serve(post);
    renderPreview(`/preview/${post._id}`, makeSession("admin"));
    expect(await screen.findByRole("heading", { level: 2, name: "Read confirmations" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Filter by name" })).toBeInTheDocument();
    expect(await screen.findByText("Emma Lindqvist")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export" })).toHaveAttribute(
      "href",
      `/api/post3/${post._id}/confirmations/export`,
    );
  });

  it("shows a reader the confirm button but neither the list nor the export", async () => {
    const post = makePost({ _id: "65b0000000000000000000a4", isReadConfirmationRequired: true });
    serve(post);
    renderPreview(`/preview/${post._id}`);
    expect(await screen.findByRole("button", { name: "Confirm read" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Read confirmations" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Export" })).not.toBeInTheDocument();
  });
});
