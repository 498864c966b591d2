// @vitest-environment jsdom
import type { Comment, Post } from "@chorus/shared/post/post.contract";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postKeys } from "../../../api/post-keys.ts";
import { createQueryClient } from "../../../app/query-client.ts";
import { type FakeRequest, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeComment, makePost } from "../../../test/fixtures/posts.ts";
import { deferred, renderUi } from "../../../test/render-ui.tsx";
import { CommentsSection } from "./CommentsSection.tsx";

// Mantine renders a lot under jsdom; give slow machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const first = makeComment({ text: "First!", addedAt: new Date(2026, 0, 1).toISOString() });
const second = makeComment({ text: "Second thoughts", addedAt: new Date(2026, 0, 2).toISOString() });
const third = makeComment({ text: "Third and latest", addedAt: new Date(2026, 0, 3).toISOString() });
const thread = [first, second, third];

function setup(
  options: { routes?: (request: FakeRequest) => Response | Promise<Response> | undefined } = {},
) {
  const server = installFakeServer({
    routes: (request) => {
      const custom = options.routes?.(request);
      if (custom) return custom;
      if (request.method === "GET" && request.path.startsWith("/api/comment?"))
        return jsonResponse(200, { commentEnabled: true, commentCount: 3, commentList: thread });
      return undefined;
    },
  });
  const post = makePost({ commentCount: 3, commentList: [third] });
  const queryClient = createQueryClient();
  queryClient.setQueryData(postKeys.detail(post._id), post);
  const view = renderUi(<CachedComments postId={post._id} />, { queryClient });
  return { ...view, server, user: userEvent.setup() };
}

/** The section reads its post from the cache, as on the feed, so the post's count and latest comment follow. */
function CachedComments({ postId }: { postId: string }) {
  const { data } = useQuery<Post>({
    queryKey: postKeys.detail(postId),
    queryFn: () => new Promise(() => {}),
  });
  return data ? <CommentsSection post={data} /> : null;
}

const commentItem = (name: RegExp | string) =>
  screen.getAllByRole("listitem").find((li) => li.textContent?.match(name));

describe("CommentsSection (core §2, §4)", () => {
  it("says so when the author disabled comments", () => {
    installFakeServer();
    renderUi(<CommentsSection post={makePost({ commentEnabled: false })} />);
    expect(screen.getByText("The author has disabled comments.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows the count and the latest comment, then all of them on demand", async () => {
    const { user } = setup();
    expect(screen.getByRole("heading", { name: "3 comments" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("Third and latest")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show all comments" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(3));
    const texts = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(texts[0]).toContain("First!");
    expect(texts[2]).toContain("Third and latest");
    await user.click(screen.getByRole("button", { name: "Hide comments" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("keeps only one comment in edit mode at a time; cancel returns to view", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Show all comments" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(3));
    const editButtons = screen.getAllByRole("button", { name: /^Edit the comment/ });
    await user.click(editButtons[0] as HTMLElement);
    expect(await screen.findAllByRole("textbox", { name: "Edit your comment" })).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Edit your comment" })).toHaveValue("First!");
    await user.click(
      within(commentItem("Third and latest") as HTMLElement).getByRole("button", { name: /^Edit/ }),
    );
    const editors = screen.getAllByRole("textbox", { name: "Edit your comment" });
    expect(editors).toHaveLength(1);
    expect(editors[0]).toHaveValue("Third and latest");
    await user.click(
      within(commentItem("Third and latest") as HTMLElement).getByRole("button", { name: "Cancel" }),
    );
    expect(screen.queryByRole("textbox", { name: "Edit your comment" })).not.toBeInTheDocument();
  });

  it("saves an edit, ignoring blank text", async () => {
    const { user, server } = setup({
      routes: ({ method, path, body }) =>
        method === "PUT" && path === `/api/comment/${third.comment.id}`
          ? jsonResponse(200, {
              ...third,
              comment: { ...third.comment, text: (body as { text: string }).text },
            })
          : undefined,
    });
    await user.click(screen.getByRole("button", { name: /^Edit the comment/ }));
    const editor = await screen.findByRole("textbox", { name: "Edit your comment" });
    await user.clear(editor);
    await user.type(editor, "   ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(server.requests.some((r) => r.method === "PUT")).toBe(false);
    await user.clear(editor);
    await user.type(editor, "Edited text");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Edited text")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Edit your comment" })).not.toBeInTheDocument();
    expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({ text: "Edited text" });
  });

  it("asks before deleting: 'Cancel, keep it' keeps it, 'Yes, delete' deletes it", async () => {
    const { user, server } = setup({
      routes: ({ method, path }) =>
        method === "DELETE" && path === `/api/comment/${third.comment.id}`
          ? jsonResponse(200, { id: third.comment.id, deleted: true })
          : undefined,
    });
    await user.click(screen.getByRole("button", { name: /^Delete the comment/ }));
    expect(screen.getByText("Delete this comment?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel, keep it" }));
    expect(screen.queryByText("Delete this comment?")).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: /^Delete the comment/ }));
    await user.click(screen.getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(screen.queryByText("Third and latest")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "2 comments" })).toBeInTheDocument();
  });

  it("posts a new comment, ignores blank text and ignores actions while a request is pending", async () => {
    const answer = deferred<Response>();
    const created: Comment = makeComment({ text: "Nice one", addedAt: new Date(2026, 0, 4).toISOString() });
    const { user, server } = setup({
      routes: ({ method, path }) =>
        method === "POST" && path === "/api/comment" ? answer.promise : undefined,
    });
    const box = await screen.findByRole("textbox", { name: "Write a comment" });
    await user.type(box, "   ");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(server.requests.filter((r) => r.method === "POST" && r.path === "/api/comment")).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "Nice one");
    await user.click(screen.getByRole("button", { name: "Post" }));
    // Pending: a second Post, an edit or a delete is ignored.
    await user.click(screen.getByRole("button", { name: "Post" }));
    await user.click(screen.getByRole("button", { name: /^Edit the comment/ }));
    expect(screen.queryByRole("textbox", { name: "Edit your comment" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Delete the comment/ }));
    expect(screen.queryByText("Delete this comment?")).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === "POST" && r.path === "/api/comment")).toHaveLength(1);

    answer.resolve(jsonResponse(200, created));
    await waitFor(() => expect(box).toHaveValue(""));
    expect(screen.getByRole("heading", { name: "4 comments" })).toBeInTheDocument();
    expect(within(commentItem("Nice one") as HTMLElement).getByText("Nice one")).toBeInTheDocument();
  });

  it("Cancel empties the new comment", async () => {
    const { user } = setup();
    const box = await screen.findByRole("textbox", { name: "Write a comment" });
    await user.type(box, "Draft");
    const form = box.closest("form") as HTMLElement;
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(box).toHaveValue("");
  });

  it("on a feed card, a 'Write a comment' button opens the form, and Cancel closes it with the focus back on the button", async () => {
    installFakeServer();
    const user = userEvent.setup();
    const post = makePost({ commentCount: 0, commentList: [] });
    renderUi(<CommentsSection post={post} formCollapsed />);
    expect(screen.queryByRole("textbox", { name: "Write a comment" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Write a comment" }));
    const box = await screen.findByRole("textbox", { name: "Write a comment" });
    expect(box).toHaveFocus();
    await user.type(box, "Draft");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox", { name: "Write a comment" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Write a comment" })).toHaveFocus());
  });
});
