// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { makeChannel } from "../../../test/fixtures/posts.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import type { ChannelGroup } from "../api.ts";
import CustomizeFeedModal from "./CustomizeFeedModal.tsx";

// Mantine renders a lot under jsdom; give slow machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const NEWS = "65a0000000000000000000c1";
const LEADERSHIP = "65a0000000000000000000c2";
const CAREERS = "65a0000000000000000000c3";
const WINS = "65a0000000000000000000c4";

function makeGroups(subscribed: Set<string>): ChannelGroup[] {
  return [
    {
      groupId: null,
      groupName: "Acme",
      channelList: [
        makeChannel({
          _id: NEWS,
          name: "Company News",
          isMandatory: true,
          isEssential: true,
          subscriptionStatus: true,
        }),
        makeChannel({
          _id: LEADERSHIP,
          name: "Leadership",
          isPrivate: true,
          subscriptionStatus: subscribed.has(LEADERSHIP),
        }),
        makeChannel({ _id: CAREERS, name: "Careers", subscriptionStatus: subscribed.has(CAREERS) }),
      ],
    },
    {
      groupId: "65a000000000000000000091",
      groupName: "Field Sales",
      channelList: [
        makeChannel({ _id: WINS, name: "Field Sales Wins", subscriptionStatus: subscribed.has(WINS) }),
      ],
    },
  ];
}

function setup(path = "/") {
  const subscribed = new Set([LEADERSHIP]);
  const server = installFakeServer({
    routes: ({ method, path: url, body }) => {
      if (method === "GET" && url === "/api/channel?groupedBy=group")
        return jsonResponse(200, makeGroups(subscribed));
      const id = (body as { _id?: string } | undefined)?._id ?? "";
      if (method === "PUT" && url === "/api/user/channel/me/subscribe") {
        subscribed.add(id);
        return jsonResponse(200, makeChannel({ _id: id, name: "x", subscriptionStatus: true }));
      }
      if (method === "PUT" && url === "/api/user/channel/me/unsubscribe") {
        subscribed.delete(id);
        return jsonResponse(200, makeChannel({ _id: id, name: "x", subscriptionStatus: false }));
      }
      return undefined;
    },
  });
  const onClose = vi.fn();
  const view = renderUi(<CustomizeFeedModal opened onClose={onClose} />, { path });
  return { ...view, server, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole("dialog", { name: "Customize My Feed" });
const channelNames = () =>
  within(dialog())
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);

describe("CustomizeFeedModal", () => {
  it("lists channels by group with a lock on private ones", async () => {
    setup();
    await within(await screen.findByRole("dialog")).findByText("Careers");
    expect(channelNames()).toEqual(["Company News", "Leadership", "Careers", "Field Sales Wins"]);
    expect(within(dialog()).getByRole("heading", { name: "Field Sales" })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText("Private channel")).toBeInTheDocument();
  });

  it("searches case-insensitively, filters by subscription and group, and says when nothing matches", async () => {
    const { user } = setup();
    await within(await screen.findByRole("dialog")).findByText("Careers");
    const search = within(dialog()).getByRole("textbox", { name: "Search channels" });
    await user.type(search, "CAREER");
    expect(channelNames()).toEqual(["Careers"]);
    expect(within(dialog()).queryByRole("heading", { name: "Field Sales" })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "nothing like this");
    expect(within(dialog()).getByText("There's no channel with that name")).toBeInTheDocument();
    await user.clear(search);

    await user.click(within(dialog()).getByText("Subscribed"));
    expect(channelNames()).toEqual(["Company News", "Leadership"]);
    await user.click(within(dialog()).getByText("Unsubscribed"));
    expect(channelNames()).toEqual(["Careers", "Field Sales Wins"]);
    await user.click(within(dialog()).getByText("All Channels"));

    await user.click(within(dialog()).getByLabelText("Group", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Field Sales" }));
    expect(channelNames()).toEqual(["Field Sales Wins"]);
  });

  it("disables leaving an essential channel, with the tooltip", async () => {
    const { user, server } = setup();
    await within(await screen.findByRole("dialog")).findByText("Careers");
    const button = within(dialog()).getByRole("button", { name: "Unsubscribe from Company News" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.hover(button);
    expect(
      await screen.findByText("You cannot unsubscribe from this essential channel."),
    ).toBeInTheDocument();
    await user.click(button);
    expect(server.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("subscribes at once, and refetches the channels", async () => {
    const { user, server } = setup();
    await within(await screen.findByRole("dialog")).findByText("Careers");
    await user.click(within(dialog()).getByRole("button", { name: "Subscribe to Careers" }));
    expect(
      await within(dialog()).findByRole("button", { name: "Unsubscribe from Careers" }),
    ).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === "PUT")).toMatchObject({
      path: "/api/user/channel/me/subscribe",
      body: { _id: CAREERS },
    });
  });

  it("asks before leaving a private channel, then clears it from the feed selection", async () => {
    const { user, server, router } = setup(`/?channelId=${LEADERSHIP}&type=published`);
    await within(await screen.findByRole("dialog")).findByText("Careers");
    await user.click(within(dialog()).getByRole("button", { name: "Unsubscribe from Leadership" }));
    const confirm = await screen.findByRole("dialog", { name: "Do you really want to unsubscribe?" });
    await user.click(within(confirm).getByRole("button", { name: "No, take me back" }));
    expect(server.requests.some((r) => r.method === "PUT")).toBe(false);

    await user.click(within(dialog()).getByRole("button", { name: "Unsubscribe from Leadership" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Do you really want to unsubscribe?" })).getByRole(
        "button",
        {
          name: "Yes, unsubscribe me",
        },
      ),
    );
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "PUT")).toMatchObject({
        path: "/api/user/channel/me/unsubscribe",
        body: { _id: LEADERSHIP },
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe("?type=published"));
    // Refetched after the change.
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path === "/api/channel?groupedBy=group").length).toBeGreaterThan(
        1,
      ),
    );
    expect(
      await within(dialog()).findByRole("button", { name: "Subscribe to Leadership" }),
    ).toBeInTheDocument();
  });

  it("closes with the close button", async () => {
    const { user, onClose } = setup();
    await screen.findByRole("dialog");
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });
});
