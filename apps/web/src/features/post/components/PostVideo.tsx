import { mediaEndpoints } from "@chorus/shared/media/media.endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../api/call.ts";
import { trackVideoPlay } from "../../analytics/index.ts";
import { isUploadedVideo, videoOrientation } from "../media.ts";
import classes from "./Media.module.css";

/** The server's play cookie lasts 15 minutes: ask again a little before it runs out. */
const COOKIE_FRESH_MS = 12 * 60 * 1000;

interface PostVideoProps {
  /** Absent in the editor's preview, where the uploader streams its own video without a cookie. */
  postId?: string;
  videoUrl: string;
  posterUrl?: string;
  title: string;
  metadata?: { width: number; height: number } | null;
}

/**
 * An uploaded video streams only to a holder of the post's play cookie (GET
 * /api/video/play/issue-cookie): the element gets its source once the cookie is set. The box takes
 * the video's own ratio, so no black band sits above or below the poster.
 */
export function PostVideo({ postId, videoUrl, posterUrl, title, metadata }: PostVideoProps) {
  const needsCookie = postId !== undefined && isUploadedVideo(videoUrl);
  const cookie = useQuery({
    queryKey: ["video-play-cookie", postId],
    queryFn: () => call(mediaEndpoints.issueVideoCookie, { query: { postId: postId as string } }),
    enabled: needsCookie,
    staleTime: COOKIE_FRESH_MS,
    gcTime: COOKIE_FRESH_MS,
  });
  const ready = !needsCookie || cookie.isSuccess;
  const ratio = metadata && metadata.width > 0 && metadata.height > 0 ? metadata : null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: posts' videos come without caption tracks
    <video
      className={classes.video}
      data-orientation={videoOrientation(ratio)}
      style={ratio ? { aspectRatio: `${ratio.width} / ${ratio.height}` } : undefined}
      src={ready ? videoUrl : undefined}
      poster={posterUrl}
      controls
      preload={ready && needsCookie ? "metadata" : "none"}
      aria-label={title}
      aria-busy={!ready}
      onPlay={() => postId && trackVideoPlay(postId)}
    />
  );
}
