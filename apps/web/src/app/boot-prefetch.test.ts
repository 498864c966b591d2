import { FEED_BOOT_PATHS } from "@chorus/shared/boot/feed-boot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { htmlSanitizer } from "../lib/sanitize.ts";
import { installFakeServer } from "../test/fake-server.ts";
import { prefetchForBoot } from "./boot-prefetch.ts";
import { createQueryClient } from "./query-client.ts";

/** A server that has not answered yet: what the boot sends before any answer is what it sends at once. */
function installSilentServer() {
  return installFakeServer({ routes: () => new Promise<Response>(() => undefined) });
}

const pathsOf = (requests: { path: string }[]) => requests.map((r) => r.path.split("?")[0]).sort();

describe("prefetchForBoot", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends every call the feed's gates and first page need at once, before any answer", async () => {
    const server = installSilentServer();
    prefetchForBoot(createQueryClient(), { pathname: "/", search: "?channelId=c1" });
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(10));
    expect(pathsOf(server.requests)).toEqual(
      [
        "/api/channel",
        "/api/config",
        "/api/onboarding/state",
        "/api/post3",
        "/api/post3/counters",
        "/api/post3/widgets",
        "/api/session",
        "/api/session2",
        "/api/session2/user/enhancement",
        "/api/status",
      ].sort(),
    );
    // The first page is the one the URL asks for, as the feed screen will ask for it.
    const feed = server.requests.find((r) => r.path.startsWith("/api/post3?"));
    expect(new URL(feed?.path ?? "", "http://x").searchParams.get("channelId")).toBe("c1");
  });

  it("asks on the plain feed for exactly the paths the server answers in the page (FEED_BOOT_PATHS)", async () => {
    const server = installSilentServer();
    prefetchForBoot(createQueryClient(), { pathname: "/", search: "" });
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(FEED_BOOT_PATHS.length));
    expect(server.requests.every((r) => r.method === "GET")).toBe(true);
    expect(server.requests.map((r) => r.path).sort()).toEqual([...FEED_BOOT_PATHS].sort());
  });

  it("asks only for what every page needs on any other page (no signed-in calls on public pages)", async () => {
    const server = installSilentServer();
    prefetchForBoot(createQueryClient(), { pathname: "/privacy-policy", search: "" });
    await vi.waitFor(() => expect(server.requests.length).toBe(3));
    expect(pathsOf(server.requests)).toEqual(["/api/config", "/api/session", "/api/status"]);
  });

  it("asks for the HTML sanitiser with the feed's calls, and not on other pages", () => {
    installSilentServer();
    const load = vi.spyOn(htmlSanitizer, "load").mockResolvedValue({} as never);
    prefetchForBoot(createQueryClient(), { pathname: "/privacy-policy", search: "" });
    expect(load).not.toHaveBeenCalled();
    prefetchForBoot(createQueryClient(), { pathname: "/", search: "" });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
