// @vitest-environment jsdom

import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { deferred, renderUi } from "../../../test/render-ui.tsx";
import { PostVideo } from "./PostVideo.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const POST_ID = "65a000000000000000000001";
const VIDEO_URL = "/api/video/file/65a0000000000000000000aa";

describe("PostVideo", () => {
  it("asks for the post's play cookie and only then gives the element its source", async () => {
    const cookie = deferred<Response>();
    const server = installFakeServer({
      routes: (request) =>
        request.path.startsWith("/api/video/play/issue-cookie") ? cookie.promise : undefined,
    });
    const { container } = renderUi(
      <PostVideo postId={POST_ID} videoUrl={VIDEO_URL} title="Demo" metadata={{ width: 640, height: 360 }} />,
    );
    const video = container.querySelector("video") as HTMLVideoElement;
    await waitFor(() =>
      expect(server.requests.map((r) => r.path)).toContain(`/api/video/play/issue-cookie?postId=${POST_ID}`),
    );
    expect(video.getAttribute("src")).toBeNull();
    cookie.resolve(jsonResponse(200, { ok: true }));
    await waitFor(() => expect(video.getAttribute("src")).toBe(VIDEO_URL));
    // The box has the video's ratio, so the poster has no band above it.
    expect(video.style.aspectRatio).toBe("640 / 360");
    expect(video).toHaveAttribute("data-orientation", "landscape");
  });

  it("plays an outside video or the editor's own upload without a cookie", () => {
    const server = installFakeServer();
    const { container } = renderUi(<PostVideo videoUrl={VIDEO_URL} title="Preview" />);
    expect(container.querySelector("video")?.getAttribute("src")).toBe(VIDEO_URL);
    expect(server.requests.some((r) => r.path.includes("issue-cookie"))).toBe(false);
  });

  it("stands a vertical video 65vh high (core §2)", () => {
    installFakeServer();
    const { container } = renderUi(
      <PostVideo
        videoUrl="https://cdn.example.com/v.mp4"
        title="Tall"
        metadata={{ width: 1080, height: 1920 }}
      />,
    );
    expect(container.querySelector("video")).toHaveAttribute("data-orientation", "portrait");
  });
});
