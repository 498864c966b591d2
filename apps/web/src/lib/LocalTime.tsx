import { useRenderPhase } from "./first-render.ts";

interface LocalTimeProps {
  /** The instant, machine-readable (ISO 8601). */
  dateTime: string;
  /** How it reads now (`2 hours ago`, `12 Mar`): depends on the clock and the reader's time zone. */
  text: string;
  title?: string;
}

/**
 * A date written for the reader's clock and time zone. The server writes it for its own, which
 * the browser cannot reproduce while hydrating: there it renders nothing over the server's text
 * (`suppressHydrationWarning` keeps that text), and writes its own in the render right after.
 */
export function LocalTime({ dateTime, text, title }: LocalTimeProps) {
  const hydrating = useRenderPhase() === "hydrating";
  return (
    <time dateTime={dateTime} title={hydrating ? undefined : title} suppressHydrationWarning>
      {hydrating ? "" : text}
    </time>
  );
}
