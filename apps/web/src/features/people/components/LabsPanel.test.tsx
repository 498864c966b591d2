// @vitest-environment jsdom
import { LAB_PAGE_NAMES } from "@chorus/shared/labs/labs-page.rules";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { LabsPanel } from "./LabsPanel.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const COMPANY = "65a0000000000000000000c1";
const labList = LAB_PAGE_NAMES.map((name) => ({ name, isEnabled: name === "feed_filter_lab" }));

function serveLabs(instanceType: "classic" | "group") {
  return installFakeServer({
    routes: ({ method, path, body }) => {
      if (path === `/api/company/${COMPANY}/labs` && method === "GET")
        return jsonResponse(200, { labList, instanceType });
      if (path === `/api/company/${COMPANY}/labs` && method === "PUT") {
        const changes = (body as { labList: { name: string; isEnabled: boolean }[] }).labList;
        const next = labList.map((l) => changes.find((c) => c.name === l.name) ?? l);
        return jsonResponse(200, { labList: next, instanceType });
      }
      return undefined;
    },
  });
}

describe("the labs panel", () => {
  it("sends only the labs switched, on Save Changes", async () => {
    const server = serveLabs("group");
    renderUi(<LabsPanel companyId={COMPANY} />, { session: makeSession("admin") });
    const save = await screen.findByRole("button", { name: "Save Changes" }, { timeout: 5000 });
    expect(save).toBeDisabled();
    const row = screen.getByText("video_sharing_lab").closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("radio", { name: "Enabled" }));
    await userEvent.click(save);
    expect(await screen.findByText("Labs saved.", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === "PUT")?.body).toEqual({
      labList: [{ name: "video_sharing_lab", isEnabled: true }],
    });
  });

  it("shows the first labs and the switched-on ones, the rest behind More labs", async () => {
    serveLabs("group");
    renderUi(<LabsPanel companyId={COMPANY} />, { session: makeSession("admin") });
    await screen.findByText("feed_filter_lab", undefined, { timeout: 5000 });
    expect(screen.queryByText("incontext")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "More labs" }));
    expect(screen.getAllByTestId("lab-row")).toHaveLength(LAB_PAGE_NAMES.length);
  });

  it.each([
    ["smarper", "classic", true],
    ["smarper", "group", false],
    ["admin", "classic", false],
  ] as const)("%s on a %s instance sees the Migrate row: %s", async (role, instanceType, shown) => {
    serveLabs(instanceType);
    renderUi(<LabsPanel companyId={COMPANY} />, { session: makeSession(role) });
    await screen.findByRole("button", { name: "Save Changes" }, { timeout: 5000 });
    expect(screen.queryByRole("button", { name: "Migrate" }) !== null).toBe(shown);
    expect(screen.queryByRole("button", { name: "Migrate with Team" }) !== null).toBe(shown);
  });
});
