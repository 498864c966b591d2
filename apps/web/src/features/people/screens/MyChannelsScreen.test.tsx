// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeChannel } from "../../../test/fixtures/posts.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { MyChannelsScreen } from "./MyChannelsScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

/** /company/{companyId}/channel: the company is the path's, not the session's. */
const GLOBEX = "65b0000000000000000000c1";
const OWN_CHANNEL = makeChannel({ _id: "65b0000000000000000000a1", name: "Acme News", isManager: true });
const GLOBEX_CHANNEL = makeChannel({
  _id: "65b0000000000000000000a2",
  name: "Globex Research",
  isManager: true,
});

function serve() {
  return installFakeServer({
    routes: ({ method, path, body }) => {
      if (method === "GET" && path.startsWith("/api/channel?")) return jsonResponse(200, [OWN_CHANNEL]);
      if (method === "GET" && path === `/api/company/${GLOBEX}/channel/managed`)
        return jsonResponse(200, { channelList: [GLOBEX_CHANNEL] });
      if (method === "PUT" && path === `/api/company/${GLOBEX}/channel/${GLOBEX_CHANNEL._id}/status`)
        return jsonResponse(200, { ...GLOBEX_CHANNEL, ...(body as object) });
      if (method === "PUT" && path === `/api/company/${GLOBEX}/channel/${GLOBEX_CHANNEL._id}`)
        return jsonResponse(200, { ...GLOBEX_CHANNEL, ...(body as object) });
      if (method === "GET" && path.startsWith("/api/group")) return jsonResponse(200, { groupList: [] });
      return undefined;
    },
  });
}

const renderAt = (companyId: string, role: "smarper" | "admin") =>
  renderUi(
    <Routes>
      <Route path="/company/:companyId/channel" element={<MyChannelsScreen />} />
    </Routes>,
    { path: `/company/${companyId}/channel`, session: makeSession(role) },
  );

describe("/company/{companyId}/channel", () => {
  it("a smarper opening another company's page lists and switches THAT company's channels", async () => {
    const server = serve();
    renderAt(GLOBEX, "smarper");
    const row = (await screen.findByText("Globex Research")).closest("tr") as HTMLElement;
    expect(screen.queryByText("Acme News")).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path.startsWith("/api/channel?"))).toBe(false);
    // That company's subscribers and blocked words are not the session's lists: not offered here.
    expect(within(row).queryByRole("button", { name: "Subscribers" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Blocked words" })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole("switch", { name: "Switch off" }));
    await waitFor(() =>
      expect(server.requests).toContainEqual({
        method: "PUT",
        path: `/api/company/${GLOBEX}/channel/${GLOBEX_CHANNEL._id}/status`,
        body: { isActive: false },
      }),
    );
    expect(server.requests.some((r) => r.path.startsWith(`/api/channel/${GLOBEX_CHANNEL._id}`))).toBe(false);
  });

  it("edits that company's channel through its own path, leaving its group and staff alone", async () => {
    const server = serve();
    renderAt(GLOBEX, "smarper");
    const row = (await screen.findByText("Globex Research")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "Edit" }));
    const name = await screen.findByRole("textbox", { name: "Channel name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Globex Labs");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "PUT")).toEqual({
        method: "PUT",
        path: `/api/company/${GLOBEX}/channel/${GLOBEX_CHANNEL._id}`,
        body: { name: "Globex Labs", description: "", isPrivate: false, isMandatory: false },
      }),
    );
  });

  it("an admin on their own company's page keeps the ordinary channel calls", async () => {
    const server = serve();
    const session = makeSession("admin");
    renderAt(session.company._id, "admin");
    expect(await screen.findByText("Acme News")).toBeInTheDocument();
    expect(server.requests.some((r) => r.path.includes("/channel/managed"))).toBe(false);
    expect(screen.getByRole("tab", { name: "Blocked words" })).toBeInTheDocument();
  });
});
