import type { ShareNetworkConfig } from "../../../config.ts";
import {
  type ApiNetworkAdapter,
  pkceAuthorizeUrl,
  type TokenResponse,
  tokenSetOf,
} from "./network-adapter.ts";
import { callNetwork, jsonOf, NetworkCallError } from "./network-call.ts";

/** Read the member, write tweets, upload media; offline.access gives a refresh token. */
export const TWITTER_SCOPES = "tweet.read tweet.write users.read media.write offline.access";

/**
 * X (Twitter): OAuth 2 with PKCE (confidential client: Basic authentication at the token
 * endpoint), the member from /2/users/me, media through the upload endpoint
 * (`/1.1/media/upload.json`, multipart, answering media_id_string), then `POST /2/tweets` with the
 * text and media.media_ids.
 */
export function createTwitterAdapter(
  config: ShareNetworkConfig & { uploadUrl: string },
  timeoutMs: number,
): ApiNetworkAdapter {
  const label = "X";
  const basic = () => `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;

  async function tokenRequest(params: Record<string, string>) {
    const result = await callNetwork(
      config.tokenUrl,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic() },
        body: new URLSearchParams({ ...params, client_id: config.clientId }),
        timeoutMs,
      },
      label,
    );
    return tokenSetOf(jsonOf<TokenResponse>(result, label), label);
  }

  return {
    network: "twitter",
    label,
    enabled: config.clientId !== "",
    authorizeUrl: ({ state, codeChallenge, redirectUri }) =>
      pkceAuthorizeUrl(config.authUrl, {
        clientId: config.clientId,
        redirectUri,
        state,
        scope: TWITTER_SCOPES,
        codeChallenge,
      }),
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      tokenRequest({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      }),
    refresh: (refreshToken) => tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken }),
    async profile(accessToken) {
      const result = await callNetwork(
        `${config.apiUrl}/2/users/me`,
        { headers: { authorization: `Bearer ${accessToken}` }, timeoutMs },
        label,
      );
      const id = jsonOf<{ data?: { id?: string } }>(result, label).data?.id;
      if (!id) throw new NetworkCallError(502, "X did not name the member");
      return { subject: id };
    },
    async publish(accessToken, _subject, content) {
      const mediaIds: string[] = [];
      for (const image of content.images) {
        const form = new FormData();
        form.set("media_category", "tweet_image");
        form.set("media", new Blob([new Uint8Array(image.bytes)], { type: image.contentType }), "image");
        const upload = await fetchForm(
          `${config.uploadUrl}/1.1/media/upload.json`,
          form,
          accessToken,
          timeoutMs,
        );
        const id = jsonOf<{ media_id_string?: string }>(upload, label).media_id_string;
        if (!id) throw new NetworkCallError(502, "X did not name the uploaded image");
        mediaIds.push(id);
      }
      // X shortens every link to 23 characters; the tracked link follows the text.
      const text = `${content.text}${content.text ? " " : ""}${content.link}`;
      const result = await callNetwork(
        `${config.apiUrl}/2/tweets`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
          body: JSON.stringify(mediaIds.length > 0 ? { text, media: { media_ids: mediaIds } } : { text }),
          timeoutMs,
        },
        label,
      );
      const id = jsonOf<{ data?: { id?: string } }>(result, label).data?.id;
      if (!id) throw new NetworkCallError(502, "X did not name the new post");
      return { externalId: id };
    },
  };
}

/** A multipart POST (fetch sets the boundary), with the same failure typing as callNetwork. */
async function fetchForm(url: string, form: FormData, token: string, timeoutMs: number) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch {
    throw new NetworkCallError(0, "X could not be reached");
  }
  const text = await response.text();
  if (!response.ok) throw new NetworkCallError(response.status, `X answered ${response.status}`);
  return { status: response.status, headers: response.headers, text };
}
