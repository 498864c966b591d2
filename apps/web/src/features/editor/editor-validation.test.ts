import type { PostType } from "@chorus/shared/post/post.contract";
import { describe, expect, it } from "vitest";
import { scheduleProblems, validateEditor } from "./editor-validation.ts";
import { emptyValues, newQuestion, toCreateBody } from "./editor-values.ts";
import {
  imageCountProblem,
  imageProblem,
  videoFileProblem,
  videoProblem,
  videoRequirementsFor,
} from "./media-checks.ts";
import { offeredNetworks } from "./networks.ts";

const file = (name: string, type: string, bytes: number) => ({ name, type, size: bytes }) as unknown as File;
const MB = 1_048_576;

describe("image checks before upload (core §5)", () => {
  it("refuses other types and files over 5 MB with the type message", () => {
    expect(imageProblem(file("a.bmp", "image/bmp", 10), { width: 10, height: 10 })?.key).toBe("image.type");
    expect(imageProblem(file("a.png", "image/png", 5 * MB + 1), { width: 10, height: 10 })?.key).toBe(
      "image.type",
    );
  });
  it("gives GIFs over 5 MB the GIF message", () => {
    expect(imageProblem(file("a.gif", "image/gif", 5 * MB + 1), null)?.key).toBe("image.gifSize");
  });
  it("refuses sides over 2048 px", () => {
    expect(imageProblem(file("a.png", "image/png", 100), { width: 2049, height: 10 })?.key).toBe(
      "image.dimension",
    );
    expect(imageProblem(file("a.png", "image/png", 100), { width: 2048, height: 2048 })).toBeNull();
  });
  it("limits the count by the selected networks", () => {
    expect(imageCountProblem(11, [])).toEqual({ key: "image.count", values: { limit: 10 } });
    expect(imageCountProblem(10, [])).toBeNull();
    expect(imageCountProblem(5, ["linkedin", "twitter"])).toEqual({
      key: "image.count",
      values: { limit: 4 },
    });
    expect(imageCountProblem(9, ["linkedin"])).toBeNull();
  });
});

describe("video checks before upload (core §5)", () => {
  const internal = videoRequirementsFor([]);
  it("checks size and format", () => {
    expect(videoFileProblem(file("a.mp4", "video/mp4", 201 * MB), internal)).toEqual({
      key: "video.size",
      values: { max: 200 },
    });
    expect(videoFileProblem(file("a.avi", "video/x-msvideo", MB), internal)).toEqual({
      key: "video.format",
      values: { formats: "mp4 or mov" },
    });
  });
  it("checks codec, resolution, ratio and duration with their values", () => {
    expect(videoProblem(null, internal)?.key).toBe("video.invalid");
    expect(videoProblem({ width: 0, height: 0, duration: 5 }, internal)?.key).toBe("video.codec");
    expect(videoProblem({ width: 100, height: 100, duration: 5 }, internal)).toEqual({
      key: "video.minResolution",
      values: { width: 256, height: 144 },
    });
    expect(videoProblem({ width: 5000, height: 2000, duration: 5 }, internal)?.key).toBe(
      "video.maxResolution",
    );
    expect(videoProblem({ width: 2000, height: 300, duration: 5 }, internal)).toEqual({
      key: "video.aspectRatio",
      values: { min: "1:2.4", max: "2.4:1" },
    });
    expect(videoProblem({ width: 1280, height: 720, duration: 700 }, internal)).toEqual({
      key: "video.duration",
      values: { min: 3, max: 600 },
    });
  });
  it("applies the stricter limits of a selected network", () => {
    expect(
      videoProblem({ width: 1280, height: 720, duration: 200 }, videoRequirementsFor(["twitter"])),
    ).toEqual({
      key: "video.duration",
      values: { min: 0.5, max: 140 },
    });
  });
});

