import { escapeHtml } from "@chorus/shared/text/html";
import { Text } from "@mantine/core";
import DOMPurify from "dompurify";
import { useMemo } from "react";
import classes from "./PostCard.module.css";

/** Core §2 card clamps: title 2 lines, body 3 lines. */
export const TITLE_LINES = 2;
export const BODY_LINES = 3;

/** The post body: the server's sanitised HTML, sanitised again here (defence in depth), or the plain body. */
export function PostBody({ htmlBody, body, clamp }: { htmlBody: string; body: string; clamp: boolean }) {
  const html = useMemo(
    () => DOMPurify.sanitize(htmlBody.trim() !== "" ? htmlBody : escapeHtml(body).replace(/\n/g, "<br>")),
    [htmlBody, body],
  );
  if (html.trim() === "") return null;
  return (
    <Text
      component="div"
      className={classes.body}
      lineClamp={clamp ? BODY_LINES : undefined}
      data-testid="post-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
