// @vitest-environment jsdom

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import {
  errorResponse,
  type FakeRequest,
  installFakeServer,
  jsonResponse,
} from "../../../test/fake-server.ts";
import { makeComment, makePost } from "../../../test/fixtures/posts.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { authKeys } from "../../auth/api.ts";
import { CommentItem } from "../../comment/components/CommentItem.tsx";
import { languageKeys } from "../../language/query-keys.ts";
import { PostCard } from "../../post/components/PostCard.tsx";

// Mantine renders a lot under jsdom; give slow machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const POST_ID = "65b000000000000000000001";
const germanPost = makePost({
  _id: POST_ID,
  lang: "de",
  title: "Orbit 4 ist da",
  body: "Neu: Offline-Modus.",
  htmlBody: "<p>Neu: <strong>Offline-Modus</strong>.</p>",
});
const translatedPost = {
  _id: POST_ID,
  lang: "en",
  sourceLang: "de",
  title: "Orbit 4 is here",
  body: "New: offline mode.",
  htmlBody: '<p>New: <strong>offline mode</strong>.<img src="x" onerror="alert(1)"></p>',
};

/** A signed-in page whose config and translation language are already known, so nothing races. */
function setup(options: {
  translationEnabled: boolean;
  target?: string;
  routes?: (request: FakeRequest) => Response | Promise<Response> | undefined;
}) {
  const server = installFakeServer({
    translationEnabled: options.translationEnabled,
    routes: options.routes,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.publicConfig, {
    company: null,
    hostNamesACompany: false,
    environment: "test",
    version: "0.0.0",
    translationEnabled: options.translationEnabled,
  });
  queryClient.setQueryData(languageKeys.translationLanguage, {
    translation: { display: "English", value: options.target ?? "en" },
  });
  return { server, queryClient, user: userEvent.setup() };
}

const translateButton = () => screen.queryByRole("button", { name: "Translate" });
const translationRequests = (server: { requests: FakeRequest[] }) =>
  server.requests.filter((r) => r.path.startsWith("/api/translation/"));

describe("TranslateToggle on a post", () => {
  it("is not offered when machine translation is not configured", () => {
    const { server, queryClient } = setup({ translationEnabled: false });
    renderUi(<PostCard post={germanPost} />, { queryClient });
    expect(screen.getByRole("heading", { name: "Orbit 4 ist da" })).toBeInTheDocument();
    expect(translateButton()).not.toBeInTheDocument();
    expect(translationRequests(server)).toEqual([]);
  });

  it("is not offered when the post is already in the reader's translation language", () => {
    const { queryClient } = setup({ translationEnabled: true, target: "de" });
    renderUi(<PostCard post={germanPost} />, { queryClient });
    expect(screen.getByRole("heading", { name: "Orbit 4 ist da" })).toBeInTheDocument();
    expect(translateButton()).not.toBeInTheDocument();
  });

  it("shows the sanitised translation of title and body, and the original again", async () => {
    const { server, queryClient, user } = setup({
      translationEnabled: true,
      routes: (request) =>
        request.path === `/api/translation/post/${POST_ID}?lang=en`
          ? jsonResponse(200, translatedPost)
          : undefined,
    });
    renderUi(<PostCard post={germanPost} full headingLevel={1} />, { queryClient });
    // Nothing is fetched before the reader asks.
    expect(translationRequests(server)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Translate" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Orbit 4 is here" })).toBeInTheDocument();
    const body = screen.getByTestId("post-body");
    expect(body).toHaveTextContent("New: offline mode.");
    expect(body.innerHTML).not.toContain("onerror");
    expect(screen.getByText("Machine-translated")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show original" }));
    expect(screen.getByRole("heading", { level: 1, name: "Orbit 4 ist da" })).toBeInTheDocument();
    expect(screen.getByTestId("post-body")).toHaveTextContent("Neu: Offline-Modus.");

    // Translating again comes from the cache (per post and language).
    await user.click(screen.getByRole("button", { name: "Translate" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Orbit 4 is here" })).toBeInTheDocument();
    expect(translationRequests(server)).toHaveLength(1);
  });

  it("says so when the translation fails, and tries again on the next click", async () => {
    let calls = 0;
    const { server, queryClient, user } = setup({
      translationEnabled: true,
      routes: (request) => {
        if (!request.path.startsWith("/api/translation/post/")) return undefined;
        calls += 1;
        return calls === 1
          ? errorResponse(424, "424.90", "The translation service did not answer. Try again later.")
          : jsonResponse(200, translatedPost);
      },
    });
    renderUi(<PostCard post={germanPost} />, { queryClient });

    await user.click(screen.getByRole("button", { name: "Translate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The translation could not be loaded. Try again later.",
    );
    expect(screen.getByRole("heading", { name: "Orbit 4 ist da" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Translate" }));
    expect(await screen.findByRole("heading", { name: "Orbit 4 is here" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(translationRequests(server)).toHaveLength(2);
  });
});

describe("TranslateToggle on a comment", () => {
  const comment = makeComment({ text: "Hyvää työtä!" });
  const renderComment = (queryClient: ReturnType<typeof createQueryClient>) =>
    renderUi(
      <ul>
        <CommentItem
          comment={comment}
          mode="view"
          pending={false}
          onModeChange={() => {}}
          onSave={() => {}}
          onDelete={() => {}}
        />
      </ul>,
      { queryClient },
    );

  it("is not offered when machine translation is not configured", () => {
    const { queryClient } = setup({ translationEnabled: false });
    renderComment(queryClient);
    expect(screen.getByText("Hyvää työtä!")).toBeInTheDocument();
    expect(translateButton()).not.toBeInTheDocument();
  });

  it("is offered whenever translation is enabled, and toggles between translation and original", async () => {
    const { server, queryClient, user } = setup({
      translationEnabled: true,
      routes: (request) =>
        request.path === `/api/translation/comment/${comment.comment.id}?lang=en`
          ? jsonResponse(200, { id: comment.comment.id, lang: "en", sourceLang: "fi", text: "Great work!" })
          : undefined,
    });
    renderComment(queryClient);
    const item = screen.getByRole("listitem");

    await user.click(within(item).getByRole("button", { name: "Translate" }));
    expect(await within(item).findByText("Great work!")).toBeInTheDocument();
    expect(within(item).queryByText("Hyvää työtä!")).not.toBeInTheDocument();

    await user.click(within(item).getByRole("button", { name: "Show original" }));
    expect(within(item).getByText("Hyvää työtä!")).toBeInTheDocument();
    await waitFor(() => expect(translationRequests(server)).toHaveLength(1));
  });
});
