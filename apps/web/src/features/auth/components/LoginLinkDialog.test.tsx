// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { LoginLinkDialog } from "./LoginLinkDialog.tsx";

afterEach(() => vi.unstubAllGlobals());

const DOMAINS = ["a.example", "b.example", "c.example", "d.example", "e.example", "f.example", "g.example"];

function serve(domainList: string[], answer: Response) {
  return installFakeServer({
    routes: (r) => {
      if (r.path === "/api/user/login-link/domains") return jsonResponse(200, { domainList });
      if (r.path === "/api/user" && r.method === "PUT") return answer;
      return undefined;
    },
  });
}

async function send(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^email/i), email);
  await user.click(screen.getByRole("button", { name: "Send login link" }));
}

describe("login link dialog", () => {
  it("lists the first 6 company domains and sends the link", async () => {
    const server = serve(DOMAINS, jsonResponse(200, { sent: true }));
    renderUi(<LoginLinkDialog opened onClose={() => {}} onCreateAccount={null} />);
    const list = await screen.findByTestId("login-link-domains");
    expect(list).toHaveTextContent("@f.example");
    expect(list).not.toHaveTextContent("@g.example");
    await send("emma@a.example");
    expect(await screen.findByText(/We sent a login link to emma@a.example/)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === "/api/user")?.body).toEqual({ email: "emma@a.example" });
  });

  it("404.2 without company domains: 'Email address is not associated with any account of Chorus.'", async () => {
    serve([], errorResponse(404, "404.2", "User not found"));
    renderUi(<LoginLinkDialog opened onClose={() => {}} onCreateAccount={null} />);
    await send("nobody@x.example");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Email address is not associated with any account of Chorus.",
    );
  });

  it("404.2 with company domains offers to create an account ('User not found')", async () => {
    serve(["acme.example"], errorResponse(404, "404.2", "User not found"));
    const onCreateAccount = vi.fn();
    renderUi(<LoginLinkDialog opened onClose={() => {}} onCreateAccount={onCreateAccount} />);
    await screen.findByTestId("login-link-domains");
    await send("new@acme.example");
    expect(await screen.findByRole("dialog", { name: "User not found" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Create an account" }));
    expect(onCreateAccount).toHaveBeenCalledWith("new@acme.example");
  });
});
