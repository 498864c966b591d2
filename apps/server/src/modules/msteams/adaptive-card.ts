/**
 * A post as a Microsoft Teams message: an Adaptive Card (schema 1.4) in the attachment envelope
 * that incoming webhooks and Workflows accept. Texts are plain (Adaptive Cards render a little
 * Markdown; brackets and asterisks of a title stay literal enough), cut to a readable length.
 */
export interface CardPost {
  title: string;
  text: string;
  /** Where the post opens in Chorus. */
  openUrl: string;
  imageUrl: string | null;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export function adaptiveCardMessage(card: CardPost, heading = "New post on Chorus") {
  const body: object[] = [
    { type: "TextBlock", text: heading, size: "Small", isSubtle: true, wrap: true },
    {
      type: "TextBlock",
      text: cut(card.title || "Untitled post", 200),
      weight: "Bolder",
      size: "Medium",
      wrap: true,
    },
  ];
  if (card.text) body.push({ type: "TextBlock", text: cut(card.text, 600), wrap: true });
  if (card.imageUrl) body.push({ type: "Image", url: card.imageUrl, size: "Stretch", altText: card.title });
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body,
          actions: [{ type: "Action.OpenUrl", title: "Open in Chorus", url: card.openUrl }],
        },
      },
    ],
  };
}
