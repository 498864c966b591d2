/**
 * Slack messages (Block Kit) for a new post and the daily summary. Slack's mrkdwn gives meaning to
 * `&`, `<` and `>` only, which are escaped as Slack documents.
 */
const escapeMrkdwn = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const titleOf = (title: string) =>
  escapeMrkdwn(cut(title.trim() || "Untitled post", 150)).replaceAll("|", "¦");

export function newPostMessage(channel: string, item: { title: string; body: string; openUrl: string }) {
  const text = cut(item.body.replace(/\s+/g, " ").trim(), 500);
  return {
    channel,
    text: `New post on Chorus: ${cut(item.title.trim() || "Untitled post", 150)}`,
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: `*<${item.openUrl}|${titleOf(item.title)}>*` } },
      ...(text ? [{ type: "section", text: { type: "mrkdwn", text: escapeMrkdwn(text) } }] : []),
      {
        type: "actions",
        elements: [
          { type: "button", text: { type: "plain_text", text: "Open in Chorus" }, url: item.openUrl },
        ],
      },
    ],
  };
}

export function dailySummaryMessage(channel: string, items: { title: string; openUrl: string }[]) {
  const lines = items.map((item) => `• <${item.openUrl}|${titleOf(item.title)}>`).join("\n");
  return {
    channel,
    text: `${items.length} new post${items.length === 1 ? "" : "s"} on Chorus today`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: "Today on Chorus" } },
      { type: "section", text: { type: "mrkdwn", text: lines } },
    ],
  };
}
