// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://acme.localhost:3100/" }
import type { PublicCompany } from "@chorus/shared/company/company.contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST_PATH_AFTER_LOGIN_KEY } from "../../features/auth/post-path-after-login.ts";
import { browser } from "../../lib/browser.ts";
import { installFakeServer, jsonResponse } from "../../test/fake-server.ts";
import { makeSession } from "../../test/fixtures/sessions.ts";
import { renderApp } from "../../test/render-app.tsx";

const ACME_ID = "65a000000000000000000001";
const GLOBEX_ID = "65a000000000000000000002";
const acme: PublicCompany = {
  _id: ACME_ID,
  name: "Acme",
  subdomain: "acme",
  customDomain: null,
  ImageUrl: null,
  ImageUrlLogin: null,
  isTosEnabled: false,
  HighlightColor: "#123456",
  smarpLabList: [],
  isSelfRegistrationEnabled: false,
  isPasswordAuthEnabled: true,
  domainSet: ["acme.example"],
  SocnetOrderedSet: [],
};
const globexSession = (role: "sharer" | "partner" | "smarper") =>
  makeSession(role, {
    company: { _id: GLOBEX_ID, name: "Globex", subdomain: "globex" },
    user: { companyId: GLOBEX_ID, companyName: "Globex", companySubdomain: "globex" },
  });

beforeEach(() => {
  vi.spyOn(browser, "assign").mockImplementation(() => {});
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startup redirects on acme.localhost (access §4)", () => {
  it("sends a visitor of an unknown company's host to the landing page", async () => {
    installFakeServer({ company: null, hostNamesACompany: true });
    const { router } = renderApp("/account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/subdomainFinder"));
  });

  it("sends another company's user to their own subdomain, same port, path and query", async () => {
    installFakeServer({ company: acme, hostNamesACompany: true, session: globexSession("sharer") });
    renderApp("/team?tab=1");
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith("http://globex.localhost:3100/team?tab=1"),
    );
  });

  it("sends another company's partner to the landing page", async () => {
    installFakeServer({ company: acme, hostNamesACompany: true, session: globexSession("partner") });
    const { router } = renderApp("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/subdomainFinder"));
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it("lets a smarper of another company stay", async () => {
    installFakeServer({ company: acme, hostNamesACompany: true, session: globexSession("smarper") });
    const { router } = renderApp("/?type=incoming");
    expect(await screen.findByRole("heading", { level: 1, name: "Proposed" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it("does nothing when /api/config says the host names no company (as on localhost)", async () => {
    installFakeServer({ company: acme, hostNamesACompany: false, session: globexSession("sharer") });
    renderApp("/?type=incoming");
    expect(await screen.findByRole("heading", { level: 1, name: "Proposed" })).toBeInTheDocument();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it("keeps a newsletter reader's post for after login, then goes there once signed in", async () => {
    installFakeServer({
      company: acme,
      hostNamesACompany: true,
      routes: (r) => (r.path === "/auth/password" ? jsonResponse(200, { redirectUrl: "/" }) : undefined),
    });
    const { router } = renderApp("/preview/65a0000000000000000000aa?utm_source=newsletter");
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(localStorage.getItem(POST_PATH_AFTER_LOGIN_KEY)).toBe(
      "/preview/65a0000000000000000000aa?utm_source=newsletter",
    );

    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /email/i }), "emma@acme.example");
    await user.type(screen.getByLabelText(/^password/i), "Sunny-Harbor-2026");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith("/preview/65a0000000000000000000aa?utm_source=newsletter"),
    );
    expect(localStorage.getItem(POST_PATH_AFTER_LOGIN_KEY)).toBeNull();
  });

  it("keeps nothing for a post opened without a newsletter source", async () => {
    installFakeServer({ company: acme, hostNamesACompany: true });
    const { router } = renderApp("/preview/65a0000000000000000000aa");
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(localStorage.getItem(POST_PATH_AFTER_LOGIN_KEY)).toBeNull();
  });
});
