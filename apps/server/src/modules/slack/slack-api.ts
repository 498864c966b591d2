import type { AppConfig } from "../../config.ts";
import type { OutboundPolicy } from "../../platform/outbound/outbound-policy.ts";
import { postOutbound } from "../../platform/outbound/outbound-post.ts";
import { fetchOutboundText, OutboundError } from "../../platform/outbound/ssrf-guard.ts";

/**
 * The Slack Web API as Chorus uses it (base URL SLACK_API_URL, so tests point it at a fake):
 * oauth.v2.access, chat.postMessage, conversations.list. Slack answers 200 with `ok: false` and an
 * error name for refusals; those, other statuses and unreachable hosts are a SlackApiError.
 */
export class SlackApiError extends Error {
  constructor(
    /** Slack's error name ("invalid_auth", "channel_not_found", "not_in_channel") or our reason. */
    readonly reason: string,
  ) {
    super(`Slack: ${reason}`);
  }
  /** The token is no longer accepted: the app was removed from the workspace. */
  get tokenRevoked(): boolean {
    return ["invalid_auth", "token_revoked", "account_inactive", "not_authed"].includes(this.reason);
  }
}

type SlackAnswer = { ok?: boolean; error?: string } & Record<string, unknown>;

function answerOf(status: number, text: string): SlackAnswer {
  if (status < 200 || status >= 300) throw new SlackApiError(`http_${status}`);
  let body: SlackAnswer;
  try {
    body = JSON.parse(text) as SlackAnswer;
  } catch {
    throw new SlackApiError("unreadable_answer");
  }
  if (body.ok !== true) throw new SlackApiError(typeof body.error === "string" ? body.error : "not_ok");
  return body;
}

async function call<T>(run: () => Promise<{ status: number; text: string }>): Promise<T & SlackAnswer> {
  let answer: { status: number; text: string };
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof OutboundError) throw new SlackApiError(`unreachable: ${error.message}`);
    throw error;
  }
  return answerOf(answer.status, answer.text) as T & SlackAnswer;
}

export interface SlackInstall {
  accessToken: string;
  teamId: string;
  teamName: string;
}

export interface SlackApi {
  exchangeCode(code: string, redirectUri: string): Promise<SlackInstall>;
  postMessage(token: string, message: { channel: string; text: string; blocks?: object[] }): Promise<void>;
  listChannels(token: string): Promise<{ id: string; name: string }[]>;
}

export function slackApiOf(config: AppConfig["slack"], policy: OutboundPolicy): SlackApi {
  const base = config.apiUrl;
  return {
    async exchangeCode(code, redirectUri) {
      const form = new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      });
      const body = await call<{ access_token?: string; team?: { id?: string; name?: string } }>(() =>
        postOutbound(`${base}/oauth.v2.access`, form.toString(), {
          policy,
          contentType: "application/x-www-form-urlencoded",
        }),
      );
      if (!body.access_token || !body.team?.id) throw new SlackApiError("incomplete_install");
      return { accessToken: body.access_token, teamId: body.team.id, teamName: body.team.name ?? "" };
    },
    async postMessage(token, message) {
      await call(() =>
        postOutbound(`${base}/chat.postMessage`, JSON.stringify({ ...message, unfurl_links: false }), {
          policy,
          contentType: "application/json; charset=utf-8",
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    },
    async listChannels(token) {
      const body = await call<{ channels?: { id?: string; name?: string }[] }>(async () => {
        const answer = await fetchOutboundText(
          `${base}/conversations.list?types=public_channel&exclude_archived=true&limit=200`,
          {
            ...policy,
            headers: { authorization: `Bearer ${token}` },
            accept: "application/json",
            maxRedirects: 0,
          },
        );
        return { status: answer.status, text: answer.body };
      });
      return (body.channels ?? []).flatMap((c) => (c.id && c.name ? [{ id: c.id, name: c.name }] : []));
    },
  };
}
