import { newObjectId } from "@chorus/shared/ids/object-id";
import { newMediaFolder, newMediaKey } from "../../lib/media-keys.ts";
import type { mediaFile } from "../schema/index.ts";
import type { DemoData, PostRow } from "./rows.ts";

export type MediaFileRow = typeof mediaFile.$inferInsert;

/** A short clip ffmpeg draws from one of its built-in sources (no footage ships with the repo). */
export interface DemoClip {
  /** The lavfi source, sized and timed by the writer. */
  source: string;
  width: number;
  height: number;
  seconds: number;
}

/** Three looks, so neighbouring video posts in the feed do not show the same picture. */
export const DEMO_CLIPS: readonly DemoClip[] = [
  { source: "testsrc2", width: 640, height: 360, seconds: 4 },
  { source: "smptehdbars", width: 640, height: 360, seconds: 4 },
  { source: "rgbtestsrc", width: 640, height: 360, seconds: 4 },
];

export interface VideoJob {
  kind: "video";
  clip: DemoClip;
  /** Key in the private media area (videos are streamed only with a play cookie). */
  key: string;
}

export interface PdfJob {
  kind: "pdf";
  title: string;
  pageCount: number;
  /** Key in the public media area, where uploaded documents live too. */
  key: string;
}

export interface DemoMedia {
  videos: VideoJob[];
  pdfs: PdfJob[];
  mediaFiles: MediaFileRow[];
}

const DEMO_URL = /^https:\/\/(videos\.example\.com|files\.acme\.example)\//;

/** Whether a URL is one of the demo builders' stand-ins, which no host answers. */
export const isDemoStandIn = (url: string | null | undefined): boolean => !!url && DEMO_URL.test(url);

/**
 * Points the demo's video and document posts at files the seed writes, the way an upload would
 * have stored them: videos in the private area behind /api/video/file/{id}, PDFs in the public
 * area under /images/. Rows are rewritten in place; the returned jobs say what to write.
 */
export function placeDemoMedia(data: DemoData): DemoMedia {
  const media: DemoMedia = { videos: [], pdfs: [], mediaFiles: [] };
  /** One stored clip per company and look; posts share them as re-used uploads would. */
  const clips = new Map<string, string>();
  let videoIndex = 0;
  const videoFor = (post: PostRow): string => {
    const look = videoIndex++ % DEMO_CLIPS.length;
    const clip = DEMO_CLIPS[look] as DemoClip;
    const id = `${post.companyId}/${look}`;
    let mediaId = clips.get(id);
    if (!mediaId) {
      mediaId = newObjectId(post.createdAt);
      const key = newMediaKey("videos", post.companyId, "mp4");
      clips.set(id, mediaId);
      media.videos.push({ kind: "video", clip, key });
      media.mediaFiles.push({
        companyId: post.companyId,
        id: mediaId,
        kind: "video",
        storageKey: key,
        mime: "video/mp4",
        // Not known before ffmpeg has written the file; the writer fills it in.
        bytes: 0,
        width: clip.width,
        height: clip.height,
        duration: clip.seconds,
        createdBy: post.createdBy,
        createdAt: post.createdAt,
        meta: { codec: "h264", fileName: `demo-${clip.source}.mp4` },
      });
    }
    post.videoMetadata = { width: clip.width, height: clip.height, duration: clip.seconds };
    return `/api/video/file/${mediaId}`;
  };

  for (const post of data.posts) {
    if (post.type === "video" && isDemoStandIn(post.videoUrl)) post.videoUrl = videoFor(post);
    const document = post.document as { title: string; url: string; pageCount: number } | null | undefined;
    if (post.type === "document" && document && isDemoStandIn(document.url)) {
      const key = `${newMediaFolder("documents", post.companyId)}/document.pdf`;
      media.pdfs.push({ kind: "pdf", title: document.title, pageCount: document.pageCount, key });
      post.document = { ...document, url: `/images/${key}` };
    }
  }
  return media;
}
