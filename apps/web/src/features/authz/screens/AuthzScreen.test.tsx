// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

const QUERY =
  "client_name=Zapier&client_id=demo-client&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&state=xyz&response_type=code&code_challenge=abc&code_challenge_method=S256";

const serve = (signedIn: boolean) =>
  installFakeServer({
    session: signedIn ? makeSession("sharer") : null,
    routes: (r) =>
      r.path === "/api/oauth2/client/demo-client"
        ? jsonResponse(200, { clientId: "demo-client", name: "Demo App" })
        : undefined,
  });

beforeEach(() => vi.spyOn(browser, "assign").mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/authz", () => {
  it("signed in: 'Authorize app' and 'Cancel' go to /oauth2/authorize", async () => {
    serve(true);
    renderApp(`/authz?${QUERY}`);
    expect(
      await screen.findByRole("heading", { name: "Authorize Demo App to use your account?" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Authorize app and log in" })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Authorize app" }));
    const href = vi.mocked(browser.assign).mock.calls[0]?.[0] ?? "";
    const url = new URL(href, "http://localhost");
    expect(url.pathname).toBe("/oauth2/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "demo-client",
      redirect_uri: "https://app.example/cb",
      state: "xyz",
      code_challenge: "abc",
      code_challenge_method: "S256",
      authz: "1",
    });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(vi.mocked(browser.assign).mock.calls[1]?.[0]).toContain("cancel_authz=1");
  });

  it("signed out: 'Authorize app and log in' goes to login carrying the parameters", async () => {
    serve(false);
    const { router } = renderApp(`/authz?${QUERY}`);
    expect(await screen.findByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Authorize app" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Authorize app and log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get("client_id")).toBe("demo-client");
    expect(params.get("isLoggedIn")).toBe("false");
    // The social buttons carry the same parameters as `oauthserver`.
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
  });
});
