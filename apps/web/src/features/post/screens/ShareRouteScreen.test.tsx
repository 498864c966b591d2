// @vitest-environment jsdom

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makePost } from "../../../test/fixtures/posts.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const POST_ID = "65b000000000000000000001";
const session = makeSession("sharer", {
  company: {
    SocnetOrderedSet: (["Linkedin", "Xing"] as const).map((Name) => ({
      Name,
      SharingPoint: 10,
      authEnabled: true,
    })),
  },
});

function serve(options: { signedIn: boolean; linkedinConnected?: boolean }) {
  return installFakeServer({
    session: options.signedIn ? session : null,
    routes: (request) => {
      if (request.path === "/auth/password") return jsonResponse(200, { redirectUrl: "/" });
      if (request.path === `/api/post3/${POST_ID}`) return jsonResponse(200, makePost());
      if (request.path === "/api/socnet/connections")
        return jsonResponse(200, [
          {
            network: "linkedin",
            connected: options.linkedinConnected ?? false,
            expiresAt: null,
            needsReconnect: false,
          },
        ]);
      if (request.path.startsWith("/api/share?postId=")) return jsonResponse(200, { shareList: [] });
      if (request.path.startsWith("/api/post3?"))
        return jsonResponse(200, {
          postList: [],
          page: 1,
          pageSize: 10,
          hasMore: false,
          nextCursor: null,
        });
      return undefined;
    },
  });
}

describe("share links (core §2, §4)", () => {
  it("gives a visitor who is not signed in the sign-in modal, coming back to the link", async () => {
    serve({ signedIn: false });
    const { router } = renderApp(`/sharepost/${POST_ID}/linkedin?email=1`);
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const dialog = await screen.findByRole("dialog", { name: "Sign in to share" });
    expect(await within(dialog).findByRole("link", { name: "Other ways to sign in" })).toHaveAttribute(
      "href",
      "/account",
    );
    expect(router.state.location.pathname).toBe(`/sharepost/${POST_ID}/linkedin`);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Email/ }), "emma@acme.example");
    await userEvent.type(within(dialog).getByLabelText(/^Password/), "correct horse battery");
    await userEvent.click(within(dialog).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sharepost/${POST_ID}/linkedin?email=1`));
  });

  it("opens the connect modal for LinkedIn without a connected account; closing goes to the feed", async () => {
    serve({ signedIn: true, linkedinConnected: false });
    const { router } = renderApp(`/sharepost/${POST_ID}/linkedin`);
    const dialog = await screen.findByRole("dialog", { name: "Connect your LinkedIn account" });
    expect(within(dialog).getByRole("link", { name: "Connect LinkedIn" })).toHaveAttribute(
      "href",
      `/oauth/linkedin/connect?redirect=%2Fsharepost%2F${POST_ID}%2Flinkedin`,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("skips the connect check for Xing and opens the share modal on it", async () => {
    serve({ signedIn: true });
    renderApp(`/preview/${POST_ID}/xing`);
    const dialog = await screen.findByRole("dialog", { name: "Share post" });
    expect(within(dialog).getByRole("tab", { name: "Xing" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("dialog", { name: /Connect/ })).not.toBeInTheDocument();
  });

  it("opens the share modal on LinkedIn once connected", async () => {
    serve({ signedIn: true, linkedinConnected: true });
    renderApp(`/sharepost/${POST_ID}/linkedin?connected=linkedin`);
    const dialog = await screen.findByRole("dialog", { name: "Share post" });
    expect(within(dialog).getByRole("tab", { name: "LinkedIn" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("Your LinkedIn account is connected")).toBeInTheDocument();
  });
});
