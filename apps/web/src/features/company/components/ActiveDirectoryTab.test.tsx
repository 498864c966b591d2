// @vitest-environment jsdom
import type { CompanySettings } from "@chorus/shared/company/company-admin.contract";
import type { ScimSettings } from "@chorus/shared/scim/scim.contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeCompany, makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { ActiveDirectoryTab } from "./ActiveDirectoryTab.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const company: CompanySettings = { ...makeCompany(), termsOfService: "", privacyPolicy: "" };
const base: ScimSettings = {
  endpointUrl: "https://chorus.example/scim/v2",
  hasToken: false,
  tokenHint: null,
  tokenCreatedAt: null,
  groupMapping: "group",
  lastSyncAt: null,
  errorList: [],
};
const TOKEN = "chorus_scim_secret-value-1234";

function serve() {
  let state = base;
  const calls: string[] = [];
  installFakeServer({
    routes: ({ method, path, body }) => {
      if (!path.startsWith(`/api/company/${company._id}/scim`)) return undefined;
      calls.push(`${method} ${path}`);
      if (method === "POST" && path.endsWith("/token")) {
        state = { ...state, hasToken: true, tokenHint: "1234", tokenCreatedAt: "2026-11-24T10:00:00.000Z" };
        return jsonResponse(200, { token: TOKEN, settings: state });
      }
      if (method === "DELETE") state = { ...state, hasToken: false, tokenHint: null, tokenCreatedAt: null };
      if (method === "PUT") state = { ...state, ...(body as Partial<ScimSettings>) };
      return jsonResponse(200, state);
    },
  });
  return calls;
}

describe("Active Directory tab", () => {
  it("shows the endpoint, generates a token shown once, then revokes it", async () => {
    const calls = serve();
    renderUi(<ActiveDirectoryTab company={company} editable />, { session: makeSession("admin") });
    expect(await screen.findByRole("textbox", { name: "SCIM endpoint URL" })).toHaveValue(base.endpointUrl);
    expect(screen.getByText(/No token yet/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Generate token" }));
    expect(await screen.findByTestId("scim-token")).toHaveTextContent(TOKEN);
    expect(screen.getByText("Copy the token now: it will not be shown again.")).toBeTruthy();
    expect(screen.getByTestId("scim-token-state")).toHaveTextContent("ending in 1234");

    await userEvent.click(screen.getByRole("button", { name: "Revoke token" }));
    expect(await screen.findByText(/No token yet/)).toBeTruthy();
    expect(screen.queryByTestId("scim-token")).toBeNull();
    expect(calls).toContain(`POST /api/company/${company._id}/scim/token`);
    expect(calls).toContain(`DELETE /api/company/${company._id}/scim/token`);
  });

  it("saves the mapping of directory groups to teams", async () => {
    const calls = serve();
    renderUi(<ActiveDirectoryTab company={company} editable />, { session: makeSession("admin") });
    await userEvent.click(await screen.findByRole("radio", { name: "Teams" }));
    expect(await screen.findByRole("radio", { name: "Teams" })).toBeChecked();
    expect(calls).toContain(`PUT /api/company/${company._id}/scim`);
  });

  it("lists the directory's errors with their kind", async () => {
    installFakeServer({
      routes: ({ path }) =>
        path === `/api/company/${company._id}/scim`
          ? jsonResponse(200, {
              ...base,
              lastSyncAt: "2026-11-24T10:00:00.000Z",
              errorList: [
                {
                  _id: "5f0000000000000000000001",
                  type: "ad_error_user_exists",
                  message: "User x already exists",
                  dateTime: "2026-11-24T10:00:00.000Z",
                },
              ],
            })
          : undefined,
    });
    renderUi(<ActiveDirectoryTab company={company} editable />, { session: makeSession("admin") });
    expect(await screen.findByRole("table", { name: "Directory errors" })).toBeTruthy();
    expect(screen.getByText("User already exists")).toBeTruthy();
    expect(screen.getByText("User x already exists")).toBeTruthy();
    expect(screen.getByText(/Last change from the directory/)).toBeTruthy();
  });
});
