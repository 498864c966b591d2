import { Text } from "@mantine/core";
import { Fragment, type ReactNode, useEffect, useMemo } from "react";
import { useOnDemand } from "../../../lib/on-demand.ts";
import { htmlSanitizer } from "../../../lib/sanitize.ts";
import classes from "./PostCard.module.css";

/** Core §2 card clamps: title 2 lines, body 3 lines. */
export const TITLE_LINES = 2;
export const BODY_LINES = 3;

interface PostBodyProps {
  htmlBody: string;
  body: string;
  clamp: boolean;
}

/** The post body: the server's sanitised HTML, sanitised again here (defence in depth), or the plain body. */
export function PostBody({ htmlBody, body, clamp }: PostBodyProps) {
  if (htmlBody.trim() !== "") return <HtmlBody html={htmlBody} clamp={clamp} />;
  if (body.trim() === "") return null;
  // Plain text needs no sanitiser: React writes it as text, one line break per newline.
  return (
    <BodyText clamp={clamp}>
      {body.split("\n").map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in order, never reordered
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </BodyText>
  );
}

function BodyText({ clamp, children }: { clamp: boolean; children: ReactNode }) {
  return (
    <Text
      component="div"
      className={classes.body}
      lineClamp={clamp ? BODY_LINES : undefined}
      data-testid="post-body"
    >
      {children}
    </Text>
  );
}

/** The words of some HTML, read in an inert document (nothing in it runs or loads), as text. */
function HtmlAsText({ html, clamp }: { html: string; clamp: boolean }) {
  const text = useMemo(() => {
    const { body } = new DOMParser().parseFromString(html, "text/html");
    for (const hidden of body.querySelectorAll("script, style, template, noscript")) hidden.remove();
    return body.textContent ?? "";
  }, [html]);
  return <BodyText clamp={clamp}>{text}</BodyText>;
}

/**
 * Rich text, cleaned by DOMPurify, which the feed requests with its first data; until it has
 * arrived, the text alone in the same clamped box, so the card keeps its size when the rich text
 * replaces it.
 */
function HtmlBody({ html, clamp }: { html: string; clamp: boolean }) {
  const [purify, requestPurify] = useOnDemand(htmlSanitizer);
  useEffect(() => {
    if (!purify) requestPurify();
  }, [purify, requestPurify]);
  const clean = useMemo(() => (purify ? purify.sanitize(html) : null), [purify, html]);
  if (clean === null) return <HtmlAsText html={html} clamp={clamp} />;
  if (clean.trim() === "") return null;
  return (
    <Text
      component="div"
      className={classes.body}
      lineClamp={clamp ? BODY_LINES : undefined}
      data-testid="post-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
