// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16"/></svg>';
const shortcut = (n: number) => ({
  id: `6500000000000000000000${String(n).padStart(2, "0")}`,
  _id: `6500000000000000000000${String(n).padStart(2, "0")}`,
  title: `Shortcut ${n}`,
  link: `https://example.com/${n}`,
  icon: { name: "home", inlineIcon: SVG },
  color: "#228be6",
  platform: "all",
  groupId: null,
  position: n,
  abilities: { canEdit: false, canDelete: false },
});

function serve(count: number, role: "sharer" | "admin" = "sharer") {
  return installFakeServer({
    session: makeSession(role),
    routes: (request) =>
      request.path.split("?")[0] === "/api/shortcuts"
        ? jsonResponse(200, {
            shortcutList: Array.from({ length: count }, (_, i) => shortcut(i + 1)),
            total: count,
          })
        : undefined,
  });
}

// The widget is loaded with the sidebar; the first render takes a while in a busy test runner.
describe("sidebar Shortcuts (core §2: first 4; a modal shows all)", { timeout: 30_000 }, () => {
  it.each([
    [2, 2, false],
    [4, 4, false],
    [6, 4, true],
  ])("with %i shortcuts the widget shows %i, and 'Show all' is offered: %s", async (count, shown, more) => {
    serve(count);
    renderApp("/");
    const widget = await screen.findByRole("region", { name: "Shortcuts" }, { timeout: 5000 });
    expect(await within(widget).findAllByRole("link")).toHaveLength(shown);
    expect(within(widget).getByRole("link", { name: "Shortcut 1" })).toHaveAttribute(
      "href",
      "https://example.com/1",
    );
    expect(within(widget).queryByRole("button", { name: /^Show all/ }) !== null).toBe(more);
    expect(within(widget).queryByRole("button", { name: "Manage" })).not.toBeInTheDocument();
    if (more) {
      fireEvent.click(within(widget).getByRole("button", { name: /^Show all/ }));
      const dialog = await screen.findByRole("dialog", { name: "Shortcuts" });
      expect(within(dialog).getAllByRole("link")).toHaveLength(count);
    }
  });

  it("is hidden from readers when there are none", async () => {
    const server = serve(0);
    renderApp("/");
    await screen.findByRole("navigation", { name: "Main" });
    await waitFor(() => expect(server.requests.some((r) => r.path.startsWith("/api/shortcuts?"))).toBe(true));
    // The answer is in: the trophy widget (after the shortcuts in the sidebar) renders, the shortcuts do not.
    await screen.findByRole("region", { name: "Your trophy" }, { timeout: 5000 });
    expect(screen.queryByRole("region", { name: "Shortcuts" })).not.toBeInTheDocument();
  });

  it("offers 'Manage' to admins, even with none yet", async () => {
    serve(0, "admin");
    renderApp("/");
    const widget = await screen.findByRole("region", { name: "Shortcuts" }, { timeout: 5000 });
    expect(within(widget).getByRole("button", { name: "Manage" })).toBeInTheDocument();
    expect(await within(widget).findByText("No shortcuts yet.")).toBeInTheDocument();
  });
});
