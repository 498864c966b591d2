// @vitest-environment jsdom

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeChannel, makePost } from "../../../test/fixtures/posts.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { emptyValues, valuesFromPost } from "../editor-values.ts";
import { PostEditor } from "./PostEditor.tsx";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const CHANNEL = "65a0000000000000000000c1";
const channels = [
  { ...makeChannel({ _id: CHANNEL, name: "Product Updates" }), isManager: true },
  { ...makeChannel({ _id: "65a0000000000000000000c2", name: "Random" }), isManager: false },
];

function server(blockedWord: string | null = null) {
  return installFakeServer({
    session: makeSession("admin"),
    routes: ({ method, path }) => {
      if (path === "/api/channel?list=true") return jsonResponse(200, channels);
      if (path === "/api/campaign") return jsonResponse(200, []);
      if (path === "/api/blockword/validate")
        return jsonResponse(200, blockedWord ? { valid: false, word: blockedWord } : { valid: true });
      if (method === "POST" && path === "/api/post3")
        return jsonResponse(200, { type: "published", post: makePost({ _id: "65b0000000000000000000f1" }) });
      return undefined;
    },
  });
}

const ready = { ...emptyValues("article"), title: "Launch day", channelIds: [CHANNEL] };

/** The channel list as the server gives it to this session: an admin manages every channel. */
function channelServer(session: ReturnType<typeof makeSession>) {
  return installFakeServer({
    session,
    routes: ({ path }) => {
      if (path === "/api/channel?list=true")
        return jsonResponse(200, [
          { ...makeChannel({ _id: CHANNEL, name: "Product Updates" }), isManager: session.role === "admin" },
          {
            ...makeChannel({ _id: "65a0000000000000000000c2", name: "Random" }),
            isManager: session.role === "admin",
          },
          {
            ...makeChannel({ _id: "65a0000000000000000000c3", name: "Closed down" }),
            isManager: true,
            status: "inactive",
          },
        ]);
      if (path === "/api/campaign") return jsonResponse(200, []);
      return undefined;
    },
  });
}

