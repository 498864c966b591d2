// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browser } from "../lib/browser.ts";
import { installFakeServer } from "../test/fake-server.ts";
import { makeSession } from "../test/fixtures/sessions.ts";
import { renderApp } from "../test/render-app.tsx";

vi.setConfig({ testTimeout: 20_000 });

// What the failing screens throw; each test sets it. A lazy screen whose chunk cannot be fetched
// rejects with the first; the router meets both the same way, at the nearest error element.
const failure = vi.hoisted(() => ({ error: new Error("unset") as unknown }));
const Failing = () => {
  throw failure.error;
};
vi.mock("../features/people/screens/TeamsScreen.tsx", () => ({ TeamsScreen: Failing }));
vi.mock("../features/pages/screens/AccessibilityScreen.tsx", () => ({ AccessibilityScreen: Failing }));

const CHUNK_MISSING = new TypeError(
  "Failed to fetch dynamically imported module: /assets/TeamsScreen-1a2b.js",
);
const RENDER_FAILED = new TypeError("Cannot read properties of undefined (reading 'name')");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 8000 });

function failWith(error: unknown, { online }: { online: boolean }) {
  failure.error = error;
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  // React and the router report the caught error on the console; expected here.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
}

describe("a screen that fails, in the signed-in layout", () => {
  it.each([
    ["its code was removed by a release", CHUNK_MISSING, true, "Chorus has been updated", "Reload"],
    ["its code cannot be fetched offline", CHUNK_MISSING, false, "You are offline", "Try again"],
    [
      "it throws while drawing",
      RENDER_FAILED,
      true,
      "Oops! Something went wrong, please try again.",
      "Try again",
    ],
  ])("explains itself when %s, and the navbar stays", async (_case, error, online, title, action) => {
    failWith(error, { online });
    installFakeServer({ session: makeSession("group_admin") });
    renderApp("/team");
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByRole("navigation", { name: /main/i })).toBeInTheDocument();

    const reload = vi.spyOn(browser, "reload").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: action }));
    expect(reload).toHaveBeenCalledOnce();
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Go to the feed" }));
    expect(assign).toHaveBeenCalledWith("/");
  });
});

describe("a screen that fails outside the layout", () => {
  it("explains itself on a page of its own", async () => {
    failWith(CHUNK_MISSING, { online: false });
    installFakeServer({ session: makeSession("sharer") });
    renderApp("/accessibility");
    expect(await heading("You are offline")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Chorus needs a connection to load your company's news. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
