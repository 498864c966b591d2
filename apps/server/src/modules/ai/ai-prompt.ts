import type { AiMessageBody } from "@chorus/shared/ai/ai.contract";
import { FLAGGED_PLATFORM_LANGUAGES, PLATFORM_LANGUAGES } from "@chorus/shared/language/languages";
import { networkLabel } from "@chorus/shared/share/network.rules";

/** Everything the prompt is written from: the post, the network, and the employee it is for. */
export interface PromptFacts {
  post: { title: string; body: string; url: string | null };
  media: string;
  /** Characters the message may use (network limit minus the company's signature); null: no limit. */
  limit: number | null;
  employee: { firstName: string; language: string; role: string };
  /** The employee's own earlier share comments, newest first: their wording to imitate. */
  pastComments: readonly string[];
  length: AiMessageBody["length"];
  tonality: AiMessageBody["tonality"];
  count: number;
}

export interface Prompt {
  system: string;
  prompt: string;
  maxTokens: number;
}

const POST_BODY_MAX = 3000;
const ROLE_WORDS: Readonly<Record<string, string>> = {
  sharer: "employee",
  channel_analyst: "channel analyst",
  channel_manager: "channel manager",
  group_admin: "group administrator",
  admin: "company administrator",
  partner: "partner",
  smarper: "platform staff member",
};

const languageName = (code: string): string =>
  [...PLATFORM_LANGUAGES, ...FLAGGED_PLATFORM_LANGUAGES].find((l) => l.value === code)?.display ?? code;

/** The longest suggestion to ask for, in characters. */
export function targetLength(length: PromptFacts["length"], limit: number | null): number {
  const room = limit ?? 3000;
  return length === "short" ? Math.min(room, 200) : Math.min(room, 1000);
}

/**
 * The prompt for N distinct share messages, answered as JSON. The employee's language, role and
 * earlier wording are in it because twenty identical posts look fake.
 */
export function buildPrompt(facts: PromptFacts): Prompt {
  const network = networkLabel(facts.media);
  const target = targetLength(facts.length, facts.limit);
  const language = `${languageName(facts.employee.language)} (${facts.employee.language})`;
  const system = [
    "You write the short personal message an employee posts with a company article they share on a social network.",
    "Write as the employee, in the first person, naturally; never invent facts that are not in the post.",
    `Answer only with JSON of the form {"messages": ["…", "…"]} holding exactly ${facts.count} messages.`,
  ].join(" ");
  const lines = [
    `Write ${facts.count} clearly different messages (different openings, angles and structure) for sharing this post on ${network}.`,
    `Language: ${language}. Write every message in this language.`,
    `The employee${facts.employee.firstName ? `, ${facts.employee.firstName},` : ""} is in the role: ${ROLE_WORDS[facts.employee.role] ?? facts.employee.role}.`,
    `Tone: ${facts.tonality}.`,
    facts.length === "short"
      ? `Length: short, one or two sentences, at most ${target} characters each.`
      : `Length: long, a few sentences, at most ${target} characters each.`,
    facts.limit === null
      ? `${network} sets no length limit.`
      : `${network} allows at most ${facts.limit} characters for the message: never exceed it.`,
    "Do not include the link; it is added to the share.",
  ];
  if (facts.pastComments.length > 0) {
    lines.push(
      "Match the style of these messages the employee wrote when sharing earlier posts (do not copy them):",
      ...facts.pastComments.map((comment) => `- ${JSON.stringify(comment)}`),
    );
  }
  lines.push(
    "",
    "The post:",
    `Title: ${facts.post.title}`,
    `Text: ${facts.post.body.slice(0, POST_BODY_MAX)}`,
    ...(facts.post.url ? [`URL: ${facts.post.url}`] : []),
  );
  // About 3 characters per token, with room for the JSON around the messages.
  const maxTokens = Math.min(4000, Math.ceil((facts.count * target) / 3) + 200);
  return { system, prompt: lines.join("\n"), maxTokens };
}
