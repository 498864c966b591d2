// @vitest-environment node
import type { FeedPage } from "@chorus/shared/post/post.contract";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { initI18n } from "../i18n/i18n.ts";
import { installFakeServer, jsonResponse } from "../test/fake-server.ts";
import { makePost } from "../test/fixtures/posts.ts";
import { makeSession } from "../test/fixtures/sessions.ts";
import { prefetchForBoot } from "./boot-prefetch.ts";
import { Providers } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";
import { routes } from "./routes.tsx";

/**
 * Ground for rendering the feed's first screen on the server (issues 15 and 16: a phone's first
 * paint and largest paint wait for the scripts today). The signed-in feed renders in plain Node,
 * with no DOM, from the answers of the boot's calls, through React's static renderer and the
 * router's static handler. Two things still stand in for what server rendering has to build, and
 * this test names them so they stay few:
 *
 * - `useTransitionedValue` follows the value one background render later, so a first render (on
 *   a server, or hydrating) draws the loader; here it gives the value at once, as it must there.
 * - Render-time reads of `window`: the location, the viewport and local storage. A server has the
 *   request's location; the others need a server's answer (a viewport hint, the stored language).
 *   Any other browser read during the render fails below.
 *
 * Not covered yet: a post's HTML body is shown as text through `DOMParser` until DOMPurify arrives
 * (PostBody's `HtmlAsText`), which Node lacks, so this post has a plain body; dates would need the
 * reader's time zone; and every first-screen query needs its answer in the cache (an errored query
 * renders as pending, so the page would show its loader).
 */
vi.mock("../lib/use-transitioned-value.ts", () => ({ useTransitionedValue: <T,>(value: T) => value }));

const READS_DURING_RENDER = ["window.localStorage", "window.location", "window.matchMedia"];
/** Libraries asking whether a DOM is there (`typeof window.document`), and timers: not reads of the page. */
const ENVIRONMENT_PROBES = ["window.document", "window.setTimeout", "window.clearTimeout"];

afterEach(() => {
  vi.unstubAllGlobals();
});

it("renders the signed-in feed's first screen in Node, navbar to first card, without an error", async () => {
  const read = new Set<string>();
  const requestWindow = new Proxy(
    { location: new URL("http://localhost/"), setTimeout, clearTimeout },
    {
      get(target, key) {
        read.add(`window.${String(key)}`);
        return Reflect.get(target, key);
      },
    },
  );
  vi.stubGlobal("window", requestWindow);
  const page: FeedPage = {
    postList: [makePost({ title: "Quarterly results are in", htmlBody: "", body: "Read them first here" })],
    page: 1,
    pageSize: 10,
    hasMore: false,
    nextCursor: null,
  };
  installFakeServer({
    session: makeSession("smarper"),
    routes: ({ path }) => {
      if (path.startsWith("/api/post3?")) return jsonResponse(200, page);
      if (path === "/api/onboarding/state")
        return jsonResponse(200, {
          stepList: [],
          currentStep: null,
          countedStepList: [],
          stepCounter: null,
          isFresh: false,
          groupList: [],
          teamList: [],
        });
      if (path === "/api/channel?list=true") return jsonResponse(200, []);
      return undefined;
    },
  });
  await initI18n({ loadServed: false });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  prefetchForBoot(queryClient, { pathname: "/", search: "" });
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`the feed redirected (${context.status})`);
  const { prelude } = await prerenderToNodeStream(
    <Providers queryClient={queryClient}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </Providers>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;

  // React marks a part it could not render with a template that switches it to the client.
  expect(html).not.toContain("Switched to client rendering");
  expect(html).toContain('aria-label="Main"');
  expect(html).toContain("Quarterly results are in");
  expect(html).toContain("Read them first here");
  expect([...read].filter((key) => !ENVIRONMENT_PROBES.includes(key)).sort()).toEqual(READS_DURING_RENDER);
});
