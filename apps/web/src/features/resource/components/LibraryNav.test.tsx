// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeRequest, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderApp } from "../../../test/render-app.tsx";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 10_000 });

/** The two libraries answer empty: this is about reaching them, not their content. */
const emptyLibraries = ({ path }: FakeRequest) => {
  const pathname = path.split("?")[0];
  if (pathname === "/api/resource") return jsonResponse(200, { resourceList: [] });
  if (pathname === "/api/document") return jsonResponse(200, { documentList: [] });
  if (pathname === "/api/document/usage")
    return jsonResponse(200, { usedBytes: 0, documentCount: 0, quotaBytes: 1_000_000, maxFileBytes: 1000 });
  return undefined;
};

describe("the document library is reached where Resources is", () => {
  // Every role reads documents (GET /api/document is open to everyone signed in).
  for (const role of ["sharer", "admin"] as const)
    it(`a ${role} goes from Resources to Documents and back`, async () => {
      installFakeServer({ session: makeSession(role), routes: emptyLibraries });
      const { router } = renderApp("/resource");
      expect(await heading("Resources")).toBeInTheDocument();
      const switcher = screen.getByRole("navigation", { name: "Resources and documents" });
      expect(within(switcher).getByRole("link", { name: "Resources" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const documents = within(switcher).getByRole("link", { name: "Documents" });
      expect(documents).toHaveAttribute("href", "/documents");
      fireEvent.click(documents);
      expect(await heading("Documents")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/documents");
      const back = within(screen.getByRole("navigation", { name: "Resources and documents" }));
      expect(back.getByRole("link", { name: "Documents" })).toHaveAttribute("aria-current", "page");
      fireEvent.click(back.getByRole("link", { name: "Resources" }));
      expect(await heading("Resources")).toBeInTheDocument();
    });
});
