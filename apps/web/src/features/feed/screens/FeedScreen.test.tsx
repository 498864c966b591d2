// @vitest-environment jsdom
import type { FeedPage } from "@chorus/shared/post/post.contract";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeChannel, makePost } from "../../../test/fixtures/posts.ts";
import { deferred, renderUi } from "../../../test/render-ui.tsx";
import { ReportedObserver, stubViewport } from "../../../test/viewport.ts";
import { SKELETON_CARDS } from "../components/FeedSkeleton.tsx";
import { CARDS_PER_STEP, FeedScreen, FIRST_CARDS } from "./FeedScreen.tsx";

// Mantine renders a lot under jsdom; give slow machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (n: number, hasMore: boolean): FeedPage => ({
  postList: Array.from({ length: n === 1 ? 3 : 2 }, (_, i) =>
    makePost({ _id: `65b${String(n * 100 + i).padStart(21, "0")}`, title: `Post ${n}-${i}` }),
  ),
  page: n,
  pageSize: 10,
  hasMore,
  nextCursor: hasMore ? "cursor-1" : null,
});
const CAREERS = "65a0000000000000000000c3";

function setup(path: string, feed: (url: URL) => Response) {
  const server = installFakeServer({
    routes: ({ path: url }) => {
      if (url.startsWith("/api/post3?")) return feed(new URL(url, "http://localhost"));
      if (url === "/api/channel?list=true")
        return jsonResponse(200, [makeChannel({ _id: CAREERS, name: "Careers", subscriptionStatus: true })]);
      return undefined;
    },
  });
  return { ...renderUi(<FeedScreen />, { path }), server, user: userEvent.setup() };
}

