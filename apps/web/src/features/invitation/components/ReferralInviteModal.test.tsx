// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeRequest, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { ReferralInviteModal } from "./ReferralInviteModal.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const sent: FakeRequest[] = [];
function serve(fullMode: boolean, failureList: { email: string; error: string }[] = []) {
  sent.length = 0;
  return installFakeServer({
    routes: (request) => {
      if (request.path === "/api/user/invitation/setup")
        return jsonResponse(200, {
          canInvite: true,
          fullMode,
          domainList: ["acme.example", "acme-labs.example"],
          defaultMessage: "Join us on Chorus!",
        });
      if (request.method === "POST" && request.path === "/api/user/invitation") {
        sent.push(request);
        return jsonResponse(200, {
          successCount: 2 - failureList.length,
          emailCount: 2 - failureList.length,
          phoneCount: 0,
          queuedCount: 0,
          failureList,
        });
      }
      return undefined;
    },
  });
}

describe("referral invite modal (access §2)", () => {
  it.each([
    ["admin", "Referral invite"],
    ["partner", "Referral invite"],
    ["smarper", "Referral invite"],
    ["sharer", "Invite colleagues"],
    ["channel_manager", "Invite colleagues"],
  ] as const)("is titled for %s: %s", async (role, title) => {
    serve(role !== "sharer" && role !== "channel_manager");
    renderUi(<ReferralInviteModal opened onClose={() => {}} inviterRole={role} />, {
      session: makeSession(role),
    });
    expect(await screen.findByRole("dialog", { name: title })).toBeInTheDocument();
  });

  it("builds addresses from names and the group's domains, and sends them comma-joined", async () => {
    serve(false);
    renderUi(<ReferralInviteModal opened onClose={() => {}} inviterRole="sharer" />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Invite colleagues" });
    // Nothing typed: the spec's message, one blank row kept.
    expect(await within(dialog).findByRole("button", { name: "Invite 0 Colleague" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Invite 0 Colleague" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please, add at least one email for invite.");
    const names = () => within(dialog).getAllByRole("textbox", { name: "Name part of the e-mail address" });
    await user.type(names()[0] as HTMLElement, "nora{Enter}");
    expect(names()).toHaveLength(2);
    await user.type(names()[1] as HTMLElement, "olli");
    await user.click(within(dialog).getByRole("button", { name: "Invite 2 Colleagues" }));
    expect(await within(dialog).findByRole("heading", { name: "Mission accomplished!" })).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ list: "nora@acme.example,olli@acme.example", message: "" });
  });

  it("shows the failure table with Email and 'What went wrong', and Try Again keeps the failed ones", async () => {
    serve(true, [{ email: "x@elsewhere.example", error: "This e-mail domain is not allowed." }]);
    renderUi(<ReferralInviteModal opened onClose={() => {}} inviterRole="admin" />, {
      session: makeSession("admin"),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Referral invite" });
    const address = () => within(dialog).getAllByRole("textbox", { name: "E-mail address" });
    await within(dialog).findByRole("button", { name: "Invite 0 Colleague" });
    await user.type(address()[0] as HTMLElement, "ok@acme.example{Enter}");
    await user.type(address()[1] as HTMLElement, "x@elsewhere.example");
    await user.click(within(dialog).getByRole("button", { name: "Invite 2 Colleagues" }));
    expect(
      await within(dialog).findByRole("heading", { name: "Oops, that didn't work" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("columnheader", { name: "Email" })).toBeInTheDocument();
    expect(within(dialog).getByRole("columnheader", { name: "What went wrong" })).toBeInTheDocument();
    expect(within(dialog).getByRole("row", { name: /x@elsewhere\.example/ })).toHaveTextContent(
      "This e-mail domain is not allowed.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Try Again" }));
    expect(address().map((input) => (input as HTMLInputElement).value)).toEqual(["x@elsewhere.example"]);
  });
});
