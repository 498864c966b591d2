// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { NewPasswordField } from "./NewPasswordField.tsx";

afterEach(() => vi.unstubAllGlobals());

function Field() {
  const [value, setValue] = useState("");
  return (
    <NewPasswordField
      label="New password"
      value={value}
      onChange={setValue}
      context={{
        companyName: "Acme",
        subdomain: "acme",
        email: "emma@acme.example",
        firstName: "Emma",
        lastName: "Stone",
      }}
    />
  );
}

const litBars = () =>
  screen.getByTestId("strength-meter").querySelectorAll("[data-bar]:not([data-bar='empty'])").length;

describe("new password field (access §5)", () => {
  it.each([
    ["short1", "Too short", 1, "Please, use at least 10 characters."],
    [
      "abcdefghij",
      "Very weak",
      1,
      "Please, use a few words, avoid common phrases, keyboard patterns and repeats.",
    ],
    ["abcdefgh12", "Weak", 1, null],
    ["Abcdefg1!x", "Fair", 2, null],
    ["Abcdefgh1!xy", "Good", 3, null],
    ["Abcdefgh1!xyz", "Strong", 4, null],
    ["Blue-acme-River-9", "Very weak", 1, "Please, don't use your company or site name as a password."],
  ])("%s → %s with %d bars", async (password, label, bars, message) => {
    // The server is silent here: the shared rules decide alone.
    installFakeServer({
      routes: (r) => (r.path === "/api/user/password/strength" ? new Promise(() => {}) : undefined),
    });
    renderUi(<Field />);
    await userEvent.setup().type(screen.getByLabelText(/new password/i), password);
    expect(screen.getByText(`Strength: ${label}`)).toBeInTheDocument();
    expect(litBars()).toBe(bars);
    if (message) expect(screen.getByTestId("strength-message")).toHaveTextContent(message);
    else expect(screen.queryByTestId("strength-message")).not.toBeInTheDocument();
  });

  it("shows the server's verdict once it answers", async () => {
    const server = installFakeServer({
      routes: (r) =>
        r.path === "/api/user/password/strength"
          ? jsonResponse(200, {
              score: 0,
              label: "Very weak",
              message: "Please, don't use your name or email address as a password.",
              barClassList: ["very-weak", "empty", "empty", "empty"],
            })
          : undefined,
    });
    renderUi(<Field />);
    await userEvent.setup().type(screen.getByLabelText(/new password/i), "Abcdefgh1!xyz");
    await waitFor(() => expect(screen.getByText("Strength: Very weak")).toBeInTheDocument());
    expect(screen.getByTestId("strength-message")).toHaveTextContent("your name or email address");
    expect(server.requests.find((r) => r.path === "/api/user/password/strength")?.body).toEqual({
      password: "Abcdefgh1!xyz",
    });
  });

  it("toggles between hidden and shown", async () => {
    installFakeServer();
    renderUi(<Field />);
    const input = screen.getByLabelText(/new password/i);
    expect(input).toHaveAttribute("type", "password");
    await userEvent.setup().click(screen.getByRole("button", { name: "Show or hide the password" }));
    expect(input).toHaveAttribute("type", "text");
  });
});
