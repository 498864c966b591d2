// @vitest-environment jsdom

import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { BehalfScreen } from "./BehalfScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const page = { page: 1, pageSize: 20, hasMore: false };

function setup(path: string) {
  installFakeServer({
    routes: (request) => {
      if (request.path.startsWith("/api/behalf_post/feed"))
        return jsonResponse(200, { ...page, postList: [] });
      if (request.path.startsWith("/api/behalf_post/collaborations"))
        return jsonResponse(200, { ...page, collaborationList: [] });
      if (request.path.startsWith("/api/behalf_post/owner-candidates"))
        return jsonResponse(200, { candidateList: [] });
      return undefined;
    },
  });
  return renderUi(<BehalfScreen />, { path });
}

describe("Post on Behalf screen", () => {
  it("opens on the tab the link names (the collaboration notifications' ?tab=collaborations)", async () => {
    setup("/post-on-behalf?tab=collaborations");
    expect(screen.getByRole("tab", { name: "Collaborations" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No collaborations yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Request a collaboration" })).toBeInTheDocument();
  });

  it("opens on Posts without a tab or with an unknown one", async () => {
    setup("/post-on-behalf?tab=nonsense");
    expect(screen.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No posts written on behalf yet.")).toBeInTheDocument();
  });
});
