import type { AppDeps } from "../../platform/deps.ts";
import { postOutbound } from "../../platform/outbound/outbound-post.ts";
import { OutboundError } from "../../platform/outbound/ssrf-guard.ts";
import { adaptiveCardMessage, type CardPost } from "./adaptive-card.ts";

/** Why Teams did not take a message; the text is safe to show to an admin (never the URL). */
export class TeamsDeliveryError extends Error {}

/** POST one Adaptive Card to the webhook, through the outbound guard. Teams answers 200 ("1") or 202. */
export async function sendTeamsCard(
  deps: Pick<AppDeps, "outbound">,
  webhookUrl: string,
  card: CardPost,
  heading?: string,
): Promise<void> {
  let status: number;
  try {
    ({ status } = await postOutbound(webhookUrl, JSON.stringify(adaptiveCardMessage(card, heading)), {
      policy: deps.outbound,
      timeoutMs: 10_000,
    }));
  } catch (error) {
    if (error instanceof OutboundError) throw new TeamsDeliveryError(error.message);
    throw error;
  }
  if (status < 200 || status >= 300) throw new TeamsDeliveryError(`Microsoft Teams answered ${status}`);
}

/** Card text from a post: its plain body, and an image signed for a year (read without a session). */
export function cardOf(
  deps: Pick<AppDeps, "config" | "mediaUrls">,
  row: { id: string; title: string; body: string; imageMetadataList: { url?: string }[] },
): CardPost {
  const image = row.imageMetadataList[0]?.url;
  return {
    title: row.title,
    text: row.body.replace(/\s+/g, " ").trim(),
    openUrl: `${deps.config.publicUrl}/preview/${row.id}`,
    imageUrl: image?.startsWith("/images/")
      ? `${deps.config.publicUrl}${deps.mediaUrls.sign(image, "outward")}`
      : null,
  };
}
