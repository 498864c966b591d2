// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../test/fake-server.ts";
import { renderUi } from "../../test/render-ui.tsx";
import { trackVideoPlay, usePostViewTracker } from "./tracking.ts";

afterEach(() => vi.unstubAllGlobals());

const POST = "65a0000000000000000000a9";
const OTHER = "65a0000000000000000000aa";

function serve() {
  return installFakeServer({
    routes: ({ path }) => {
      if (path.startsWith("/api/post3/") && path.includes("/tracker"))
        return jsonResponse(200, { ViewCount: 1 });
      if (path.startsWith("/api/analytics/videostream"))
        return jsonResponse(200, { postId: POST, playCount: 1 });
      return undefined;
    },
  });
}

function Opened({ postId }: { postId: string }) {
  const ref = usePostViewTracker<HTMLDivElement>(postId, true);
  return <div ref={ref}>post</div>;
}

describe("post view and video play tracking", () => {
  it("an opened post counts a view with source=post, once a day however often it is shown", async () => {
    const server = serve();
    const first = renderUi(<Opened postId={POST} />);
    first.unmount();
    renderUi(<Opened postId={POST} />);
    renderUi(<Opened postId={OTHER} />);
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.path.includes("/tracker"))).toHaveLength(2),
    );
    // (The client first fetches its CSRF token from /api/session.)
    expect(server.requests.filter((r) => r.method === "POST").map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/post3/${POST}/tracker?source=post`,
      `POST /api/post3/${OTHER}/tracker?source=post`,
    ]);
  });

  it("a video play calls the catalogue's videostream", async () => {
    const server = serve();
    trackVideoPlay(POST);
    await vi.waitFor(() =>
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /api/analytics/videostream?postId=${POST}`,
      ]),
    );
  });
});
