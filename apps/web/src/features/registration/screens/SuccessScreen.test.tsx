// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { SuccessScreen } from "./SuccessScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => vi.spyOn(browser, "assign").mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const newcomer = (labs: string[] = []) =>
  makeSession("sharer", {
    user: {
      email: "nia@acme.example",
      phoneNumber: "+358401234567",
      connected: { linkedin: true, twitter: false, facebook: false, xing: false },
    },
    company: { smarpLabList: labs },
  });

describe("/success", () => {
  it("shows the account's facts, the ways on, and a QR code on desktop", async () => {
    installFakeServer({ session: newcomer() });
    renderUi(<SuccessScreen />, { path: "/success" });
    expect(
      screen.getByRole("heading", { level: 1, name: "Account created successfully" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Your login domain:")).toHaveTextContent(window.location.host);
    expect(await screen.findByText("nia@acme.example")).toBeInTheDocument();
    expect(screen.getByText("Connected accounts:")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("LinkedIn");
    // The phone number only with the SMS lab.
    expect(screen.queryByText("+358401234567")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download on the App Store" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get it on Google Play" })).toBeInTheDocument();
    expect(screen.getByTitle("QR code to open Chorus on your phone")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue to the site" })).toHaveAttribute("href", "/");
  });

  it("shows the phone number with the SMS lab", async () => {
    installFakeServer({ session: newcomer(["sms_authentication_lab"]) });
    renderUi(<SuccessScreen />, { path: "/success" });
    expect(await screen.findByText("+358401234567")).toBeInTheDocument();
  });

  it("'Open the app' follows the server's magic link; a failure says so", async () => {
    let fail = false;
    installFakeServer({
      session: newcomer(),
      routes: ({ path }) => {
        if (path !== "/auth/mobile/redirect") return undefined;
        return fail
          ? errorResponse(500, "500.0", "Internal Server Error")
          : jsonResponse(200, { data: { link: "chorus://login?token=abc" } });
      },
    });
    renderUi(<SuccessScreen />, { path: "/success" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open the app" }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith("chorus://login?token=abc"));
    fail = true;
    await user.click(screen.getByRole("button", { name: "Open the app" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Something went wrong when trying to open the app!",
    );
  });
});
