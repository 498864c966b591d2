// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { OutboxScreen } from "./OutboxScreen.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const REGISTRATION = "65a0000000000000000000e1";
const RESET = "65a0000000000000000000e2";
const mail = (id: string, overrides: Record<string, unknown>) => ({
  _id: id,
  to: "nia@acme.example",
  kind: "registration",
  status: "queued",
  createdAt: "2026-03-02T08:30:00.000Z",
  sentAt: null,
  error: null,
  sensitive: false,
  ...overrides,
});

function serve(
  list = [
    mail(REGISTRATION, { subject: "Welcome to Acme on Chorus" }),
    mail(RESET, {
      subject: "Reset your password",
      kind: "password_reset",
      status: "sent",
      to: "emma@acme.example",
    }),
  ],
) {
  return installFakeServer({
    routes: ({ path }) => {
      if (path === "/api/mail/outbox?pageSize=100")
        return jsonResponse(200, { mailList: list, hasMore: false });
      if (path === `/api/mail/outbox/${REGISTRATION}`)
        return jsonResponse(200, {
          ...list[0],
          text: "Finish creating your account: http://acme.localhost/auth/link/t0k3n",
          html: "<p>Finish creating your account</p>",
        });
      if (path === `/api/mail/outbox/${RESET}`)
        return jsonResponse(200, {
          ...list[1],
          text: "",
          html: '<p>Reset it <a href="http://acme.localhost/reset">here</a></p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
        });
      return undefined;
    },
  });
}

const admin = () => makeSession("admin");

describe("/email-outbox", () => {
  it("lists the mail, newest first as the server sends it, with recipient and status", async () => {
    serve();
    renderUi(<OutboxScreen />, { path: "/email-outbox", session: admin() });
    expect(screen.getByRole("heading", { level: 1, name: "Email outbox" })).toBeInTheDocument();
    const rows = within((await screen.findAllByRole("rowgroup"))[1] as HTMLElement).getAllByRole("row");
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Welcome to Acme on Chorus",
      "Reset your password",
    ]);
    expect(rows[0]).toHaveTextContent("nia@acme.example");
    expect(rows[0]).toHaveTextContent("queued");
    expect(rows[1]).toHaveTextContent("emma@acme.example");
    expect(rows[1]).toHaveTextContent("sent");
  });

  it("opens a mail's text and goes back to the list", async () => {
    serve();
    renderUi(<OutboxScreen />, { path: "/email-outbox", session: admin() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Welcome to Acme on Chorus" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Welcome to Acme on Chorus" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/To: nia@acme.example/)).toBeInTheDocument();
    expect(screen.getByTestId("mail-text")).toHaveTextContent(
      "Finish creating your account: http://acme.localhost/auth/link/t0k3n",
    );
    await user.click(screen.getByRole("button", { name: "Back to the outbox" }));
    expect(await screen.findByRole("button", { name: "Reset your password" })).toBeInTheDocument();
    expect(screen.queryByTestId("mail-text")).not.toBeInTheDocument();
  });

  it("shows a mail without text as sanitised HTML", async () => {
    serve();
    const { container } = renderUi(<OutboxScreen />, { path: "/email-outbox", session: admin() });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Reset your password" }));
    expect(await screen.findByRole("link", { name: "here" })).toHaveAttribute(
      "href",
      "http://acme.localhost/reset",
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("onerror") ?? null).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("marks a mail whose sign-in link is hidden, in the list and when opened", async () => {
    const LOGIN = "65a0000000000000000000e3";
    const hidden = mail(LOGIN, {
      subject: "Your login link for Acme",
      kind: "login_link",
      to: "chloe@acme.example",
      sensitive: true,
    });
    installFakeServer({
      routes: ({ path }) => {
        if (path === "/api/mail/outbox?pageSize=100")
          return jsonResponse(200, {
            mailList: [hidden, mail(REGISTRATION, { subject: "Plain" })],
            hasMore: false,
          });
        if (path === `/api/mail/outbox/${LOGIN}`)
          return jsonResponse(200, {
            ...hidden,
            text: "Log in: [link hidden: only the recipient can use it]",
            html: "<p>Log in</p>",
          });
        return undefined;
      },
    });
    renderUi(<OutboxScreen />, { path: "/email-outbox", session: admin() });
    const rows = within((await screen.findAllByRole("rowgroup"))[1] as HTMLElement).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("Link hidden");
    expect(rows[1]).not.toHaveTextContent("Link hidden");
    await userEvent.setup().click(screen.getByRole("button", { name: "Your login link for Acme" }));
    expect(
      await screen.findByText(
        "Links that sign in or reset a password are hidden here: only the recipient can use them, in their own mailbox.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId("mail-text")).toHaveTextContent(
      "Log in: [link hidden: only the recipient can use it]",
    );
  });

  it("says when the outbox is empty", async () => {
    serve([]);
    renderUi(<OutboxScreen />, { path: "/email-outbox", session: admin() });
    expect(await screen.findByText("The outbox is empty.")).toBeInTheDocument();
  });
});
