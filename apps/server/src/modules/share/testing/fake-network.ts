import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pkceChallenge } from "../../../platform/crypto.ts";

/**
 * A local stand-in for LinkedIn and X, started by a test. It answers like the real APIs (the
 * same paths, headers, ids in headers or bodies, 201s) and CHECKS every request it gets: a request
 * that breaks the real API's rules gets the 4xx the network would give, and is recorded in
 * `problems` so a test can assert there were none. Failures can be injected (429, 5xx, 401).
 *
 * LinkedIn lives under /li, X under /x, images to download under /img.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

interface TokenGrant {
  network: "li" | "x";
  subject: string;
  /** The scopes the member consented to (LinkedIn checks them per endpoint). */
  scopes: string[];
  expiresAt: number;
  refreshToken: string | null;
}

export interface FakeNetworkOptions {
  linkedinVersion: string;
  /** Access token lifetime in seconds. */
  accessTokenSeconds: number;
  /** Give LinkedIn refresh tokens (only some LinkedIn apps get them). */
  linkedinRefreshTokens: boolean;
}

export const FAKE_CLIENTS = {
  li: { id: "li-client", secret: "li-secret" },
  x: { id: "x-client", secret: "x-secret" },
} as const;

export const FAKE_SUBJECTS = { li: "AbC123xyz", x: "1880028106020515840" } as const;

/** Company pages LinkedIn knows (organization lookup by vanity name). */
export const FAKE_ORGANIZATIONS = [
  {
    id: 2414183,
    localizedName: "Acme Corporation",
    vanityName: "acme",
    logoV2: { original: "urn:li:digitalmediaAsset:C4D0BAQ" },
  },
  { id: 1035, localizedName: "Globex", vanityName: "globex" },
] as const;

/** The page the fake's member administers (organizationAcls), and its posts (Posts API shape). */
export const FAKE_ADMINISTERED_ORGANIZATION = "urn:li:organization:2414183";
export const FAKE_ORGANIZATION_POSTS = [
  {
    id: "urn:li:share:7100000000000000001",
    author: FAKE_ADMINISTERED_ORGANIZATION,
    commentary: "We opened our new Lisbon office today. Come and visit!",
    visibility: "PUBLIC",
    lifecycleState: "PUBLISHED",
    createdAt: 1_763_900_000_000,
    publishedAt: 1_763_900_000_000,
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
  },
  {
    id: "urn:li:ugcPost:7100000000000000002",
    author: FAKE_ADMINISTERED_ORGANIZATION,
    commentary: "Acme is hiring engineers in three countries.",
    visibility: "PUBLIC",
    lifecycleState: "PUBLISHED",
    createdAt: 1_763_800_000_000,
    publishedAt: 1_763_800_000_000,
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
  },
  {
    id: "urn:li:share:7100000000000000003",
    author: FAKE_ADMINISTERED_ORGANIZATION,
    commentary: "A draft nobody should see.",
    visibility: "PUBLIC",
    lifecycleState: "DRAFT",
    createdAt: 1_763_700_000_000,
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
  },
] as const;