describe("PostEditor", () => {
  it("switches the fields with the post type", async () => {
    server();
    const user = userEvent.setup();
    renderUi(<PostEditor postId={null} initial={emptyValues("article")} />, {
      session: makeSession("admin"),
    });
    const types = screen.getByRole("radiogroup", { name: "Post type" });

    await user.click(within(types).getByText("Link"));
    expect(screen.getByRole("textbox", { name: /Link/ })).toBeRequired();

    await user.click(within(types).getByText("Image"));
    expect(screen.getByText("Upload up to 10 images")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Link/ })).not.toBeInTheDocument();

    await user.click(within(types).getByText("Survey"));
    expect(screen.getByRole("textbox", { name: "Question 1" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Sharing" })).not.toBeInTheDocument();

    await user.click(within(types).getByText("Document"));
    expect(screen.getByRole("button", { name: "Choose a PDF" })).toBeInTheDocument();
    await user.click(within(types).getByText("Video"));
    expect(screen.getByRole("button", { name: "Choose a video" })).toBeInTheDocument();
  });

  it("shows the validation messages on save", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    renderUi(<PostEditor postId={null} initial={emptyValues("link")} />, { session: makeSession("admin") });
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText("A post needs a title")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one channel")).toBeInTheDocument();
    expect(screen.getByText("Enter a link starting with http:// or https://")).toBeInTheDocument();
    expect(requests.some((r) => r.path === "/api/post3")).toBe(false);
  });

  it("keeps the schedule at or after now", async () => {
    server();
    const user = userEvent.setup();
    const past = { ...ready, publishedAt: new Date(Date.now() - 3_600_000) };
    renderUi(<PostEditor postId={null} initial={past} />, { session: makeSession("admin") });
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The publication date can't be in the past")).toBeInTheDocument();
  });

  it("names the blocked word and does not save", async () => {
    const { requests } = server("darn");
    const user = userEvent.setup();
    renderUi(<PostEditor postId={null} initial={ready} />, { session: makeSession("admin") });
    await waitFor(() => expect(requests.some((r) => r.path === "/api/channel?list=true")).toBe(true));
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText('The text contains a blocked word: "darn"')).toBeInTheDocument();
    expect(requests.some((r) => r.path === "/api/post3")).toBe(false);
  });

  it("publishes to a managed channel with the chosen options", async () => {
    const { requests } = server();
    const user = userEvent.setup();
    renderUi(<PostEditor postId={null} initial={ready} />, { session: makeSession("admin") });
    await user.click(await screen.findByRole("checkbox", { name: "Featured in the feed" }));
    await user.click(screen.getByRole("checkbox", { name: "Read confirmation required" }));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === "POST" && r.path === "/api/post3")).toBe(true),
    );
    const sent = requests.find((r) => r.method === "POST" && r.path === "/api/post3");
    expect(sent?.body).toMatchObject({
      type: "article",
      title: "Launch day",
      channelList: [{ _id: CHANNEL }],
      featured: true,
      isReadConfirmationRequired: true,
      publishedAt: null,
    });
  });

  it("proposes when the writer manages none of the channels", async () => {
    server();
    renderUi(<PostEditor postId={null} initial={{ ...ready, channelIds: ["65a0000000000000000000c2"] }} />, {
      session: makeSession("sharer", { company: { isUserPublishEnabled: true } }),
    });
    expect(await screen.findByRole("button", { name: "Propose" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Featured in the feed" })).not.toBeInTheDocument();
  });

  it("says 'Propose' to a sharer before any channel is picked, and hides the curator options", async () => {
    channelServer(makeSession("sharer", { company: { isUserPublishEnabled: true } }));
    renderUi(<PostEditor postId={null} initial={{ ...ready, channelIds: [] }} />, {
      session: makeSession("sharer", { company: { isUserPublishEnabled: true } }),
    });
    expect(await screen.findByRole("button", { name: "Propose" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Featured in the feed" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Read confirmation required" })).not.toBeInTheDocument();
  });

  it.each([
    [
      "a sharer where users may publish",
      makeSession("sharer", { company: { isUserPublishEnabled: true } }),
      ["Propose to", "Product Updates", "Random"],
    ],
    ["a sharer where users may not publish", makeSession("sharer"), []],
    ["an admin", makeSession("admin"), ["Publish to", "Product Updates", "Random"]],
  ])("offers %s only the channels the server accepts", async (_, session, expected) => {
    channelServer(session);
    const user = userEvent.setup();
    renderUi(<PostEditor postId={null} initial={emptyValues("article")} />, { session });
    await user.click(await screen.findByRole("combobox", { name: /^Channels/ }));
    // Group labels and options, in order; the inactive channel is never offered.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll("[role=option], .mantine-MultiSelect-groupLabel")].map(
          (o) => o.textContent,
        ),
      ).toEqual(expected),
    );
  });

  it("shows no link or embed field on an article; a link has both", async () => {
    server();
    const user = userEvent.setup();
    renderUi(<PostEditor postId={null} initial={emptyValues("article")} />, {
      session: makeSession("admin"),
    });
    await screen.findByRole("button", { name: "Publish" });
    expect(screen.queryByRole("textbox", { name: /Link/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Embed from")).not.toBeInTheDocument();
    await user.click(within(screen.getByRole("radiogroup", { name: "Post type" })).getByText("Link"));
    expect(screen.getByRole("textbox", { name: /Link/ })).toBeInTheDocument();
    expect(screen.getByLabelText("Embed from")).toBeInTheDocument();
  });

  it("builds a survey: questions of the four types, options for choices", async () => {
    server();
    const user = userEvent.setup();
    renderUi(<PostEditor postId={null} initial={emptyValues("survey")} />, { session: makeSession("admin") });
    expect(screen.getAllByRole("textbox", { name: /Question 1, option/ })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Add an option to question 1" }));
    expect(screen.getAllByRole("textbox", { name: /Question 1, option/ })).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Add a question" }));
    expect(screen.getByRole("textbox", { name: "Question 2" })).toBeInTheDocument();
    await user.click(screen.getAllByRole("combobox", { name: "Question type" }).at(1) ?? document.body);
    await user.click(await screen.findByRole("option", { name: "Short text" }));
    expect(screen.queryAllByRole("textbox", { name: /Question 2, option/ })).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Remove question 2" }));
    expect(screen.queryByRole("textbox", { name: "Question 2" })).not.toBeInTheDocument();
  });
});

describe("PostEditor on an edit", () => {
  const POST = "65b0000000000000000000e1";
  function editServer(saved: "published" | "schedule") {
    return installFakeServer({
      session: makeSession("admin"),
      routes: ({ method, path }) => {
        if (path === "/api/channel?list=true") return jsonResponse(200, channels);
        if (path === "/api/campaign") return jsonResponse(200, []);
        if (path === "/api/blockword/validate") return jsonResponse(200, { valid: true });
        if (method === "PUT" && path === `/api/post3/${POST}`)
          return jsonResponse(200, { type: saved, post: makePost({ _id: POST }) });
        return undefined;
      },
    });
  }

  it("says 'Save' when the edit keeps the channels and dates as they are, and sends a PUT", async () => {
    const { requests } = editServer("published");
    const user = userEvent.setup();
    const post = makePost({ _id: POST, status: "published" });
    renderUi(<PostEditor postId={POST} initial={valuesFromPost(post)} post={post} />, {
      session: makeSession("admin"),
    });
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(screen.queryByRole("button", { name: "Publish" })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({ action: "update" });
  });

  it("a scheduled post whose date is cleared says 'Publish' and sends publishedAt null", async () => {
    const { requests } = editServer("published");
    const user = userEvent.setup();
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const post = makePost({ _id: POST, status: "scheduled", publishedAt: future });
    const initial = valuesFromPost(post);
    expect(initial.publishedAt?.toISOString()).toBe(future);
    renderUi(<PostEditor postId={POST} initial={{ ...initial, publishedAt: null }} post={post} />, {
      session: makeSession("admin"),
    });
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      action: "update",
      publishedAt: null,
    });
  });
});
