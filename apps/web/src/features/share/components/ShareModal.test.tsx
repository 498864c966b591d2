// @vitest-environment jsdom

import type { Post } from "@chorus/shared/post/post.contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, type FakeRoute, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makePost } from "../../../test/fixtures/posts.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { ShareModal } from "./ShareModal.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SHARE_ID = "65c000000000000000000001";
const session = (labs: string[] = [], connected = true) =>
  makeSession("sharer", {
    company: {
      smarpLabList: labs,
      SocnetOrderedSet: (["Linkedin", "Twitter", "Xing"] as const).map((Name) => ({
        Name,
        SharingPoint: 10,
        authEnabled: true,
      })),
      SocnetMap: { Linkedin: { Signature: "via Acme" } },
    },
    user: { connected: { linkedin: connected, twitter: connected, facebook: false, xing: false } },
  });

const created = (overrides: Record<string, unknown> = {}) => ({
  _id: SHARE_ID,
  point: 10,
  rewardPoint: 0,
  time: new Date().toISOString(),
  status: "shared",
  link: "http://localhost/s/abcdefgh",
  dialogUrl: null,
  externalId: "urn:li:share:1",
  ...overrides,
});

function setup(
  routes: FakeRoute,
  options: { post?: Post; labs?: string[]; connected?: boolean; network?: string } = {},
) {
  const server = installFakeServer({
    routes: (request) => {
      const custom = routes(request);
      if (custom) return custom;
      if (request.path === "/api/socnet/connections")
        return jsonResponse(200, [
          {
            network: "linkedin",
            connected: options.connected ?? true,
            expiresAt: null,
            needsReconnect: false,
          },
          {
            network: "twitter",
            connected: options.connected ?? true,
            expiresAt: null,
            needsReconnect: false,
          },
        ]);
      if (request.path.startsWith("/api/share?postId=")) return jsonResponse(200, { shareList: [] });
      return undefined;
    },
  });
  const onClose = vi.fn();
  const post = options.post ?? makePost();
  const view = renderUi(
    <ShareModal post={post} opened onClose={onClose} initialNetwork={options.network ?? "linkedin"} />,
    { session: session(options.labs, options.connected ?? true) },
  );
  return { ...view, server, onClose, post };
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("ShareModal", () => {
  it("offers the post's networks and says why the others are not offered", async () => {
    setup(() => undefined, { post: makePost({ type: "image" }) });
    expect(await screen.findByRole("tab", { name: "LinkedIn" })).toBeInTheDocument();
    expect(tab("Twitter")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Xing" })).not.toBeInTheDocument();
    expect(screen.getByText(/Xing: Image posts cannot be shared to Xing/)).toBeInTheDocument();
  });

  it("counts comment plus signature live and shows 'Comment size exceeded for {network}'", async () => {
    setup(() => undefined);
    const box = await screen.findByLabelText("Your message for LinkedIn");
    fireEvent.change(box, { target: { value: "Hello" } });
    // 5 characters + 1 + "via Acme" (8) = 14 of LinkedIn's 2950.
    expect(screen.getByTestId("share-count")).toHaveTextContent("14 / 2950");
    fireEvent.change(box, { target: { value: "x".repeat(2950 - 9 + 1) } });
    expect(screen.getByTestId("share-count")).toHaveTextContent("2951 / 2950");
    expect(screen.getByText("Comment size exceeded for LinkedIn")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share now on LinkedIn" })).toBeDisabled();
  });

  it("starts Twitter with the title truncated with an ellipsis", async () => {
    const title = "T".repeat(300);
    setup(() => undefined, { post: makePost({ title }), network: "twitter" });
    const box = (await screen.findByLabelText("Your message for Twitter")) as HTMLTextAreaElement;
    expect(box.value).toBe(`${"T".repeat(254)}…`);
    expect(screen.getByTestId("share-count")).toHaveTextContent("255 / 255");
  });

  it("shares now to LinkedIn with the message and shows '+N points'", async () => {
    const { server, onClose } = setup((request) =>
      request.method === "POST" && request.path === "/api/share" ? jsonResponse(200, created()) : undefined,
    );
    fireEvent.change(await screen.findByLabelText("Your message for LinkedIn"), {
      target: { value: "Proud!" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Share now on LinkedIn" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.find((r) => r.method === "POST")?.body).toEqual({
      postId: "65b000000000000000000001",
      media: "linkedin",
      comment: "Proud!",
      scheduledAt: null,
    });
    expect(await screen.findByText("+10 points")).toBeInTheDocument();
  });

  it("schedules inside the window: default next slot, bounded by the archive date", async () => {
    const archivedAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { server } = setup(
      (request) =>
        request.method === "POST" && request.path === "/api/share"
          ? jsonResponse(200, created({ status: "scheduled", point: 0 }))
          : undefined,
      { post: makePost({ archivedAt }) },
    );
    await userEvent.click(await screen.findByRole("radio", { name: "Schedule" }));
    await userEvent.click(screen.getByRole("button", { name: "Schedule on LinkedIn" }));
    await waitFor(() => expect(server.requests.some((r) => r.method === "POST")).toBe(true));
    const body = server.requests.find((r) => r.method === "POST")?.body as { scheduledAt: string };
    const at = new Date(body.scheduledAt);
    expect(at.getTime()).toBeGreaterThan(Date.now());
    expect(at.getTime()).toBeLessThanOrEqual(new Date(archivedAt).getTime());
    expect(at.getMinutes()).toBe(0);
  });

  it("queues a smart share for the best time and shows the queue's length and next slot", async () => {
    const nextSlotAt = "2031-03-04T09:00:00.000Z";
    const { server, onClose } = setup((request) => {
      if (request.path === "/api/share/smart/queue/state?media=linkedin")
        return jsonResponse(200, { media: "linkedin", queueLength: 2, nextSlotAt });
      if (request.method === "POST" && request.path === "/api/share/smart")
        return jsonResponse(200, created({ status: "scheduled", point: 0, time: nextSlotAt }));
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText("Your message for LinkedIn"), {
      target: { value: "Good one" },
    });
    await userEvent.click(screen.getByRole("radio", { name: "Best time" }));
    expect(await screen.findByTestId("smart-queue")).toHaveTextContent(
      /2 shares wait in your LinkedIn queue\. Queued now, this one goes out 4 Mar 2031/,
    );
    await userEvent.click(screen.getByRole("button", { name: "Queue for the best time on LinkedIn" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.find((r) => r.method === "POST")).toMatchObject({
      path: "/api/share/smart",
      body: { postId: "65b000000000000000000001", media: "linkedin", comment: "Good one" },
    });
    expect(
      await screen.findByText(/Your LinkedIn share goes out at the best time: 4 Mar 2031/),
    ).toBeInTheDocument();
  });

  it("offers no smart share for a self-share network", async () => {
    setup(() => undefined, { network: "xing" });
    expect(await screen.findByRole("button", { name: "Share now on Xing" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Best time" })).not.toBeInTheDocument();
  });

  it("refuses a schedule after the archive date", async () => {
    // Archived in a second: the default (the next full hour, or 08:00) is later.
    setup(() => undefined, { post: makePost({ archivedAt: new Date(Date.now() + 1000).toISOString() }) });
    await userEvent.click(await screen.findByRole("radio", { name: "Schedule" }));
    expect(screen.getByText("The share date must be before the post is archived")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Schedule on LinkedIn" })).toBeDisabled();
  });

  it("self-shares to Xing in a 600×600 popup, then confirms with PUT /api/share", async () => {
    const popup = { closed: false, opener: {}, location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const dialogUrl = "https://www.xing.com/spi/shares/new?url=http%3A%2F%2Flocalhost%2Fs%2Fabc";
    const { server, onClose } = setup(
      (request) => {
        if (request.path !== "/api/share") return undefined;
        if (request.method === "POST")
          return jsonResponse(200, created({ status: "pending", point: 0, dialogUrl, externalId: null }));
        if (request.method === "PUT") return jsonResponse(200, created({ point: 5 }));
        return undefined;
      },
      { network: "xing" },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Share now on Xing" }));
    expect(open).toHaveBeenCalledWith("", "chorus-share", expect.stringContaining("width=600,height=600"));
    await waitFor(() => expect(popup.location.href).toBe(dialogUrl));
    expect(popup.opener).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "I shared it on Xing" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({ _id: SHARE_ID });
    expect(popup.close).toHaveBeenCalled();
    expect(await screen.findByText("+5 points")).toBeInTheDocument();
  });

  it("asks to connect when LinkedIn is not connected, and after a 409 reconnect answer", async () => {
    setup(() => undefined, { connected: false });
    expect(await screen.findByText("Your LinkedIn account is not connected.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Share now on LinkedIn" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect your LinkedIn account" });
    expect(within(dialog).getByRole("link", { name: "Connect LinkedIn" })).toHaveAttribute(
      "href",
      "/oauth/linkedin/connect?redirect=%2Fsharepost%2F65b000000000000000000001%2Flinkedin",
    );
  });

  it("opens the connect modal with the server's message when the connection died", async () => {
    setup((request) =>
      request.method === "POST" && request.path === "/api/share"
        ? errorResponse(409, "409.30", "Please reconnect your LinkedIn account.")
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Share now on LinkedIn" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect your LinkedIn account" });
    expect(within(dialog).getByText("Please reconnect your LinkedIn account.")).toBeInTheDocument();
  });

  it("picks an AI suggestion and warns when colleagues already shared it word for word", async () => {
    const { server } = setup((request) => {
      if (request.path === "/api/share/ai_message")
        return jsonResponse(200, {
          messageList: [{ text: "Offline mode is here!" }, { text: "Try Orbit 4." }],
        });
      if (request.path === "/api/share/ai_message/similarity")
        return jsonResponse(200, {
          identicalShareCount: 7,
          warning: "7 colleagues already shared this exact text.",
        });
      return undefined;
    });
    await userEvent.click(await screen.findByRole("button", { name: "AI suggestion" }));
    await userEvent.click(screen.getByRole("radio", { name: "Long" }));
    await userEvent.click(screen.getByRole("radio", { name: "Formal" }));
    await userEvent.click(screen.getByRole("button", { name: "Suggest messages" }));
    const list = await screen.findByRole("list", { name: "AI suggestions" });
    expect(server.requests.find((r) => r.path === "/api/share/ai_message")?.body).toEqual({
      postId: "65b000000000000000000001",
      media: "linkedin",
      length: "long",
      tonality: "formal",
    });
    await userEvent.click(
      within(list).getAllByRole("button", { name: "Use this suggestion" })[1] as HTMLElement,
    );
    expect(screen.getByLabelText("Your message for LinkedIn")).toHaveValue("Try Orbit 4.");
    expect(await screen.findByText("7 colleagues already shared this exact text.")).toBeInTheDocument();
  });

  it("disables 'AI suggestion' with the message when AI is off (409)", async () => {
    setup((request) =>
      request.path === "/api/share/ai_message"
        ? errorResponse(409, "409.80", "AI suggestions are not enabled for your company.")
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "AI suggestion" }));
    await userEvent.click(screen.getByRole("button", { name: "Suggest messages" }));
    expect(await screen.findByText("AI suggestions are not enabled for your company.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Suggest messages" })).toBeDisabled();
  });

  it("shows the preset messages with the sharing_message_selection_lab", async () => {
    const entry = {
      sharePoint: 10,
      commentSet: ["We did it!"],
      shareCount: 0,
      shareStatus: "not shared" as const,
    };
    setup(() => undefined, {
      post: makePost({ socnetSet: { linkedin: entry } }),
      labs: ["sharing_message_selection_lab"],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Use this message" }));
    expect(screen.getByLabelText("Your message for LinkedIn")).toHaveValue("We did it!");
  });

  it("lists my scheduled shares and removes one", async () => {
    let removed = false;
    const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduledShare = {
      _id: SHARE_ID,
      postId: "65b000000000000000000001",
      media: "twitter",
      comment: "",
      status: "scheduled",
      smart: false,
      scheduledAt,
      sharedAt: null,
      createdAt: scheduledAt,
      link: "",
      externalId: null,
      error: null,
    };
    const { server } = setup((request) => {
      if (request.path.startsWith("/api/share?postId="))
        return jsonResponse(200, { shareList: removed ? [] : [scheduledShare] });
      if (request.method === "DELETE" && request.path === `/api/share/${SHARE_ID}`) {
        removed = true;
        // The server answers the share, now removed.
        return jsonResponse(200, { ...scheduledShare, status: "removed" });
      }
      return undefined;
    });
    const list = await screen.findByRole("list", { name: "Your scheduled shares" });
    await userEvent.click(within(list).getByRole("button", { name: /Remove the Twitter share/ }));
    await waitFor(() =>
      expect(screen.queryByRole("list", { name: "Your scheduled shares" })).not.toBeInTheDocument(),
    );
    expect(server.requests.some((r) => r.method === "DELETE")).toBe(true);
    expect(await screen.findByText("The scheduled share was removed")).toBeInTheDocument();
  });
});
