// @vitest-environment jsdom

import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer } from "../../../test/fake-server.ts";
import { makePost } from "../../../test/fixtures/posts.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { ShareBar } from "./ShareBar.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const entry = (shareStatus: "shared" | "scheduled" | "not shared", shareCount: number) => ({
  sharePoint: 10,
  commentSet: [],
  shareCount,
  shareStatus,
});

describe("ShareBar on a card", () => {
  it("shows shared ✓ and scheduled per network, the share count and Share", () => {
    installFakeServer();
    const session = makeSession("sharer", {
      company: { SocnetOrderedSet: [{ Name: "Linkedin", SharingPoint: 10, authEnabled: true }] },
    });
    renderUi(
      <ShareBar
        post={makePost({ socnetSet: { linkedin: entry("shared", 3), twitter: entry("scheduled", 1) } })}
      />,
      { session },
    );
    expect(screen.getByRole("img", { name: "Shared on LinkedIn" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Scheduled on Twitter" })).toBeInTheDocument();
    expect(screen.getByText("Shared 4 times")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
  });

  it("offers no Share on a survey or an unpublished post", () => {
    installFakeServer();
    renderUi(<ShareBar post={makePost({ type: "survey" })} />);
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });
});
