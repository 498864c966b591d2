// @vitest-environment jsdom

import type { UploadedDocument, UploadedVideo } from "@chorus/shared/media/media.contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/api-error.ts";
import { installFakeServer } from "../../../test/fake-server.ts";
import { deferred, renderUi } from "../../../test/render-ui.tsx";
import type { uploadDocument, uploadVideo } from "../api.ts";
import { DocumentField } from "./DocumentField.tsx";
import { VideoField } from "./VideoField.tsx";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const MB = 1_048_576;
const fileOf = (name: string, type: string, bytes: number) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
};
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe("VideoField upload", () => {
  const stored: UploadedVideo = {
    _id: "65c0000000000000000000a1",
    videoUrl: "/api/video/file/65c0000000000000000000a1",
    posterUrl: "/images/posters/p.jpg",
    videoMetadata: { width: 1280, height: 720, duration: 12 },
  };
  function renderVideo(upload: typeof uploadVideo) {
    installFakeServer();
    const onChange = vi.fn();
    renderUi(
      <VideoField
        value={{ videoUrl: "", videoPosterUrl: null, videoMetadata: null }}
        onChange={onChange}
        networks={[]}
        upload={upload}
        readMetadata={async () => ({ width: 1280, height: 720, duration: 12 })}
      />,
    );
    return onChange;
  }

  it("a valid video goes up with an 'Uploading' toast, then fills the post's video fields", async () => {
    const pending = deferred<UploadedVideo>();
    const upload = vi.fn<typeof uploadVideo>(() => pending.promise);
    const onChange = renderVideo(upload);
    const file = fileOf("clip.mp4", "video/mp4", 20 * MB);
    await userEvent.upload(fileInput(), file);
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    expect(await screen.findByText("Uploading")).toBeInTheDocument();
    pending.resolve(stored);
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        videoUrl: stored.videoUrl,
        videoPosterUrl: stored.posterUrl,
        videoMetadata: stored.videoMetadata,
      }),
    );
  });

  it("shows the server's message when the upload is refused", async () => {
    const upload = vi.fn<typeof uploadVideo>(async () => {
      throw new ApiError(400, "400.0", "Video codec is not supported");
    });
    const onChange = renderVideo(upload);
    await userEvent.upload(fileInput(), fileOf("clip.mov", "video/quicktime", 5 * MB));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The upload failed: Video codec is not supported",
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("DocumentField upload", () => {
  const stored: UploadedDocument = {
    _id: "65c0000000000000000000d1",
    title: "Annual report",
    url: "/images/documents/report.pdf",
    pageCount: 3,
    imageList: [1, 2, 3].map((n) => ({ url: `/images/documents/page-${n}.jpg`, width: 1240, height: 1754 })),
  };

  function renderDocument(upload: typeof uploadDocument) {
    installFakeServer();
    const onChange = vi.fn();
    renderUi(<DocumentField value={null} onChange={onChange} upload={upload} />);
    return onChange;
  }

  it("a PDF goes up and its pages become the slideshow", async () => {
    const upload = vi.fn<typeof uploadDocument>(async () => stored);
    const onChange = renderDocument(upload);
    const file = fileOf("report.pdf", "application/pdf", 2 * MB);
    await userEvent.upload(fileInput(), file);
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        title: "Annual report",
        url: stored.url,
        pageCount: 3,
        imageList: [
          "/images/documents/page-1.jpg",
          "/images/documents/page-2.jpg",
          "/images/documents/page-3.jpg",
        ],
      }),
    );
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
  });

  it("refuses a file that is not a PDF without uploading it", async () => {
    const upload = vi.fn<typeof uploadDocument>();
    renderDocument(upload);
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), fileOf("notes.docx", "application/msword", MB));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a PDF file.");
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's message when the PDF is refused", async () => {
    const upload = vi.fn<typeof uploadDocument>(async () => {
      throw new ApiError(400, "400.0", "The PDF could not be read");
    });
    const onChange = renderDocument(upload);
    await userEvent.upload(fileInput(), fileOf("broken.pdf", "application/pdf", MB));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The upload failed: The PDF could not be read",
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the document's title and page count once uploaded", () => {
    installFakeServer();
    renderUi(
      <DocumentField
        value={{ title: "Annual report", url: stored.url, pageCount: 3, imageList: [] }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText("Annual report (3 pages)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Replace the PDF" })).toBeInTheDocument();
  });
});
