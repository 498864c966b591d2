import { mediaEndpoints } from "@chorus/shared/media/media.endpoints";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../api/call.ts";
import { trackVideoPlay } from "../../analytics/index.ts";
import { isUploadedVideo, loadingOf, videoOrientation } from "../media.ts";
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
  /** The feed's first card: its poster is the likely largest paint, fetched at once. */
  priority?: boolean;
}

/**
 * A video shows its poster and a play button until someone plays it (the "facade" the big feeds
 * use): a `<video controls>` costs the page a media-controls tree of some 200 nodes to style, and an
 * uploaded video's play cookie (GET /api/video/play/issue-cookie) is then asked for only when
 * wanted. The box takes the video's own ratio, so no black band sits above or below the poster.
 */
export function PostVideo({
  postId,
  videoUrl,
  posterUrl,
  title,
  metadata,
  priority = false,
}: PostVideoProps) {
  const { t } = useTranslation();
  const [played, setPlayed] = useState(false);
  const ratio = metadata && metadata.width > 0 && metadata.height > 0 ? metadata : null;
  const box = {
    "data-orientation": videoOrientation(ratio),
    style: ratio ? ({ aspectRatio: `${ratio.width} / ${ratio.height}` } satisfies CSSProperties) : undefined,
  };
  if (!played) {
    return (
      <div className={classes.videoFacade} {...box}>
        {posterUrl && (
          <img
            className={classes.videoPoster}
            src={posterUrl}
            alt=""
            decoding="async"
            {...loadingOf(priority)}
          />
        )}
        <button
          type="button"
          className={classes.videoPlay}
          aria-label={t("post.playVideo", { title })}
          onClick={() => setPlayed(true)}
        >
          <IconPlayerPlayFilled size={28} aria-hidden />
        </button>
      </div>
    );
  }
  return <PlayingVideo postId={postId} videoUrl={videoUrl} posterUrl={posterUrl} title={title} box={box} />;
}

function PlayingVideo({
  postId,
  videoUrl,
  posterUrl,
  title,
  box,
}: Pick<PostVideoProps, "postId" | "videoUrl" | "posterUrl" | "title"> & {
  box: { "data-orientation": string; style: CSSProperties | undefined };
}) {
  const needsCookie = postId !== undefined && isUploadedVideo(videoUrl);
  const cookie = useQuery({
    queryKey: ["video-play-cookie", postId],
    queryFn: () => call(mediaEndpoints.issueVideoCookie, { query: { postId: postId as string } }),
    enabled: needsCookie,
    staleTime: COOKIE_FRESH_MS,
    gcTime: COOKIE_FRESH_MS,
  });
  const ready = !needsCookie || cookie.isSuccess;
  const player = useRef<HTMLVideoElement>(null);
  // The play button this replaces had the focus: the player takes it, so the keyboard stays here.
  useEffect(() => player.current?.focus(), []);
  return (
    <video
      ref={player}
      className={classes.video}
      {...box}
      src={ready ? videoUrl : undefined}
      poster={posterUrl}
      controls
      // The click that asked for it lets it start with sound.
      autoPlay
      aria-label={title}
      aria-busy={!ready}
      onPlay={() => postId && trackVideoPlay(postId)}
    />
  );
}
