// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { AccessTokenScreen } from "./AccessTokenScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const TOKEN_ID = "65a0000000000000000000f1";
const stored = {
  _id: TOKEN_ID,
  name: "CI export",
  createdAt: "2026-01-05T10:00:00.000Z",
  expiresAt: "2026-04-05T10:00:00.000Z",
  lastUsedAt: null,
};

/** A token store behind the fake server: POST adds (the secret in that answer only), DELETE removes. */
function serveTokens(initial = [stored]) {
  let tokens = [...initial];
  return installFakeServer({
    routes: ({ method, path, body }) => {
      if (path !== "/api/token") return undefined;
      if (method === "GET") return jsonResponse(200, tokens);
      if (method === "POST") {
        const { name } = body as { name: string };
        const created = {
          ...stored,
          _id: "65a0000000000000000000f2",
          name,
          createdAt: "2026-02-01T09:00:00.000Z",
        };
        tokens = [...tokens, created];
        return jsonResponse(200, { ...created, token: "chorus_pat_s3cr3t" });
      }
      if (method === "DELETE") {
        tokens = tokens.filter((token) => token._id !== (body as { _id: string })._id);
        return jsonResponse(200, {});
      }
      return undefined;
    },
  });
}

const withLab = () => makeSession("sharer", { company: { smarpLabList: ["access_token_lab"] } });

describe("/access-token", () => {
  it("without the access token lab explains it is off and lists nothing", () => {
    const server = serveTokens();
    renderUi(<AccessTokenScreen />, { session: makeSession("sharer") });
    expect(screen.getByRole("heading", { level: 1, name: "Access tokens" })).toBeInTheDocument();
    expect(screen.getByText(/Personal access tokens are not enabled for your account/)).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === "/api/token")).toEqual([]);
  });

  it("asks for a name before creating", async () => {
    const server = serveTokens();
    renderUi(<AccessTokenScreen />, { session: withLab() });
    await userEvent.setup().click(screen.getByRole("button", { name: "Create token" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please give the token a name.");
    expect(server.requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("creates a token, shows its secret once, and lists it", async () => {
    const server = serveTokens();
    renderUi(<AccessTokenScreen />, { session: withLab() });
    const user = userEvent.setup();
    expect(await screen.findByRole("cell", { name: "CI export" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Reporting  ");
    await user.click(screen.getByRole("button", { name: "Create token" }));

    const created = await screen.findByRole("status");
    expect(created).toHaveTextContent("Your new token");
    expect(created).toHaveTextContent("Copy it now: it will not be shown again.");
    expect(within(created).getByText("chorus_pat_s3cr3t")).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === "POST")?.body).toEqual({
      name: "Reporting",
      expiresInDays: 90,
    });
    expect(await screen.findByRole("cell", { name: "Reporting" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");

    // Once hidden, the secret is gone for good: the list never carries it.
    await user.click(within(created).getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByText("chorus_pat_s3cr3t")).not.toBeInTheDocument();
  });

  it("deletes a token after confirming", async () => {
    const server = serveTokens();
    renderUi(<AccessTokenScreen />, { session: withLab() });
    const user = userEvent.setup();
    const row = (await screen.findByRole("cell", { name: "CI export" })).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete token" });
    expect(dialog).toHaveTextContent('Delete the token "CI export"? Tools using it will stop working.');
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.requests.find((r) => r.method === "DELETE")?.body).toEqual({ _id: TOKEN_ID });
    expect(await screen.findByText("You have no access tokens.")).toBeInTheDocument();
  });

  it("'Cancel' keeps the token", async () => {
    const server = serveTokens();
    renderUi(<AccessTokenScreen />, { session: withLab() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.requests.filter((r) => r.method === "DELETE")).toEqual([]);
    expect(screen.getByRole("cell", { name: "CI export" })).toBeInTheDocument();
  });
});
