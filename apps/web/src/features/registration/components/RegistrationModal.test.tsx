// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { deferred, renderUi } from "../../../test/render-ui.tsx";
import { RegistrationModal } from "./RegistrationModal.tsx";

// The proof-of-work widget cannot run in jsdom: a stand-in that "verifies" on click.
vi.mock("./Captcha.tsx", () => ({
  Captcha: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange("solved-payload")}>
      I am human
    </button>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderModal() {
  return renderUi(
    <RegistrationModal
      opened
      onClose={() => {}}
      companyDomain="acme.example"
      companyDomains={["acme.example"]}
    />,
  );
}

async function fillAndRegister(email = "newcomer@acme.example") {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/work email/i);
  expect(field).toHaveAttribute("placeholder", "name@acme.example");
  await user.type(field, email);
  expect(screen.getByRole("button", { name: "Register" })).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "I am human" }));
  await user.click(screen.getByRole("button", { name: "Register" }));
  return user;
}

describe("registration modal", () => {
  it("goes entry → sending → sent, resends and closes with 'Got it!'", async () => {
    const hold = deferred<Response>();
    const server = installFakeServer({
      routes: (r) => {
        if (r.path === "/api/user/register") return hold.promise;
        if (r.path === "/api/user/register/reminder") return jsonResponse(200, { sent: true });
        return undefined;
      },
    });
    renderModal();
    const user = await fillAndRegister();
    expect(await screen.findByText("Please wait while we checking your email")).toBeInTheDocument();
    hold.resolve(jsonResponse(200, { sent: true }));
    expect(await screen.findByText(/We sent an email to newcomer@acme.example/)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === "/api/user/register")?.body).toEqual({
      email: "newcomer@acme.example",
      captcha: "solved-payload",
    });
    await user.click(screen.getByRole("button", { name: "Resend email" }));
    expect(await screen.findByText("We sent the email again.")).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === "/api/user/register/reminder")?.body).toEqual({
      email: "newcomer@acme.example",
    });
    expect(screen.getByRole("button", { name: "Got it!" })).toBeInTheDocument();
  });

  it.each([
    ["400.7", "User limit reached", /user limit of your company has been reached/],
    ["400.14", "Please use your company email domain", /@acme.example/],
    ["400.24", "This email address has been used", /send you a login link/],
  ])("answers %s with the dialog '%s'", async (code, title, text) => {
    installFakeServer({
      routes: (r) => (r.path === "/api/user/register" ? errorResponse(400, code, "server text") : undefined),
    });
    renderModal();
    await fillAndRegister("someone@other.example");
    expect(await screen.findByRole("dialog", { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("offers a login link for an address already used (400.24)", async () => {
    const server = installFakeServer({
      routes: (r) => {
        if (r.path === "/api/user/register") return errorResponse(400, "400.24", "used");
        if (r.path === "/api/user" && r.method === "PUT") return jsonResponse(200, { sent: true });
        return undefined;
      },
    });
    renderModal();
    const user = await fillAndRegister("emma@acme.example");
    await user.click(await screen.findByRole("button", { name: "Send me a login link" }));
    expect(await screen.findByText(/We sent a login link to emma@acme.example/)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === "/api/user")?.body).toEqual({ email: "emma@acme.example" });
  });

  it("shows any other error as an alert and stays on the form", async () => {
    installFakeServer({
      routes: (r) =>
        r.path === "/api/user/register" ? errorResponse(400, "400.0", "Captcha expired") : undefined,
    });
    renderModal();
    await fillAndRegister();
    expect(await screen.findByRole("alert")).toHaveTextContent("Captcha expired");
    await waitFor(() => expect(screen.getByLabelText(/work email/i)).toBeInTheDocument());
  });
});
