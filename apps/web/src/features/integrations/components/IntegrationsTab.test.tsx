// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeSession } from "../../../test/fixtures/sessions.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { AlertArea } from "../../shell/components/AlertArea.tsx";
import { ConnectWithWidget } from "./ConnectWithWidget.tsx";
import { IntegrationsTab } from "./IntegrationsTab.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const COMPANY_ID = makeSession("admin").company._id;
const CHANNEL_ID = "64b000000000000000000001";
const teamsOff = {
  isEnabled: false,
  hasWebhookUrl: false,
  webhookHost: null,
  channelIdList: [],
  lastError: null,
  lastSentAt: null,
  updatedAt: null,
};
const slackAvailable = {
  isInstalled: false,
  isAvailable: true,
  teamName: null,
  slackChannelId: null,
  slackChannelName: null,
  channelIdList: [],
  isNewPostsEnabled: true,
  isDailySummaryEnabled: true,
  lastError: null,
};
const failingFeed = {
  _id: "64b000000000000000000009",
  name: "Old blog",
  url: "https://old.example/rss",
  channelId: CHANNEL_ID,
  isEnabled: true,
  state: "disabled" as const,
  failureCount: 5,
  lastError: "The feed answered 500",
  lastPolledAt: null,
  importedCount: 2,
};

function serve(overrides: { teamsTest?: () => Response } = {}) {
  const puts: { path: string; body: unknown }[] = [];
  installFakeServer({
    session: makeSession("admin"),
    routes: ({ method, path, body }) => {
      const base = `/api/company/${COMPANY_ID}`;
      if (method === "GET" && path === `${base}/msteams`) return jsonResponse(200, teamsOff);
      if (method === "PUT" && path === `${base}/msteams`) {
        puts.push({ path, body });
        return jsonResponse(200, {
          ...teamsOff,
          hasWebhookUrl: true,
          webhookHost: "acme.webhook.office.com",
        });
      }
      if (method === "POST" && path === `${base}/msteams/test`)
        return overrides.teamsTest?.() ?? jsonResponse(200, { sent: true });
      if (method === "GET" && path === `${base}/slack`) return jsonResponse(200, slackAvailable);
      if (method === "GET" && path === `${base}/feed`) return jsonResponse(200, { feedList: [failingFeed] });
      if (method === "GET" && path === `${base}/channel`) return jsonResponse(200, { channelList: [] });
      return undefined;
    },
  });
  return puts;
}

const render = () =>
  renderUi(
    <>
      <AlertArea />
      <IntegrationsTab companyId={COMPANY_ID} editable />
    </>,
    { session: makeSession("admin") },
  );

describe("Integrations tab", () => {
  it("saves a Teams webhook and shows Teams' refusal of the test message", async () => {
    const puts = serve({
      teamsTest: () =>
        errorResponse(
          424,
          "424.100",
          "Microsoft Teams did not accept the message. Check the webhook address.",
        ),
    });
    render();
    const field = await screen.findByRole("textbox", { name: "Incoming webhook URL" }, { timeout: 5_000 });
    await userEvent.click(field);
    await userEvent.paste("https://acme.webhook.office.com/webhookb2/x");
    await userEvent.click(screen.getAllByRole("button", { name: "Save" })[0] as HTMLElement);
    expect(await screen.findByText("Integration settings saved.", {}, { timeout: 5_000 })).toBeTruthy();
    expect(puts).toEqual([
      {
        path: `/api/company/${COMPANY_ID}/msteams`,
        body: {
          isEnabled: false,
          channelIdList: [],
          webhookUrl: "https://acme.webhook.office.com/webhookb2/x",
        },
      },
    ]);
    expect(
      await screen.findByText(/A webhook at acme.webhook.office.com is saved/, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send a test message" }));
    expect(
      await screen.findByText(
        "Microsoft Teams did not accept the message. Check the webhook address.",
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  });

  it("offers Add to Slack and lists feeds with their state", async () => {
    serve();
    render();
    const add = await screen.findByRole("link", { name: "Add to Slack" });
    expect(add.getAttribute("href")).toBe("/api/slack/install");
    const row = (await screen.findByText("Old blog")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Disabled after failures")).toBeTruthy();
    expect(within(row).getByText("The feed answered 500")).toBeTruthy();
  });
});

describe("'Connect with' widget", () => {
  it("is hidden unless the company offers the Slack app", () => {
    serve();
    renderUi(<ConnectWithWidget />, { session: makeSession("admin") });
    expect(screen.queryByRole("heading", { name: "Connect with" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add to Slack" })).toBeNull();
  });

  it("offers Add to Slack to an admin of a company that offers it", async () => {
    serve();
    renderUi(<ConnectWithWidget />, {
      session: makeSession("admin", { company: { isSlackAppEnabled: true } }),
    });
    expect((await screen.findByRole("link", { name: "Add to Slack" })).getAttribute("href")).toBe(
      "/api/slack/install",
    );
    expect(screen.getByRole("heading", { name: "Connect with" })).toBeTruthy();
  });
});
