// @vitest-environment jsdom

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeServer } from "../../../test/fake-server.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import type { EditorImage } from "../editor-values.ts";
import { ImageField } from "./ImageField.tsx";
import { VideoField } from "./VideoField.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const MB = 1_048_576;
const fileOf = (name: string, type: string, bytes: number) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
};
const images = (n: number): EditorImage[] =>
  Array.from({ length: n }, (_, i) => ({
    url: `/images/${i}.png`,
    width: 100,
    height: 100,
    hasError: false,
    isAnimated: false,
  }));

function renderImages(props: {
  networks?: string[];
  existing?: number;
  size?: { width: number; height: number };
}) {
  installFakeServer();
  const upload = vi.fn();
  const onChange = vi.fn();
  renderUi(
    <ImageField
      images={images(props.existing ?? 0)}
      onChange={onChange}
      networks={props.networks ?? []}
      title="Post"
      upload={upload}
      readSize={async () => props.size ?? { width: 100, height: 100 }}
    />,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { upload, onChange, input };
}

describe("ImageField checks before upload", () => {
  it("refuses an image wider than 2048 px", async () => {
    const { upload, input } = renderImages({ size: { width: 3000, height: 1000 } });
    await userEvent.upload(input, fileOf("wide.png", "image/png", 1000));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Images should not be wider or taller than 2048px.",
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses an image over 5 MB", async () => {
    const { upload, input } = renderImages({});
    await userEvent.upload(input, fileOf("big.jpg", "image/jpeg", 6 * MB));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Images must be JPG, PNG or GIF with a maximum file size of 5 MB.",
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses a GIF over 5 MB with the GIF message", async () => {
    const { input } = renderImages({});
    await userEvent.upload(input, fileOf("big.gif", "image/gif", 6 * MB));
    expect(await screen.findByRole("alert")).toHaveTextContent("GIF file can't be larger than 5 MB.");
  });

  it("clears a refused file's error once a valid image goes up", async () => {
    const { upload, onChange, input } = renderImages({});
    await userEvent.upload(input, fileOf("big.jpg", "image/jpeg", 6 * MB));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    upload.mockResolvedValue({
      _id: "x",
      url: "/images/new.png",
      width: 10,
      height: 10,
      hasError: false,
      ratioBucket: "1:1",
      isAnimated: false,
    });
    await userEvent.upload(input, fileOf("ok.png", "image/png", 1000));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("gives the reorder and delete buttons a target of at least 24 px", () => {
    renderImages({ existing: 2 });
    // Mantine's ActionIcon size "lg" is 34 px; "sm" (22 px) was below WCAG 2.5.8's 24 px.
    for (const name of ["Move image 2 left", "Move image 1 right", "Remove image 1"])
      expect(screen.getByRole("button", { name })).toHaveAttribute("data-size", "lg");
  });

  it("allows as many images as the selected networks do", async () => {
    const { upload, input } = renderImages({ networks: ["linkedin", "twitter"], existing: 4 });
    expect(screen.getByText("Upload up to 4 images")).toBeInTheDocument();
    await userEvent.upload(input, fileOf("five.png", "image/png", 1000));
    expect(await screen.findByRole("alert")).toHaveTextContent("Upload up to 4 images");
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads a valid image and reorders with move buttons", async () => {
    const { upload, onChange, input } = renderImages({ existing: 2 });
    upload.mockResolvedValue({
      _id: "x",
      url: "/images/new.png",
      width: 10,
      height: 10,
      hasError: false,
      ratioBucket: "1:1",
      isAnimated: false,
    });
    await userEvent.upload(input, fileOf("ok.png", "image/png", 1000));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0]).toHaveLength(3);
    onChange.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Move image 1 right" }));
    expect(onChange.mock.calls[0]?.[0].map((i: EditorImage) => i.url)).toEqual([
      "/images/1.png",
      "/images/0.png",
    ]);
    expect(screen.getByRole("button", { name: "Move image 1 left" })).toBeDisabled();
  });
});

describe("VideoField checks before upload", () => {
  function renderVideo(
    meta: { width: number; height: number; duration: number } | null,
    networks: string[] = [],
  ) {
    installFakeServer();
    const upload = vi.fn();
    renderUi(
      <VideoField
        value={{ videoUrl: "", videoPosterUrl: null, videoMetadata: null }}
        onChange={vi.fn()}
        networks={networks}
        upload={upload}
        readMetadata={async () => meta}
      />,
    );
    return { upload, input: document.querySelector('input[type="file"]') as HTMLInputElement };
  }

  it.each([
    [{ width: 0, height: 0, duration: 10 }, "Video codec is not supported"],
    [{ width: 200, height: 100, duration: 10 }, "Minimum video resolution required is 256x144."],
    [{ width: 5000, height: 2000, duration: 10 }, "Maximum video resolution required is 4096x2304."],
    [{ width: 2000, height: 300, duration: 10 }, "Video aspect ratio required is 1:2.4 - 2.4:1."],
    [{ width: 1280, height: 720, duration: 601 }, "Video duration required is 3 - 600 s."],
    [null, "Invalid video. Please select a video file."],
  ])("%o gives '%s'", async (meta, message) => {
    const { upload, input } = renderVideo(meta);
    await userEvent.upload(input, fileOf("clip.mp4", "video/mp4", MB));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(upload).not.toHaveBeenCalled();
  });

  it("checks size and format first", async () => {
    const { input } = renderVideo({ width: 1280, height: 720, duration: 10 });
    await userEvent.upload(input, fileOf("clip.mp4", "video/mp4", 201 * MB));
    expect(await screen.findByRole("alert")).toHaveTextContent("The video file size exceeds 200 MB.");
  });

  it("names the allowed formats", async () => {
    const { input } = renderVideo({ width: 1280, height: 720, duration: 10 });
    await userEvent.setup({ applyAccept: false }).upload(input, fileOf("clip.avi", "", MB));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The format of the video should be mp4 or mov",
    );
  });
});
