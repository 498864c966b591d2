// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { SubdomainFinderScreen } from "./SubdomainFinderScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

function serve() {
  return installFakeServer({
    routes: ({ method, path, body }) => {
      if (method !== "POST" || path !== "/api/subdomain/check") return undefined;
      const { subdomain } = body as { subdomain: string };
      if (subdomain === "acme")
        return jsonResponse(200, {
          exists: true,
          companyName: "Acme",
          loginUrl: "http://acme.localhost/account",
        });
      // What the real server answers: a body over 63 characters fails its validation.
      if (subdomain.length > 63)
        return errorResponse(
          400,
          "400.0",
          "body.subdomain: Too big: expected string to have <=63 characters",
        );
      return jsonResponse(200, { exists: false });
    },
  });
}

const field = () => screen.getByRole("textbox", { name: "Subdomain" });
const find = () => screen.getByRole("button", { name: "Find" });

describe("/subdomainFinder", () => {
  it("finds a company by its subdomain (trimmed, lower-cased) and links to its login page", async () => {
    const server = serve();
    renderUi(<SubdomainFinderScreen />, { path: "/subdomainFinder" });
    expect(screen.getByRole("heading", { level: 1, name: "Find your company" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(field(), "  ACME ");
    await user.click(find());
    expect(await screen.findByRole("status")).toHaveTextContent("Found Acme.");
    expect(screen.getByRole("link", { name: "Go to its login page" })).toHaveAttribute(
      "href",
      "http://acme.localhost/account",
    );
    expect(server.requests.find((r) => r.method === "POST")?.body).toEqual({ subdomain: "acme" });
  });

  it("says when no company uses the subdomain, and forgets the answer once the field changes", async () => {
    serve();
    renderUi(<SubdomainFinderScreen />, { path: "/subdomainFinder" });
    const user = userEvent.setup();
    await user.type(field(), "initech");
    await user.click(find());
    expect(await screen.findByRole("status")).toHaveTextContent("No company uses the subdomain initech.");
    await user.type(field(), "x");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("refuses an empty subdomain without asking the server, and shows the server's error", async () => {
    const server = serve();
    renderUi(<SubdomainFinderScreen />, { path: "/subdomainFinder" });
    const user = userEvent.setup();
    await user.click(find());
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid Subdomain");
    expect(server.requests.filter((r) => r.method === "POST")).toEqual([]);
    await user.type(field(), "x".repeat(64));
    await user.click(find());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "body.subdomain: Too big: expected string to have <=63 characters",
    );
  });
});