describe("validateEditor", () => {
  const now = new Date("2026-06-01T10:00:00Z");
  const base = { ...emptyValues("article"), title: "Hello", channelIds: ["65a0000000000000000000c1"] };

  it("needs a title and a channel", () => {
    const errors = validateEditor(emptyValues("article"), [], now);
    expect(errors.title?.key).toBe("validation.title");
    expect(errors.channels?.key).toBe("validation.channels");
    expect(validateEditor(base, [], now)).toEqual({});
  });

  it("keeps the schedule at or after now and the archive date after it", () => {
    expect(
      scheduleProblems({ publishedAt: new Date(now.getTime() - 60_000), archivedAt: null }, now).publishedAt
        ?.key,
    ).toBe("schedule.past");
    expect(
      scheduleProblems({ publishedAt: new Date(now.getTime() + 60_000), archivedAt: null }, now),
    ).toEqual({});
    expect(
      scheduleProblems(
        { publishedAt: new Date(now.getTime() + 120_000), archivedAt: new Date(now.getTime() + 60_000) },
        now,
      ).archivedAt?.key,
    ).toBe("schedule.archiveBeforePublish");
  });

  it("checks survey questions and options", () => {
    const question = newQuestion("singlechoice");
    const errors = validateEditor({ ...base, type: "survey", questionList: [question] }, [], now);
    expect(errors[`question.${question.key}`]?.key).toBe("validation.question");
    expect(errors[`option.${question.optionList[0]?.key}`]?.key).toBe("validation.option");
    const text = { ...newQuestion("shorttext"), question: "Why?" };
    expect(validateEditor({ ...base, type: "survey", questionList: [text] }, [], now)).toEqual({});
  });

  it("limits images by the networks the post is offered to", () => {
    const images = Array.from({ length: 5 }, (_, i) => ({
      url: `/i/${i}.png`,
      width: 10,
      height: 10,
      hasError: false,
      isAnimated: false,
    }));
    const values = {
      ...base,
      type: "image" as const,
      imageList: images,
      networks: { twitter: { enabled: true, sharePoint: 0, commentSet: [] } },
    };
    expect(validateEditor(values, ["linkedin", "twitter"], now).images).toEqual({
      key: "image.count",
      values: { limit: 4 },
    });
  });

  it("checks embeds and share messages", () => {
    const link = { ...base, type: "link" as const, url: "https://example.com/a" };
    expect(validateEditor({ ...link, embed: "https://example.com" }, [], now).embed?.key).toBe(
      "embed.facebook",
    );
    // An article has no embed field: whatever was typed under another type is not checked (nor sent).
    expect(
      validateEditor({ ...base, type: "article", embed: "https://example.com" }, [], now).embed,
    ).toBeUndefined();
    const long = "x".repeat(256);
    const values = { ...base, networks: { twitter: { enabled: true, sharePoint: 0, commentSet: [long] } } };
    expect(validateEditor(values, ["twitter"], now)["network.twitter"]).toEqual({
      key: "sharing.commentSize",
      values: { network: "Twitter" },
    });
  });

  it("sends only the chosen type's fields", () => {
    const body = toCreateBody({ ...base, type: "link", url: " https://example.com/a ", imageList: [] }, []);
    expect(body).toMatchObject({
      type: "link",
      url: "https://example.com/a",
      title: "Hello",
      channelList: [{ _id: base.channelIds[0] }],
    });
    expect(body).not.toHaveProperty("imageMetadataList");
  });
});

describe("networks offered by type (core §5)", () => {
  const session = {
    company: { smarpLabList: [], SocnetOrderedSet: [] },
    user: { smarpFeatureMap: {} },
  };
  const offered = (type: PostType, animated = false) =>
    offeredNetworks(session, {
      type,
      imageList: animated ? [{ url: "/a.gif", width: 1, height: 1, hasError: false, isAnimated: true }] : [],
      linkedinVideoUrn: null,
    });
  it("offers LinkedIn, Twitter, Facebook, Xing by default and narrows by type", () => {
    expect(offered("link")).toEqual(["linkedin", "twitter", "facebook", "xing"]);
    expect(offered("image")).toEqual(["linkedin", "twitter"]);
    expect(offered("image", true)).toEqual(["linkedin", "twitter"]);
    expect(offered("document")).toEqual(["linkedin"]);
    expect(offered("video")).toEqual(["twitter"]);
    expect(offered("survey")).toEqual([]);
  });
});
