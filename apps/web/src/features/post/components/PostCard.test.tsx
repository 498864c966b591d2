// @vitest-environment jsdom

import type { Post } from "@chorus/shared/post/post.contract";
import { useQuery } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postKeys } from "../../../api/post-keys.ts";
import { createQueryClient } from "../../../app/query-client.ts";
import { htmlSanitizer } from "../../../lib/sanitize.ts";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeImages, makePost } from "../../../test/fixtures/posts.ts";
import { deferred, renderUi } from "../../../test/render-ui.tsx";
import { PostCard } from "./PostCard.tsx";

// Mantine renders a lot under jsdom; give slow machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Reads the post from the cache, as the feed and the preview do, so optimistic changes show. */
function CachedPostCard({ postId }: { postId: string }) {
  const { data } = useQuery<Post>({
    queryKey: postKeys.detail(postId),
    queryFn: () => new Promise(() => {}),
  });
  return data ? <PostCard post={data} /> : null;
}

describe("PostCard", () => {
  it("clamps the title to 2 lines and the body to 3, with a sanitised body", async () => {
    installFakeServer();
    // DOMPurify loads on demand (PostBody.test.tsx covers the moment before it arrives).
    await htmlSanitizer.load();
    const post = makePost({
      htmlBody: '<p>Hello <img src="x" onerror="alert(1)"><script>alert(2)</script>world</p>',
    });
    renderUi(<PostCard post={post} />);
    const heading = screen.getByRole("heading", { level: 2, name: post.title });
    expect(heading).toHaveAttribute("data-line-clamp");
    expect(heading.style.getPropertyValue("--title-line-clamp")).toBe("2");
    const body = screen.getByTestId("post-body");
    expect(body).toHaveAttribute("data-line-clamp");
    expect(body.style.getPropertyValue("--text-line-clamp")).toBe("3");
    expect(body.innerHTML).not.toContain("onerror");
    expect(body.innerHTML).not.toContain("<script");
    expect(body).toHaveTextContent("Hello world");
    expect(screen.getByRole("article", { name: post.title })).toBeInTheDocument();
  });

  it("shows the whole post without clamps in full mode", () => {
    installFakeServer();
    renderUi(<PostCard post={makePost()} full headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveAttribute("data-line-clamp");
    expect(screen.getByTestId("post-body")).not.toHaveAttribute("data-line-clamp");
  });

  it("shows a link post's first image and source host, the campaign and channel names", () => {
    installFakeServer();
    renderUi(
      <PostCard
        post={makePost({
          imageMetadataList: makeImages(3),
          campaignName: "Launch week",
          campaignColor: "#ff0066",
        })}
      />,
    );
    expect(screen.getAllByRole("img", { name: "Orbit 4 is out" })).toHaveLength(1);
    expect(screen.getByRole("link", { name: /example\.com/ })).toHaveAttribute(
      "href",
      "https://www.example.com/orbit-4",
    );
    expect(screen.getByText("Launch week")).toBeInTheDocument();
    expect(screen.getByText("Product Updates")).toBeInTheDocument();
  });

  it("shows a video's poster and a play button, and plays it with its controls", () => {
    installFakeServer();
    const post = makePost({ type: "video", videoUrl: "/videos/a.mp4", url: null });
    const { container } = renderUi(<PostCard post={post} />);
    expect(container.querySelector("video")).toBeNull();
    expect(container.querySelector('img[src="/images/demo-1.jpg"]')).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Play the video: ${post.title}` }));
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("poster", "/images/demo-1.jpg");
    expect(video).toHaveAttribute("controls");
  });

  it("shows a document post as a slideshow with its title, page count and a link to open it", () => {
    installFakeServer();
    const post = makePost({
      type: "document",
      imageMetadataList: [],
      document: {
        title: "Annual report",
        url: "https://files.example.com/report.pdf",
        pageCount: 3,
        imageList: ["/images/p1.jpg", "/images/p2.jpg", "/images/p3.jpg"],
      },
    });
    renderUi(<PostCard post={post} />);
    expect(screen.getByTestId("slideshow-counter")).toHaveTextContent("1 / 3");
    // The document title is shown once (above the first page), not again under the slideshow.
    expect(screen.getAllByText("Annual report")).toHaveLength(1);
    expect(screen.getByText("3 pages")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open document" })).toHaveAttribute(
      "href",
      "https://files.example.com/report.pdf",
    );
  });

  it("likes at once and rolls back when the server refuses", async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    installFakeServer({
      routes: ({ method, path }) =>
        method === "POST" && path.startsWith("/api/like/") ? answer.promise : undefined,
    });
    const queryClient = createQueryClient();
    const post = makePost({ likeCount: 3, isLiked: false });
    queryClient.setQueryData(postKeys.detail(post._id), post);
    renderUi(<CachedPostCard postId={post._id} />, { queryClient });

    const like = screen.getByRole("button", { name: /^Like/ });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await user.click(like);
    expect(like).toHaveAttribute("aria-pressed", "true");
    expect(like).toHaveTextContent("4");
    // A second click while the first is under way is ignored.
    await user.click(like);
    expect(like).toHaveAttribute("aria-pressed", "true");
    answer.resolve(jsonResponse(500, { code: "500.0", message: "boom" }));
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "false"));
    expect(like).toHaveTextContent("3");
    expect(await screen.findByText("Your like could not be saved.")).toBeInTheDocument();
  });

  it("bookmarks at once and keeps the server's bookmark id", async () => {
    const user = userEvent.setup();
    const server = installFakeServer({
      routes: ({ method, path, body }) =>
        method === "POST" && path === "/api/bookmark2"
          ? jsonResponse(200, {
              _id: "65c000000000000000000001",
              postId: (body as { postId: string }).postId,
              createdAt: "2026-05-20T10:00:00.000Z",
            })
          : undefined,
    });
    const queryClient = createQueryClient();
    const post = makePost();
    queryClient.setQueryData(postKeys.detail(post._id), post);
    renderUi(<CachedPostCard postId={post._id} />, { queryClient });
    const bookmark = screen.getByRole("button", { name: "Bookmark" });
    await user.click(bookmark);
    expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await waitFor(() =>
      expect(queryClient.getQueryData<Post>(postKeys.detail(post._id))?.bookmarkId).toBe(
        "65c000000000000000000001",
      ),
    );
    expect(server.requests.some((r) => r.method === "POST" && r.path === "/api/bookmark2")).toBe(true);
  });

  it("removes a bookmark at once and puts it back when the server refuses", async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    installFakeServer({
      routes: ({ method, path }) =>
        method === "DELETE" && path.startsWith("/api/bookmark2/") ? answer.promise : undefined,
    });
    const queryClient = createQueryClient();
    const post = makePost({ bookmarkId: "65c000000000000000000002" });
    queryClient.setQueryData(postKeys.detail(post._id), post);
    renderUi(<CachedPostCard postId={post._id} />, { queryClient });
    const bookmark = screen.getByRole("button", { name: "Bookmark" });
    expect(bookmark).toHaveAttribute("aria-pressed", "true");
    await user.click(bookmark);
    expect(bookmark).toHaveAttribute("aria-pressed", "false");
    answer.resolve(jsonResponse(500, { code: "500.0", message: "boom" }));
    await waitFor(() => expect(bookmark).toHaveAttribute("aria-pressed", "true"));
    expect(queryClient.getQueryData<Post>(postKeys.detail(post._id))?.bookmarkId).toBe(
      "65c000000000000000000002",
    );
    expect(await screen.findByText("The bookmark could not be saved.")).toBeInTheDocument();
  });

  it.each([
    ["with pages", ["/p1.jpg", "/p2.jpg"]],
    ["without pages", []],
  ])("shows a document post's title once when the document has the same title (%s)", (_, imageList) => {
    installFakeServer();
    const post = makePost({
      type: "document",
      title: "Annual report 2026",
      imageMetadataList: [],
      document: { title: "Annual report 2026", url: "/doc.pdf", pageCount: 2, imageList },
    });
    renderUi(<PostCard post={post} />);
    expect(screen.getAllByText("Annual report 2026")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Annual report 2026" })).toBeInTheDocument();
  });

  it("shows a document's own title when it differs from the post's", () => {
    installFakeServer();
    const post = makePost({
      type: "document",
      title: "Our third quarter",
      imageMetadataList: [],
      document: { title: "Q3 figures", url: "/doc.pdf", pageCount: 1, imageList: ["/p1.jpg"] },
    });
    renderUi(<PostCard post={post} />);
    expect(screen.getByRole("heading", { name: "Our third quarter" })).toBeInTheDocument();
    expect(screen.getByText("Q3 figures")).toBeInTheDocument();
  });

  it("confirms reading", async () => {
    const user = userEvent.setup();
    installFakeServer({
      routes: ({ method, path }) =>
        method === "POST" && path.endsWith("/confirmread")
          ? jsonResponse(200, { isReadConfirmed: true, confirmedAt: new Date().toISOString() })
          : undefined,
    });
    const queryClient = createQueryClient();
    const post = makePost({ isReadConfirmationRequired: true });
    queryClient.setQueryData(postKeys.detail(post._id), post);
    renderUi(<CachedPostCard postId={post._id} />, { queryClient });
    await user.click(screen.getByRole("button", { name: "Confirm read" }));
    expect(await screen.findByRole("button", { name: "Read confirmed" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("shows a confirmed read as done: green check, disabled, not greyed out, no second request", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    installFakeServer({
      routes: ({ method, path }) => {
        if (method === "POST") calls.push(path);
        return undefined;
      },
    });
    const queryClient = createQueryClient();
    const post = makePost({ isReadConfirmationRequired: true, isReadConfirmed: true });
    queryClient.setQueryData(postKeys.detail(post._id), post);
    renderUi(<CachedPostCard postId={post._id} />, { queryClient });
    const done = screen.getByRole("button", { name: "Read confirmed" });
    expect(done).toHaveAttribute("aria-disabled", "true");
    expect(done).toHaveAttribute("data-state", "done");
    // Mantine's data-disabled would paint it grey, which reads as 'unavailable', not 'done'.
    expect(done).not.toHaveAttribute("data-disabled");
    expect(within(done).getByTestId("read-confirmed-check")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm read" })).not.toBeInTheDocument();
    await user.click(done);
    expect(calls).toEqual([]);
  });
});
