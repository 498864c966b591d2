// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeRequest, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { AdvancedInviteModal } from "./AdvancedInviteModal.tsx";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const BIG = "65a0000000000000000000b1";
const FULL = "65a0000000000000000000b2";
const TEAM = "65a0000000000000000000c1";
const template = {
  invitationTemplate: "Hi from Big",
  invitationSignature: "Big team",
  smsInvitationTemplate: "",
};
const sent: FakeRequest[] = [];

function serve() {
  sent.length = 0;
  installFakeServer({
    routes: (request) => {
      if (request.path === "/api/user/launch/setup")
        return jsonResponse(200, {
          isGroupEnabled: true,
          showGroupStep: true,
          smsLab: false,
          inviterName: "Ada Okafor",
          defaultMessage: "",
          roleList: [
            { value: "", label: "User" },
            { value: "group_admin", label: "Group Admin" },
            { value: "admin", label: "Company Admin" },
          ],
          groupList: [
            { _id: BIG, name: "Big", seatLimit: 12_000, memberCount: 500, ...template },
            { _id: FULL, name: "Full", seatLimit: 10, memberCount: 10, ...template },
          ],
          teamList: [{ _id: TEAM, name: "Nordics", groupId: BIG, groupName: "Big" }],
        });
      if (request.method === "POST" && request.path === "/api/user/launch") {
        sent.push(request);
        return jsonResponse(200, {
          successCount: 0,
          emailCount: 0,
          phoneCount: 0,
          queuedCount: 0,
          failureList: [{ email: "nora@acme.example", error: "This person is already a member." }],
        });
      }
      return undefined;
    },
  });
}

describe("advanced invite wizard (access §2, §4)", () => {
  it("walks group, users, role and delivery, and shows the failures with Try Again", async () => {
    serve();
    renderUi(<AdvancedInviteModal opened onClose={() => {}} />, { session: makeSession("admin") });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Invite colleagues" });
    const next = () => user.click(within(dialog).getByRole("button", { name: "Next" }));

    // Seat bars with thousands separators; no group chosen yet → the step stays.
    const big = await within(dialog).findByRole("radio", { name: /Big/ });
    expect(big).toHaveTextContent("11,500 seats left");
    expect(big).toHaveTextContent("of 12,000");
    await next();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please select a group.");
    await user.click(big);
    await next();

    // Prepare users: nothing listed → the spec's message; then a named address as a chip.
    await next();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please, add at least one email for invite.");
    await user.type(
      within(dialog).getByLabelText("E-mail addresses"),
      "Nora Nieminen <nora@acme.example>{Enter}",
    );
    expect(within(dialog).getByText("Nora Nieminen <nora@acme.example>")).toBeInTheDocument();

    // Back to the groups: with one invitee the full group is refused.
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    const full = within(dialog).getByRole("radio", { name: /Full/ });
    expect(full).toHaveTextContent("Not enough seats");
    expect(full).toBeDisabled();
    await next();
    await next();
    await user.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Company Admin" }));
    await next();
    expect(within(dialog).getByLabelText("E-mail message")).toHaveValue("Hi from Big");
    await user.click(within(dialog).getByRole("button", { name: "Start Inviting 1 Colleague" }));

    expect(
      await within(dialog).findByRole("heading", { name: "Oops, that didn't work" }),
    ).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({
      groupId: BIG,
      roleId: "admin",
      inviterName: "Ada Okafor",
      sendingType: "now",
      inviteeList: [{ email: "nora@acme.example", firstName: "Nora", lastName: "Nieminen", teamIdList: [] }],
    });
    await user.click(within(dialog).getByRole("button", { name: "Try Again" }));
    // Restarted at the first step, keeping only the failed invitee.
    expect(within(dialog).getByRole("radio", { name: /Full/ })).toBeDisabled();
  });
});