describe("FeedScreen", () => {
  it("heads the feed by its type, pages with 'Load more' and the keyset cursor", async () => {
    const { user, server } = setup(`/?type=bookmark&channelId=${CAREERS}`, (url) =>
      jsonResponse(200, url.searchParams.get("page") === "2" ? page(2, false) : page(1, true)),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Bookmarked" })).toBeInTheDocument();
    expect(await screen.findByText("Post 1-0")).toBeInTheDocument();
    expect(await screen.findByText("In Careers")).toBeInTheDocument();
    // The third card comes in the background render after the first two.
    expect(await screen.findByText("Post 1-2")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    const first = server.requests.find((r) => r.path.startsWith("/api/post3?"));
    expect(first?.path).toBe(`/api/post3?type=bookmark&page=1&pageSize=10&channelId=${CAREERS}`);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Post 2-1")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(5);
    expect(server.requests.some((r) => r.path.includes("page=2") && r.path.includes("cursor=cursor-1"))).toBe(
      true,
    );
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
  });

  it("draws the first cards at once and the rest of a ten-post page right after, then offers more", async () => {
    const ten: FeedPage = {
      ...page(1, true),
      postList: Array.from({ length: 10 }, (_, i) =>
        makePost({ _id: `65c${String(i).padStart(21, "0")}`, title: `Ten ${i}` }),
      ),
    };
    setup("/", () => jsonResponse(200, ten));
    expect(await screen.findByText("Ten 0")).toBeInTheDocument();
    expect(await screen.findByText("Ten 9")).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((card) => card.getAttribute("data-post-id"))).toEqual(
      ten.postList.map((post) => post._id),
    );
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
  });

  describe("on a phone or tablet (below 1100 px)", () => {
    const ten: FeedPage = {
      ...page(1, true),
      postList: Array.from({ length: 10 }, (_, i) =>
        makePost({ _id: `65d${String(i).padStart(21, "0")}`, title: `Phone ${i}` }),
      ),
    };
    const drawnTitles = () => screen.getAllByRole("article").map((card) => card.getAttribute("data-post-id"));
    /** Lets the background renders (transitions) that are due run out. */
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    function setupPhone() {
      stubViewport(false);
      ReportedObserver.reset();
      vi.stubGlobal("IntersectionObserver", ReportedObserver);
      return setup("/", (url) =>
        jsonResponse(200, url.searchParams.get("page") === "2" ? page(2, false) : ten),
      );
    }

    it("draws the first cards only, and more each time the reader scrolls near the last", async () => {
      const { server } = setupPhone();
      expect(await screen.findByText("Phone 1")).toBeInTheDocument();
      await settle();
      expect(drawnTitles()).toEqual(ten.postList.slice(0, FIRST_CARDS).map((post) => post._id));

      act(() => ReportedObserver.scrollNear());
      expect(await screen.findByText(`Phone ${FIRST_CARDS + CARDS_PER_STEP - 1}`)).toBeInTheDocument();
      await settle();
      expect(screen.getAllByRole("article")).toHaveLength(FIRST_CARDS + CARDS_PER_STEP);
      // Drawing loaded posts asks nothing of the server.
      expect(server.requests.filter((r) => r.path.startsWith("/api/post3?"))).toHaveLength(1);
    });

    it("draws the waiting cards from the 'Load more' button, then pages from it", async () => {
      const { user, server } = setupPhone();
      expect(await screen.findByText("Phone 1")).toBeInTheDocument();
      await settle();
      expect(screen.getAllByRole("article")).toHaveLength(FIRST_CARDS);
      for (let pressed = 0; screen.getAllByRole("article").length < ten.postList.length; pressed++) {
        expect(pressed).toBeLessThan(ten.postList.length);
        await user.click(screen.getByRole("button", { name: "Load more" }));
        await settle();
      }
      expect(drawnTitles()).toEqual(ten.postList.map((post) => post._id));
      expect(server.requests.filter((r) => r.path.startsWith("/api/post3?"))).toHaveLength(1);
      await user.click(screen.getByRole("button", { name: "Load more" }));
      await waitFor(() =>
        expect(server.requests.filter((r) => r.path.startsWith("/api/post3?"))).toHaveLength(2),
      );
    });

    it("keeps drawing while the screen is not filled: the observer looks again after each step", async () => {
      setupPhone();
      expect(await screen.findByText("Phone 1")).toBeInTheDocument();
      await settle();
      // Reported near once and never reported far: every step is followed by another.
      const observed = vi.spyOn(ReportedObserver.prototype, "observe").mockImplementation(function (
        this: ReportedObserver,
      ) {
        queueMicrotask(() => this.reportNear());
      });
      act(() => ReportedObserver.scrollNear());
      expect(await screen.findByText("Phone 9")).toBeInTheDocument();
      expect(observed).toHaveBeenCalled();
      observed.mockRestore();
    });
  });

  it("labels incoming as Proposed", () => {
    setup("/?type=incoming", () => jsonResponse(200, page(1, false)));
    expect(screen.getByRole("heading", { level: 1, name: "Proposed" })).toBeInTheDocument();
  });

  it("shows an empty state", async () => {
    setup("/", () => jsonResponse(200, { ...page(1, false), postList: [] }));
    expect(await screen.findByText("There are no posts here yet.")).toBeInTheDocument();
  });

  it("shows skeleton cards, busy and announced as loading, until the first page arrives", async () => {
    const answer = deferred<Response>();
    installFakeServer({
      routes: ({ path: url }) => {
        if (url.startsWith("/api/post3?")) return answer.promise;
        if (url === "/api/channel?list=true") return jsonResponse(200, []);
        return undefined;
      },
    });
    renderUi(<FeedScreen />, { path: "/" });
    const skeleton = screen.getByTestId("feed-skeleton");
    expect(skeleton).toHaveAttribute("aria-busy", "true");
    expect(screen.getAllByTestId("skeleton-card")).toHaveLength(SKELETON_CARDS);
    for (const card of screen.getAllByTestId("skeleton-card"))
      expect(card).toHaveAttribute("aria-hidden", "true");
    // Screen readers, and tests that wait for the loader, still find a 'Loading…' status.
    expect(screen.getByRole("status", { name: "Loading…" })).toHaveTextContent("Loading…");
    answer.resolve(jsonResponse(200, page(1, false)));
    expect(await screen.findByText("Post 1-0")).toBeInTheDocument();
    expect(screen.queryByTestId("feed-skeleton")).not.toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading…" })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("shows an error with a retry", async () => {
    let calls = 0;
    const { user } = setup("/", () => {
      calls += 1;
      return calls === 1 ? errorResponse(500, "500.0", "boom") : jsonResponse(200, page(1, false));
    });
    expect(await screen.findByText("The posts could not be loaded.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Post 1-0")).toBeInTheDocument();
  });

  it("says when the role may not read the feed type", async () => {
    setup("/?type=scheduled", () => errorResponse(403, "403.0", "forbidden"));
    expect(await screen.findByText("You don't have access to this feed.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("searches through the URL", async () => {
    const { user, router, server } = setup("/?type=published", () => jsonResponse(200, page(1, false)));
    await screen.findByText("Post 1-0");
    await user.type(screen.getByRole("searchbox", { name: "Search posts" }), "orbit{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?type=published&q=orbit"));
    await waitFor(() => expect(server.requests.some((r) => r.path.includes("q=orbit"))).toBe(true));
    expect(screen.getByText("Results for “orbit”")).toBeInTheDocument();
    expect((await screen.findByTestId("search-result-count")).textContent).toBe("3 results");
  });

  it.each([
    // [posts on the only page, more pages?, shown]
    [1, false, "1 result"],
    [3, false, "3 results"],
    [10, true, "10+ results"],
  ])("counts %i search results (more pages: %s) as '%s'", async (n, hasMore, shown) => {
    setup("/?q=orbit", () =>
      jsonResponse(200, {
        ...page(1, hasMore),
        postList: Array.from({ length: n }, (_, i) =>
          makePost({ _id: `65b${String(i).padStart(21, "0")}`, title: `Hit ${i}` }),
        ),
      }),
    );
    const summary = screen.getByTestId("search-summary");
    expect(summary).toHaveAttribute("aria-live", "polite");
    expect((await screen.findByTestId("search-result-count")).textContent).toBe(shown);
  });

  it("says nothing about a count without a search", async () => {
    setup("/", () => jsonResponse(200, page(1, false)));
    await screen.findByText("Post 1-0");
    expect(screen.queryByTestId("search-result-count")).not.toBeInTheDocument();
  });
});
