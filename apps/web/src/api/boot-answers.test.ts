// @vitest-environment jsdom
import { BOOT_DATA_ELEMENT_ID, type BootData } from "@chorus/shared/boot/feed-boot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetBootAnswers } from "./boot-answers.ts";
import { createApiClient } from "./client.ts";

/** index.html as the server sends it to a signed-in reader of the feed. */
function embed(data: BootData | string) {
  const element = document.createElement("script");
  element.id = BOOT_DATA_ELEMENT_ID;
  element.type = "application/json";
  element.textContent = typeof data === "string" ? data : JSON.stringify(data);
  document.head.append(element);
}

const network = () =>
  vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ from: "network", path: String(input) }, { headers: { "x-csrf-token": "network-token" } }),
  );

describe("answers the server put into the page", () => {
  afterEach(() => {
    document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
    resetBootAnswers();
    vi.restoreAllMocks();
  });

  it("answer their GET once, without the network; the next ask goes to the server", async () => {
    embed({
      "/api/channel?list=true": { body: '{"from":"page"}', headers: { "content-type": "application/json" } },
    });
    const fetch = network();
    const client = createApiClient({ fetch });
    expect(await client.get("/api/channel?list=true")).toEqual({ from: "page" });
    expect(fetch).not.toHaveBeenCalled();
    expect(await client.get("/api/channel?list=true")).toEqual({
      from: "network",
      path: "/api/channel?list=true",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keep the session probe's CSRF token, so the first write sends it without probing again", async () => {
    embed({
      "/api/session": {
        body: '{"isLoggedIn":true}',
        headers: { "content-type": "application/json", "x-csrf-token": "page-token" },
      },
    });
    const fetch = network();
    const client = createApiClient({ fetch });
    await client.probeSession();
    expect(client.csrfToken()).toBe("page-token");
    await client.send("POST", "/api/like", { postId: "p1" });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get("x-csrf-token")).toBe("page-token");
  });

  it("never answer another method or another path", async () => {
    embed({
      "/api/post3/counters": { body: '{"from":"page"}', headers: { "content-type": "application/json" } },
    });
    const fetch = network();
    const client = createApiClient({ fetch });
    client.setNoSessionHandler(() => {});
    await client.send("POST", "/api/post3/counters", {});
    expect(await client.get("/api/post3/counters?x=1")).toMatchObject({ from: "network" });
    expect(fetch.mock.calls.map((call) => String(call[0]))).toContain("/api/post3/counters?x=1");
  });

  it("go stale: an answer asked for after the first 30 seconds comes from the network", async () => {
    embed({ "/api/status": { body: '{"from":"page"}', headers: { "content-type": "application/json" } } });
    vi.spyOn(performance, "now").mockReturnValue(31_000);
    const fetch = network();
    expect(await createApiClient({ fetch }).get("/api/status")).toMatchObject({ from: "network" });
  });

  it("are ignored when the element is cut short", async () => {
    embed('{"/api/status": {"body"');
    const fetch = network();
    expect(await createApiClient({ fetch }).get("/api/status")).toMatchObject({ from: "network" });
  });
});