/** LinkedIn's organisation scopes: a page connection asks for these instead of the member's. */
const LINKEDIN_PAGE_SCOPES = ["r_organization_social", "rw_organization_admin"];

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export class FakeNetwork {
  readonly requests: RecordedRequest[] = [];
  readonly problems: string[] = [];
  /** Every post made, with when it arrived (ms since the epoch). */
  readonly posts: { network: "li" | "x"; id: string; body: Record<string, unknown>; at: number }[] = [];
  readonly options: FakeNetworkOptions = {
    linkedinVersion: "202505",
    accessTokenSeconds: 3600,
    linkedinRefreshTokens: true,
  };
  private server: Server | null = null;
  private seq = 0;
  private readonly codes = new Map<
    string,
    { network: "li" | "x"; challenge: string; redirectUri: string; scopes: string[] }
  >();
  private readonly tokens = new Map<string, TokenGrant>();
  private readonly refreshTokens = new Map<
    string,
    { network: "li" | "x"; subject: string; scopes: string[] }
  >();
  private readonly uploadedImages = new Map<string, boolean>();
  private readonly uploadedMedia = new Set<string>();
  /** Answers to force on the next calls of a path prefix: [status, …] used first to last. */
  private readonly forced: { prefix: string; statuses: number[] }[] = [];
  base = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => this.handle(req, Buffer.concat(chunks), res));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The app's environment pointing at this fake. */
  env(): Record<string, string> {
    return {
      LINKEDIN_CLIENT_ID: FAKE_CLIENTS.li.id,
      LINKEDIN_CLIENT_SECRET: FAKE_CLIENTS.li.secret,
      LINKEDIN_AUTH_URL: `${this.base}/li/oauth/v2/authorization`,
      LINKEDIN_TOKEN_URL: `${this.base}/li/oauth/v2/accessToken`,
      LINKEDIN_API_URL: `${this.base}/li`,
      LINKEDIN_API_VERSION: this.options.linkedinVersion,
      TWITTER_CLIENT_ID: FAKE_CLIENTS.x.id,
      TWITTER_CLIENT_SECRET: FAKE_CLIENTS.x.secret,
      TWITTER_AUTH_URL: `${this.base}/x/i/oauth2/authorize`,
      TWITTER_TOKEN_URL: `${this.base}/x/2/oauth2/token`,
      TWITTER_API_URL: `${this.base}/x`,
      TWITTER_UPLOAD_URL: `${this.base}/x-upload`,
      ALLOW_PRIVATE_OUTBOUND: "true",
      PUBLIC_URL: "http://chorus.test",
    };
  }

  /** Forces the next calls whose path starts with `prefix` to answer these statuses. */
  failNext(prefix: string, ...statuses: number[]) {
    this.forced.push({ prefix, statuses });
  }

  /** The member consents at the network: a code for this authorize URL (as the browser would get at the redirect). */
  authorize(authorizeUrl: string): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizeUrl);
    const network = url.pathname.startsWith("/li/") ? "li" : "x";
    const p = url.searchParams;
    const need = (name: string) => {
      const value = p.get(name);
      if (!value) this.problems.push(`authorize: ${name} missing`);
      return value ?? "";
    };
    if (need("client_id") !== FAKE_CLIENTS[network].id) this.problems.push("authorize: wrong client_id");
    if (need("response_type") !== "code") this.problems.push("authorize: response_type must be code");
    if (need("code_challenge_method") !== "S256") this.problems.push("authorize: PKCE must be S256");
    const scope = need("scope").split(" ");
    const pageConnect = network === "li" && scope.includes("r_organization_social");
    const wanted = pageConnect
      ? LINKEDIN_PAGE_SCOPES
      : network === "li"
        ? ["w_member_social", "openid"]
        : ["tweet.write", "offline.access", "media.write"];
    for (const s of wanted) if (!scope.includes(s)) this.problems.push(`authorize: scope ${s} missing`);
    const code = `code-${network}-${++this.seq}`;
    this.codes.set(code, {
      network,
      challenge: need("code_challenge"),
      redirectUri: need("redirect_uri"),
      scopes: scope,
    });
    return { code, state: need("state"), redirectUri: p.get("redirect_uri") ?? "" };
  }

  /** Makes every access token the network gave so far invalid (the member revoked the app, or it expired early). */
  revokeAccessTokens() {
    this.tokens.clear();
  }
  revokeRefreshTokens() {
    this.refreshTokens.clear();
  }

  count(method: string, prefix: string) {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(prefix)).length;
  }

  private issue(network: "li" | "x", subject: string, scopes: string[]) {
    const accessToken = `at-${network}-${++this.seq}`;
    const refreshToken =
      network === "x" || this.options.linkedinRefreshTokens ? `rt-${network}-${++this.seq}` : null;
    this.tokens.set(accessToken, {
      network,
      subject,
      scopes,
      expiresAt: Date.now() + this.options.accessTokenSeconds * 1000,
      refreshToken,
    });
    if (refreshToken) this.refreshTokens.set(refreshToken, { network, subject, scopes });
    const body: Record<string, unknown> = {
      access_token: accessToken,
      expires_in: this.options.accessTokenSeconds,
      scope:
        network === "li" ? scopes.join(",") : "tweet.read tweet.write users.read media.write offline.access",
    };
    if (network === "x") body.token_type = "bearer";
    if (refreshToken) body.refresh_token = refreshToken;
    if (refreshToken && network === "li") body.refresh_token_expires_in = 365 * 24 * 3600;
    return body;
  }

  private handle(req: IncomingMessage, body: Buffer, res: ServerResponse) {
    const url = new URL(req.url ?? "/", this.base);
    const path = url.pathname;
    const method = req.method ?? "GET";
    this.requests.push({ method, path: `${path}${url.search}`, headers: req.headers, body });
    const send = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    };
    const problem = (status: number, message: string) => {
      this.problems.push(`${method} ${path}: ${message}`);
      send(status, { status, message });
    };

    const forced = this.forced.find((f) => path.startsWith(f.prefix) && f.statuses.length > 0);
    if (forced) {
      const status = forced.statuses.shift() as number;
      return send(
        status,
        { status, message: `forced ${status}` },
        status === 429 ? { "retry-after": "1" } : {},
      );
    }

    if (method === "GET" && path.startsWith("/img/")) {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(PNG);
    }

    // Token endpoints.
    if (method === "POST" && (path === "/li/oauth/v2/accessToken" || path === "/x/2/oauth2/token")) {
      const network = path.startsWith("/li") ? "li" : "x";
      if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
        return problem(400, "token request must be form encoded");
      const form = new URLSearchParams(body.toString("utf8"));
      const client = FAKE_CLIENTS[network];
      if (network === "x") {
        const expected = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`;
        if (req.headers.authorization !== expected)
          return problem(401, "X wants Basic client authentication");
      } else if (form.get("client_id") !== client.id || form.get("client_secret") !== client.secret) {
        return problem(401, "wrong client credentials");
      }
      if (form.get("grant_type") === "authorization_code") {
        const code = this.codes.get(form.get("code") ?? "");
        this.codes.delete(form.get("code") ?? "");
        if (!code || code.network !== network) return send(400, { error: "invalid_grant" });
        if (form.get("redirect_uri") !== code.redirectUri)
          return problem(400, "redirect_uri differs from the authorize call");
        const verifier = form.get("code_verifier") ?? "";
        if (pkceChallenge(verifier) !== code.challenge)
          return problem(400, "code_verifier does not match the challenge");
        return send(200, this.issue(network, FAKE_SUBJECTS[network], code.scopes));
      }
      if (form.get("grant_type") === "refresh_token") {
        const grant = this.refreshTokens.get(form.get("refresh_token") ?? "");
        if (!grant || grant.network !== network) return send(400, { error: "invalid_grant" });
        // X rotates refresh tokens; LinkedIn keeps them.
        if (network === "x") this.refreshTokens.delete(form.get("refresh_token") ?? "");
        return send(200, this.issue(network, grant.subject, grant.scopes));
      }
      return problem(400, "unsupported grant_type");
    }

    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
    const grant = bearer ? this.tokens.get(bearer) : undefined;
    const authorized = (network: "li" | "x") => {
      if (!grant || grant.network !== network || grant.expiresAt < Date.now()) {
        send(
          401,
          network === "li"
            ? { status: 401, serviceErrorCode: 65600, message: "Invalid access token" }
            : { title: "Unauthorized", status: 401, detail: "Unauthorized" },
        );
        return false;
      }
      return true;
    };
    const json = (): Record<string, unknown> | null => {
      try {
        return JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      } catch {
        return null;
      }
    };

    // LinkedIn.
    if (path.startsWith("/li/")) {
      if (method === "GET" && path === "/li/v2/userinfo") {
        if (!authorized("li")) return;
        return send(200, { sub: grant?.subject, name: "Emma Lindqvist", email_verified: true });
      }
      if (path.startsWith("/li/rest/")) {
        if (!authorized("li")) return;
        if (req.headers["linkedin-version"] !== this.options.linkedinVersion)
          return problem(426, "LinkedIn-Version header missing or wrong");
        if (req.headers["x-restli-protocol-version"] !== "2.0.0")
          return problem(400, "X-Restli-Protocol-Version must be 2.0.0");
      }
      if (method === "GET" && path === "/li/rest/organizations") {
        if (url.searchParams.get("q") !== "vanityName") return problem(400, "q must be vanityName");
        const vanityName = url.searchParams.get("vanityName");
        const elements = FAKE_ORGANIZATIONS.filter((o) => o.vanityName === vanityName);
        return send(200, { elements, paging: { count: elements.length, start: 0, links: [] } });
      }
      const needScope = (scope: string) => {
        if (grant?.scopes.includes(scope)) return true;
        send(403, { status: 403, serviceErrorCode: 100, message: `Not enough permissions: ${scope}` });
        this.problems.push(`${method} ${path}: scope ${scope} missing`);
        return false;
      };
      if (method === "GET" && path === "/li/rest/organizationAcls") {
        if (!needScope("rw_organization_admin")) return;
        const q = url.searchParams;
        if (q.get("q") !== "roleAssignee") return problem(400, "q must be roleAssignee");
        if (q.get("role") && q.get("role") !== "ADMINISTRATOR") return problem(400, "unknown role");
        if (q.get("state") && q.get("state") !== "APPROVED") return problem(400, "unknown state");
        const elements = [
          {
            roleAssignee: `urn:li:person:${grant?.subject}`,
            role: "ADMINISTRATOR",
            state: "APPROVED",
            organization: FAKE_ADMINISTERED_ORGANIZATION,
          },
        ];
        return send(200, { elements, paging: { count: 10, start: 0, links: [] } });
      }
      const organizationPath = /^\/li\/rest\/organizations\/(\d+)$/.exec(path);
      if (method === "GET" && organizationPath) {
        const found = FAKE_ORGANIZATIONS.find((o) => String(o.id) === organizationPath[1]);
        return found ? send(200, found) : problem(404, "no such organization");
      }
      if (method === "GET" && path === "/li/rest/posts") {
        if (!needScope("r_organization_social")) return;
        const q = url.searchParams;
        if (q.get("q") !== "author") return problem(400, "q must be author");
        const author = q.get("author") ?? "";
        if (!/^urn:li:organization:\d+$/.test(author))
          return problem(400, "author must be an organization URN");
        if (author !== FAKE_ADMINISTERED_ORGANIZATION)
          return problem(403, "the member does not administer this organization");
        const count = Number(q.get("count") ?? "10");
        if (!Number.isInteger(count) || count < 1 || count > 100)
          return problem(400, "count must be 1 to 100");
        if (q.get("sortBy") && !["LAST_MODIFIED", "CREATED"].includes(q.get("sortBy") ?? ""))
          return problem(400, "sortBy must be LAST_MODIFIED or CREATED");
        const elements = FAKE_ORGANIZATION_POSTS.slice(0, count);
        return send(200, { elements, paging: { count, start: 0, links: [] } });
      }
      const owner = `urn:li:person:${grant?.subject}`;
      if (
        method === "POST" &&
        path === "/li/rest/images" &&
        url.searchParams.get("action") === "initializeUpload"
      ) {
        const request = json()?.initializeUploadRequest as { owner?: string } | undefined;
        if (request?.owner !== owner) return problem(403, "initializeUploadRequest.owner must be the member");
        const id = `D4E22AQ${++this.seq}`;
        this.uploadedImages.set(`urn:li:image:${id}`, false);
        return send(200, {
          value: {
            uploadUrlExpiresAt: Date.now() + 3600_000,
            uploadUrl: `${this.base}/li/upload/${id}`,
            image: `urn:li:image:${id}`,
          },
        });
      }
      if (method === "PUT" && path.startsWith("/li/upload/")) {
        if (!authorized("li")) return;
        const urn = `urn:li:image:${path.slice("/li/upload/".length)}`;
        if (!this.uploadedImages.has(urn)) return problem(404, "no such upload");
        if (body.length === 0) return problem(400, "empty image");
        this.uploadedImages.set(urn, true);
        return send(201);
      }
      if (method === "POST" && path === "/li/rest/posts") {
        const post = json();
        if (!post) return problem(400, "body is not JSON");
        if (post.author !== owner) return problem(403, "author must be the token's member");
        if (typeof post.commentary !== "string") return problem(400, "commentary missing");
        if (post.visibility !== "PUBLIC") return problem(400, "visibility must be PUBLIC");
        const distribution = post.distribution as { feedDistribution?: string } | undefined;
        if (distribution?.feedDistribution !== "MAIN_FEED")
          return problem(400, "distribution.feedDistribution missing");
        if (post.lifecycleState !== "PUBLISHED") return problem(400, "lifecycleState must be PUBLISHED");
        const content = post.content as
          | {
              article?: { source?: string; title?: string };
              media?: { id?: string };
              multiImage?: { images?: { id?: string }[] };
            }
          | undefined;
        if (content?.article && (!content.article.source || !content.article.title))
          return problem(400, "article needs source and title");
        const imageIds = [
          ...(content?.media?.id?.startsWith("urn:li:image:") ? [content.media.id] : []),
          ...(content?.multiImage?.images ?? []).map((i) => i.id ?? ""),
        ];
        for (const id of imageIds)
          if (this.uploadedImages.get(id) !== true) return problem(400, `image ${id} was not uploaded`);
        const id = `urn:li:share:${7_000_000_000_000_000_000 + ++this.seq}`;
        this.posts.push({ network: "li", id, body: post, at: Date.now() });
        res.writeHead(201, { "x-restli-id": id });
        return res.end();
      }
      return problem(404, "no such LinkedIn endpoint");
    }

    // X.
    if (method === "GET" && path === "/x/2/users/me") {
      if (!authorized("x")) return;
      return send(200, { data: { id: grant?.subject, name: "Emma Lindqvist", username: "emma_l" } });
    }
    if (method === "POST" && path === "/x-upload/1.1/media/upload.json") {
      if (!authorized("x")) return;
      if (!String(req.headers["content-type"]).startsWith("multipart/form-data"))
        return problem(400, "media upload must be multipart");
      if (!body.includes(Buffer.from('name="media"'))) return problem(400, "media part missing");
      const id = String(1_880_000_000_000_000_000n + BigInt(++this.seq));
      this.uploadedMedia.add(id);
      return send(200, {
        media_id: Number(id),
        media_id_string: id,
        size: body.length,
        expires_after_secs: 86400,
        image: { image_type: "image/png", w: 1, h: 1 },
      });
    }
    if (method === "POST" && path === "/x/2/tweets") {
      if (!authorized("x")) return;
      const tweet = json();
      if (!tweet || typeof tweet.text !== "string" || tweet.text === "") return problem(400, "text missing");
      const media = tweet.media as { media_ids?: string[] } | undefined;
      if (media) {
        if (!Array.isArray(media.media_ids) || media.media_ids.length === 0 || media.media_ids.length > 4)
          return problem(400, "media.media_ids must hold 1 to 4 ids");
        for (const id of media.media_ids)
          if (!this.uploadedMedia.has(id)) return problem(400, `media ${id} was not uploaded`);
      }
      const id = String(1_890_000_000_000_000_000n + BigInt(++this.seq));
      this.posts.push({ network: "x", id, body: tweet, at: Date.now() });
      return send(201, { data: { id, text: tweet.text, edit_history_tweet_ids: [id] } });
    }
    return problem(404, "no such endpoint");
  }
}
