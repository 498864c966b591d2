// @vitest-environment jsdom

import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makePost } from "../../../test/fixtures/posts.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { FeaturedPosts } from "./FeaturedPosts.tsx";

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FeaturedPosts (core §2 'Featured posts widget: first card large, others small')", () => {
  it("shows the first featured post large and the others small, each linking to its preview", async () => {
    const posts = [
      makePost({ _id: "65b0000000000000000000f1", title: "First featured" }),
      makePost({ _id: "65b0000000000000000000f2", title: "Second featured" }),
      makePost({ _id: "65b0000000000000000000f3", title: "Third featured" }),
    ];
    const server = installFakeServer({
      routes: ({ path }) =>
        path.startsWith("/api/post3/widgets")
          ? jsonResponse(200, { widgetList: [{ type: "featured", postList: posts }] })
          : undefined,
    });
    renderUi(<FeaturedPosts />);
    const large = await screen.findByTestId("featured-large");
    expect(large).toHaveTextContent("First featured");
    expect(large).toHaveAttribute("href", "/preview/65b0000000000000000000f1");
    const small = screen.getAllByTestId("featured-small");
    expect(small.map((link) => link.textContent)).toEqual([
      expect.stringContaining("Second featured"),
      expect.stringContaining("Third featured"),
    ]);
    expect(server.requests.some((r) => r.path.startsWith("/api/post3/widgets"))).toBe(true);
  });

  it("says when nothing is featured, and when the widget fails", async () => {
    installFakeServer({
      routes: ({ path }) =>
        path.startsWith("/api/post3/widgets")
          ? jsonResponse(200, { widgetList: [{ type: "featured", postList: [] }] })
          : undefined,
    });
    const { unmount } = renderUi(<FeaturedPosts />);
    expect(await screen.findByText("There are no featured posts right now.")).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    installFakeServer({
      routes: ({ path }) =>
        path.startsWith("/api/post3/widgets")
          ? jsonResponse(500, { code: "500.0", message: "boom" })
          : undefined,
    });
    renderUi(<FeaturedPosts />);
    expect(await screen.findByText("Featured posts could not be loaded.")).toBeInTheDocument();
  });
});
