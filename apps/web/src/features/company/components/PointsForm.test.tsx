// @vitest-environment jsdom
import type { CompanySettings } from "@chorus/shared/company/company-admin.contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeCompany, makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { AlertArea } from "../../shell/components/AlertArea.tsx";
import { PointsForm } from "./PointsForm.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const company: CompanySettings = {
  ...makeCompany({ invitePoint: 3, uniqueClickPoint: 1, proposePostPoint: 5 }),
  termsOfService: "",
  privacyPolicy: "",
};

function serve(answer: (body: Record<string, unknown>) => Response) {
  const calls: Record<string, unknown>[] = [];
  installFakeServer({
    routes: ({ method, path, body }) => {
      if (method === "PUT" && path === `/api/company/${company._id}`) {
        calls.push(body as Record<string, unknown>);
        return answer(body as Record<string, unknown>);
      }
      return undefined;
    },
  });
  return calls;
}

const render = () =>
  renderUi(
    <>
      <AlertArea />
      <PointsForm company={company} editable />
    </>,
    { session: makeSession("admin") },
  );

describe("Points form (access §7, §8)", () => {
  it("saves a changed value with _id and says 'Points saved to {point}!'", async () => {
    const calls = serve((body) => jsonResponse(200, { ...company, ...body }));
    render();
    const field = screen.getByRole("textbox", { name: /Invite/ });
    await userEvent.clear(field);
    await userEvent.type(field, "12{Enter}");
    expect(await screen.findByText("Points saved to 12!")).toBeTruthy();
    expect(calls).toEqual([{ _id: company._id, invitePoint: 12 }]);
  });

  it("refuses a value that is not a number with 'Invalid amount of points' and restores the old one, without a call", async () => {
    const calls = serve(() => jsonResponse(500, {}));
    render();
    const field = screen.getByRole("textbox", { name: /Unique click/ });
    await userEvent.clear(field);
    await userEvent.type(field, "ten{Enter}");
    expect(await screen.findByText("Invalid amount of points")).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe("1");
    expect(calls).toEqual([]);
  });

  it("makes no call when the value did not change", async () => {
    const calls = serve((body) => jsonResponse(200, { ...company, ...body }));
    render();
    const field = screen.getByRole("textbox", { name: /Propose a post/ });
    await userEvent.click(field);
    await userEvent.tab();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal as an alert", async () => {
    serve(() => errorResponse(403, "403.0", "Forbidden"));
    render();
    const field = screen.getByRole("textbox", { name: /Invite/ });
    await userEvent.clear(field);
    await userEvent.type(field, "7{Enter}");
    expect(await screen.findByText("Forbidden")).toBeTruthy();
  });
});
