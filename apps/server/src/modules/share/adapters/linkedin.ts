import type { ShareNetworkConfig } from "../../../config.ts";
import {
  type ApiNetworkAdapter,
  pkceAuthorizeUrl,
  type ShareContent,
  type TokenResponse,
  tokenSetOf,
} from "./network-adapter.ts";
import { callNetwork, jsonOf, NetworkCallError } from "./network-call.ts";

/** Posting scopes: sign in with OpenID (for the member's id) and write posts. */
export const LINKEDIN_SCOPES = "openid profile w_member_social";

/**
 * LinkedIn: OAuth 2 (authorization code), the member from /v2/userinfo, posts through the Posts API
 * (`POST /rest/posts`, versioned by the LinkedIn-Version header), images through the Images API
 * (initializeUpload, then PUT the bytes to the upload URL it gives).
 */
export function createLinkedinAdapter(
  config: ShareNetworkConfig & { apiVersion: string },
  timeoutMs: number,
): ApiNetworkAdapter {
  const label = "LinkedIn";
  const restHeaders = (token: string) => ({
    authorization: `Bearer ${token}`,
    "linkedin-version": config.apiVersion,
    "x-restli-protocol-version": "2.0.0",
    "content-type": "application/json",
  });

  async function tokenRequest(params: Record<string, string>) {
    const body = new URLSearchParams({
      ...params,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    });
    const result = await callNetwork(
      config.tokenUrl,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body, timeoutMs },
      label,
    );
    return tokenSetOf(jsonOf<TokenResponse>(result, label), label);
  }

  async function uploadImage(
    token: string,
    owner: string,
    image: ShareContent["images"][number],
  ): Promise<string> {
    const init = await callNetwork(
      `${config.apiUrl}/rest/images?action=initializeUpload`,
      {
        method: "POST",
        headers: restHeaders(token),
        body: JSON.stringify({ initializeUploadRequest: { owner } }),
        timeoutMs,
      },
      label,
    );
    const { value } = jsonOf<{ value?: { uploadUrl?: string; image?: string } }>(init, label);
    if (!value?.uploadUrl || !value.image)
      throw new NetworkCallError(502, "LinkedIn gave no image upload address");
    await callNetwork(
      value.uploadUrl,
      {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": image.contentType },
        body: new Uint8Array(image.bytes),
        timeoutMs,
      },
      label,
    );
    return value.image;
  }

  return {
    network: "linkedin",
    label,
    enabled: config.clientId !== "",
    authorizeUrl: ({ state, codeChallenge, redirectUri }) =>
      pkceAuthorizeUrl(config.authUrl, {
        clientId: config.clientId,
        redirectUri,
        state,
        scope: LINKEDIN_SCOPES,
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
        `${config.apiUrl}/v2/userinfo`,
        { headers: { authorization: `Bearer ${accessToken}` }, timeoutMs },
        label,
      );
      const { sub } = jsonOf<{ sub?: string }>(result, label);
      if (!sub) throw new NetworkCallError(502, "LinkedIn did not name the member");
      return { subject: sub };
    },
    async publish(accessToken, subject, content) {
      const author = `urn:li:person:${subject}`;
      const imageUrns: string[] = [];
      for (const image of content.images) imageUrns.push(await uploadImage(accessToken, author, image));
      // Media posts carry no link card, so the tracked link goes into the text.
      const withLink = `${content.text}${content.text ? " " : ""}${content.link}`;
      let commentary = content.text;
      let postContent: Record<string, unknown> | undefined;
      if (content.linkedinVideoUrn) {
        commentary = withLink;
        postContent = { media: { id: content.linkedinVideoUrn, title: content.title } };
      } else if (imageUrns.length === 1) {
        commentary = withLink;
        postContent = { media: { id: imageUrns[0], altText: content.title } };
      } else if (imageUrns.length > 1) {
        commentary = withLink;
        postContent = { multiImage: { images: imageUrns.map((id) => ({ id, altText: content.title })) } };
      } else {
        postContent = {
          article: { source: content.link, title: content.title, description: content.description },
        };
      }
      const result = await callNetwork(
        `${config.apiUrl}/rest/posts`,
        {
          method: "POST",
          headers: restHeaders(accessToken),
          body: JSON.stringify({
            author,
            commentary: escapeLittleText(commentary),
            visibility: "PUBLIC",
            distribution: {
              feedDistribution: "MAIN_FEED",
              targetEntities: [],
              thirdPartyDistributionChannels: [],
            },
            content: postContent,
            lifecycleState: "PUBLISHED",
            isReshareDisabledByAuthor: false,
          }),
          timeoutMs,
        },
        label,
      );
      // The Posts API answers 201 with the post's urn in x-restli-id and an empty body.
      const externalId = result.headers.get("x-restli-id") ?? result.headers.get("x-linkedin-id");
      if (!externalId) throw new NetworkCallError(502, "LinkedIn did not name the new post");
      return { externalId };
    },
  };
}

/**
 * The Posts API reads commentary as "little text": these characters are markup unless escaped
 * (a stray parenthesis would otherwise cut the text short).
 */
export const escapeLittleText = (text: string): string =>
  text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);
