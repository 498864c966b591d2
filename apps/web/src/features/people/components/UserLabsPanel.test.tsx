// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { UserLabsPanel } from "./UserLabsPanel.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const USER = "65a0000000000000000000d1";

function serveFlags(featureMap: Record<string, boolean>) {
  return installFakeServer({
    routes: ({ method, path, body }) => {
      if (path !== `/api/user/${USER}/labs`) return undefined;
      if (method === "PUT") Object.assign(featureMap, (body as { featureMap: object }).featureMap);
      return jsonResponse(200, { featureMap });
    },
  });
}

describe("the user edit screen's lab flags", () => {
  it("switches the Vietnamese language on for this user, sending only the flag changed", async () => {
    const server = serveFlags({ feed_filter_lab: true });
    renderUi(<UserLabsPanel userId={USER} />, { session: makeSession("admin") });
    const vietnamese = await screen.findByRole(
      "checkbox",
      { name: "Vietnamese language (Tiếng Việt)" },
      { timeout: 5000 },
    );
    expect(vietnamese).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "feed_filter_lab" })).toBeChecked();
    const save = screen.getByRole("button", { name: "Save Changes" });
    expect(save).toBeDisabled();
    await userEvent.click(vietnamese);
    await userEvent.click(save);
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({
        featureMap: { vietnamese_language: true },
      }),
    );
    expect(await screen.findByText("Labs saved.", undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each([
    ["admin", true],
    ["partner", false],
  ] as const)("%s sees the admin-only labs among the flags: %s", async (role, shown) => {
    serveFlags({});
    renderUi(<UserLabsPanel userId={USER} />, { session: makeSession(role) });
    await screen.findByRole("checkbox", { name: "Danish language (Dansk)" }, { timeout: 5000 });
    expect(screen.queryByRole("checkbox", { name: "saml" }) !== null).toBe(shown);
  });
});
