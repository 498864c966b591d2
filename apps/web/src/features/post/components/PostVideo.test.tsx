// @vitest-environment jsdom

import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer, jsonResponse } from "../../../test/fake-server.ts";
import { deferred, renderUi } from "../../../test/render-ui.tsx";
import { PostVideo } from "./PostVideo.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const POST_ID = "65a000000000000000000001";
const VIDEO_URL = "/api/video/file/65a0000000000000000000aa";
const POSTER_URL = "/images/media/poster.jpg";
const cookieCalls = (server: ReturnType<typeof installFakeServer>) =>
  server.requests.filter((request) => request.path.includes("issue-cookie"));

describe("PostVideo", () => {
  it("shows the poster and a play button, with no player and no play cookie until it is played", () => {
    const server = installFakeServer();
    const { container } = renderUi(
      <PostVideo postId={POST_ID} videoUrl={VIDEO_URL} posterUrl={POSTER_URL} title="Demo" />,
    );
    expect(container.querySelector("video")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", POSTER_URL);
    expect(screen.getByRole("button", { name: "Play the video: Demo" })).toBeInTheDocument();
    expect(cookieCalls(server)).toHaveLength(0);
  });

  it("fetches the first card's poster at once and the others when near", () => {
    installFakeServer();
    const { container } = renderUi(
      <>
        <PostVideo videoUrl={VIDEO_URL} posterUrl={POSTER_URL} title="First" priority />
        <PostVideo videoUrl={VIDEO_URL} posterUrl={POSTER_URL} title="Second" />
      </>,
    );
    const [first, second] = container.querySelectorAll("img");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).not.toHaveAttribute("loading");
    expect(second).toHaveAttribute("loading", "lazy");
  });

  it("played: asks for the post's play cookie, only then gives the player its source, and moves the focus to it", async () => {
    const cookie = deferred<Response>();
    const server = installFakeServer({
      routes: (request) =>
        request.path.startsWith("/api/video/play/issue-cookie") ? cookie.promise : undefined,
    });
    const { container } = renderUi(
      <PostVideo postId={POST_ID} videoUrl={VIDEO_URL} title="Demo" metadata={{ width: 640, height: 360 }} />,
    );
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    fireEvent.click(screen.getByRole("button", { name: "Play the video: Demo" }));
    const video = container.querySelector("video") as HTMLVideoElement;
    expect(video).toHaveAttribute("autoplay");
    expect(focus.mock.contexts).toContain(video);
    await waitFor(() =>
      expect(cookieCalls(server).map((r) => r.path)).toEqual([
        `/api/video/play/issue-cookie?postId=${POST_ID}`,
      ]),
    );
    expect(video.getAttribute("src")).toBeNull();
    expect(video).toHaveAttribute("aria-busy", "true");
    cookie.resolve(jsonResponse(200, { ok: true }));
    await waitFor(() => expect(video.getAttribute("src")).toBe(VIDEO_URL));
    expect(video).toHaveAttribute("aria-busy", "false");
    // The box has the video's ratio, so the poster has no band above it.
    expect(video.style.aspectRatio).toBe("640 / 360");
    expect(video).toHaveAttribute("data-orientation", "landscape");
  });

  it("plays an outside video or the editor's own upload without a cookie", () => {
    const server = installFakeServer();
    const { container } = renderUi(<PostVideo videoUrl={VIDEO_URL} title="Preview" />);
    fireEvent.click(screen.getByRole("button", { name: "Play the video: Preview" }));
    expect(container.querySelector("video")?.getAttribute("src")).toBe(VIDEO_URL);
    expect(cookieCalls(server)).toHaveLength(0);
  });

  it("stands a vertical video 65vh high (core §2), before and after it is played", () => {
    installFakeServer();
    const { container } = renderUi(
      <PostVideo
        videoUrl="https://cdn.example.com/v.mp4"
        title="Tall"
        metadata={{ width: 1080, height: 1920 }}
      />,
    );
    const box = container.querySelector("[data-orientation]") as HTMLElement;
    expect(box).toHaveAttribute("data-orientation", "portrait");
    expect(box.style.aspectRatio).toBe("1080 / 1920");
    fireEvent.click(screen.getByRole("button", { name: "Play the video: Tall" }));
    expect(container.querySelector("video")).toHaveAttribute("data-orientation", "portrait");
  });
});
