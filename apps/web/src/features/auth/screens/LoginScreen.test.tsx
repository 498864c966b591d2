// @vitest-environment jsdom
import type { PublicCompany } from "@chorus/shared/company/company.contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

const acme = (overrides: Partial<PublicCompany> = {}): PublicCompany => ({
  _id: "65a000000000000000000001",
  name: "Acme",
  subdomain: "acme",
  customDomain: null,
  ImageUrl: null,
  ImageUrlLogin: "/images/acme-logo.png",
  isTosEnabled: false,
  HighlightColor: "#123456",
  smarpLabList: [],
  isSelfRegistrationEnabled: false,
  isPasswordAuthEnabled: true,
  domainSet: ["acme.example"],
  SocnetOrderedSet: [],
  ...overrides,
});

const withSms = () => acme({ smarpLabList: ["sms_authentication_lab"] });

async function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup();
  const identifierField = await screen.findByRole("textbox", { name: /email/i });
  if (identifier) await user.type(identifierField, identifier);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
  return user;
}

beforeEach(() => {
  vi.spyOn(browser, "assign").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("login page", () => {
  it("keeps the button disabled until both fields are filled", async () => {
    installFakeServer();
    renderApp("/account");
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: "Log in" });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /email/i }), "emma@acme.example");
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^password/i), "secret");
    expect(button).toBeEnabled();
  });

  it("says 'Email or password is missing.' without the SMS lab, and disables the button until an edit", async () => {
    installFakeServer({ company: acme() });
    renderApp("/login");
    const user = await fillAndSubmit("   ", "secret");
    expect(await screen.findByRole("alert")).toHaveTextContent("Email or password is missing.");
    const button = screen.getByRole("button", { name: "Log in" });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^password/i), "x");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("names the phone with the SMS lab: 'Phone/Email or password is missing.'", async () => {
    installFakeServer({ company: withSms() });
    renderApp("/account");
    expect(await screen.findByRole("textbox", { name: "Phone or email" })).toBeInTheDocument();
    await fillAndSubmit(" ", "secret");
    expect(await screen.findByRole("alert")).toHaveTextContent("Phone/Email or password is missing.");
  });

  it("rejects an identifier that is neither an e-mail nor a phone number", async () => {
    const server = installFakeServer({ company: withSms() });
    renderApp("/account");
    await fillAndSubmit("emma-at-acme", "secret");
    expect(await screen.findByRole("alert")).toHaveTextContent("Not valid phone or email");
    expect(server.requests.some((r) => r.path === "/auth/password")).toBe(false);
  });

  it("sends a phone number as phone when the SMS lab is on", async () => {
    const server = installFakeServer({
      company: withSms(),
      routes: (r) => (r.path === "/auth/password" ? jsonResponse(200, { redirectUrl: "/" }) : undefined),
    });
    renderApp("/account");
    await fillAndSubmit("+358401234567", "secret");
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith("/"));
    const login = server.requests.find((r) => r.path === "/auth/password");
    expect(login).toMatchObject({ method: "POST", body: { phone: "+358401234567", password: "secret" } });
  });

  it("signs in with e-mail and goes to the redirect address; the button stays disabled meanwhile", async () => {
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    installFakeServer({ routes: (r) => (r.path === "/auth/password" ? pending : undefined) });
    renderApp("/account");
    await fillAndSubmit("emma@acme.example", "Sunny-Harbor-2026");
    await waitFor(() => expect(screen.getByRole("button", { name: /log in/i })).toBeDisabled());
    release(jsonResponse(200, { redirectUrl: "/?type=published" }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith("/?type=published"));
  });

  it("shows 'Sorry, you entered an incorrect email address or password.' for 400.61", async () => {
    installFakeServer({
      routes: (r) =>
        r.path === "/auth/password" ? errorResponse(400, "400.61", "server wording may differ") : undefined,
    });
    renderApp("/account");
    await fillAndSubmit("emma@acme.example", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sorry, you entered an incorrect email address or password.",
    );
    expect(screen.getByRole("button", { name: "Log in" })).toBeDisabled();
  });

  it("points an address of another company to its own page and the subdomain finder, on 400.61 only", async () => {
    installFakeServer({
      company: acme(),
      routes: (r) => (r.path === "/auth/password" ? errorResponse(400, "400.61", "x") : undefined),
    });
    renderApp("/account");
    await fillAndSubmit("gina@globex.example", "wrong");
    const alert = await screen.findByRole("alert");
    // The spec's words stay (nothing says whether the address exists), the hint is added.
    expect(alert).toHaveTextContent("Sorry, you entered an incorrect email address or password.");
    expect(alert).toHaveTextContent("Not at Acme?");
    expect(screen.getByRole("link", { name: "Find your company's page" })).toHaveAttribute(
      "href",
      "/subdomainFinder",
    );
  });

  it("gives no other-company hint for an address of the company's own domains", async () => {
    installFakeServer({
      company: acme(),
      routes: (r) => (r.path === "/auth/password" ? errorResponse(400, "400.61", "x") : undefined),
    });
    renderApp("/account");
    await fillAndSubmit("emma@acme.example", "wrong");
    await screen.findByRole("alert");
    expect(screen.queryByTestId("other-company-hint")).not.toBeInTheDocument();
  });

  it("uses the phone-or-email wording for 400.61 with the SMS lab", async () => {
    installFakeServer({
      company: withSms(),
      routes: (r) => (r.path === "/auth/password" ? errorResponse(400, "400.61", "x") : undefined),
    });
    renderApp("/account");
    await fillAndSubmit("emma@acme.example", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sorry, you entered an incorrect phone number, email address or password.",
    );
  });

  it("shows the lock message for 403.20", async () => {
    installFakeServer({
      routes: (r) => (r.path === "/auth/password" ? errorResponse(403, "403.20", "locked") : undefined),
    });
    renderApp("/account");
    await fillAndSubmit("emma@acme.example", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your account is temporarily locked for 20 minutes due to multiple failed login attempts.",
    );
  });

  it("shows the server's message for other coded errors", async () => {
    installFakeServer({
      routes: (r) =>
        r.path === "/auth/password"
          ? errorResponse(429, "429.0", "Too many requests, please try again later")
          : undefined,
    });
    renderApp("/account");
    await fillAndSubmit("emma@acme.example", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests, please try again later");
  });

  it("toggles the password between hidden and shown", async () => {
    installFakeServer();
    renderApp("/account");
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^password/i);
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show or hide the password" }));
    expect(password).toHaveAttribute("type", "text");
  });

  it("shows the company logo and the watermark, and colours the button with the highlight colour", async () => {
    installFakeServer({ company: acme() });
    renderApp("/account");
    expect(await screen.findByRole("img", { name: "Acme logo" })).toHaveAttribute(
      "src",
      "/images/acme-logo.png",
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Log in to Acme");
    expect(screen.getByText("Powered by Chorus")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Log in" });
    expect(button.getAttribute("style") ?? "").toMatch(/#123456/i);
  });

  it("hides the product watermark when the company has its own domain", async () => {
    installFakeServer({ company: acme({ customDomain: "news.acme.example" }) });
    renderApp("/account");
    await screen.findByRole("button", { name: "Log in" });
    expect(screen.queryByText("Powered by Chorus")).not.toBeInTheDocument();
  });

  it("sends a signed-in user to the feed", async () => {
    installFakeServer({ session: makeSession("sharer") });
    const { router } = renderApp("/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Published" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});
