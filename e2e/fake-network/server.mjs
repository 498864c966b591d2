// A stand-in for LinkedIn that the browser suite starts (e2e/playwright.config.ts): the app's
// LinkedIn adapter talks to it through the LINKEDIN_* URLs scripts/e2e-server.mjs sets.
// It answers like the real API and checks what it gets: the member "consents" at once (the
// authorize page redirects straight back), PKCE is verified, and every post is kept for the test
// to read at GET /__posts. Plain node:http, one process, state in memory. It also receives the
// app's mail over SMTP (mailbox.mjs), to be read at GET /__mail.
//
//   GET  /li/oauth/v2/authorization   302 to redirect_uri?code=&state= (PKCE S256 required)
//   POST /li/oauth/v2/accessToken     authorization_code (with code_verifier) and refresh_token grants
//   GET  /li/v2/userinfo              the member (OpenID userinfo: sub)
//   POST /li/rest/images?action=initializeUpload, PUT /li/upload/{id}   the Images API
//   POST /li/rest/posts               the Posts API: 201, x-restli-id
//   GET  /li/rest/organizationAcls?q=roleAssignee, /li/rest/organizations/{id}, /li/rest/posts?q=author
//                                     a company page connection (organisation scopes): the page the
//                                     member administers and its posts, for the social feed
//   GET  /__posts                     what was posted, oldest first; GET /__problems: refused requests
//   GET  /__mail?to=                  mail the app delivered to that address, oldest first (mailbox.mjs)
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { fakeSmtpPort, startMailbox } from "./mailbox.mjs";

const PORT = Number(process.env.FAKE_NETWORK_PORT ?? 3190);
const CLIENT = { id: process.env.FAKE_LINKEDIN_CLIENT_ID ?? "e2e-li-client", secret: "e2e-li-secret" };
const LINKEDIN_VERSION = process.env.LINKEDIN_API_VERSION ?? "202505";
const SUBJECT = "E2eMember42";
const ACCESS_TOKEN_SECONDS = 60 * 24 * 3600;

let seq = 0;
/** code → { challenge, redirectUri } */
const codes = new Map();
/** token → the scopes consented to */
const accessTokens = new Map();
const refreshTokens = new Map();
/** image urn → uploaded */
const images = new Map();
const posts = [];
const problems = [];

function issueTokens(scopes) {
  const access = `e2e-at-${++seq}`;
  const refresh = `e2e-rt-${++seq}`;
  accessTokens.set(access, scopes);
  refreshTokens.set(refresh, scopes);
  return {
    access_token: access,
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refresh,
    refresh_token_expires_in: 365 * 24 * 3600,
    scope: scopes.join(","),
  };
}

/** A company page connection asks for these instead of the member's posting scopes. */
const PAGE_SCOPES = ["r_organization_social", "rw_organization_admin"];
/** The page the member administers, and its posts as the Posts API gives them. */
const ADMINISTERED = "urn:li:organization:2414183";
const ORGANIZATION_POSTS = [
  {
    id: "urn:li:share:7200000000000000001",
    author: ADMINISTERED,
    commentary: "Acme opens its new Lisbon office this week.",
    visibility: "PUBLIC",
    lifecycleState: "PUBLISHED",
    createdAt: Date.parse("2026-11-20T09:00:00Z"),
    publishedAt: Date.parse("2026-11-20T09:00:00Z"),
  },
  {
    id: "urn:li:share:7200000000000000002",
    author: ADMINISTERED,
    commentary: "Acme is hiring engineers in three countries.",
    visibility: "PUBLIC",
    lifecycleState: "PUBLISHED",
    createdAt: Date.parse("2026-11-18T09:00:00Z"),
    publishedAt: Date.parse("2026-11-18T09:00:00Z"),
  },
];

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Company pages LinkedIn knows (organization lookup by vanity name). */
const ORGANIZATIONS = [
  { id: 2414183, localizedName: "Acme Corporation", vanityName: "acme" },
  { id: 1035, localizedName: "Globex", vanityName: "globex" },
];

function parseJson(body) {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
}

async function handle(req, res) {
  const url = new URL(req.url ?? "/", `http://localhost:${PORT}`);
  const path = url.pathname;
  const method = req.method ?? "GET";
  const body = await readBody(req);
  const send = (status, json, headers = {}) => {
    res.writeHead(status, {
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    });
    res.end(json === undefined ? undefined : JSON.stringify(json));
  };
  const refuse = (status, message) => {
    problems.push(`${method} ${path}: ${message}`);
    send(status, { status, message });
  };

  // The test's view.
  if (method === "GET" && path === "/__health") return send(200, { ok: true });
  if (method === "GET" && path === "/__posts") return send(200, { posts });
  if (method === "GET" && path === "/__problems") return send(200, { problems });
  if (method === "GET" && path === "/__mail") {
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    return send(200, { messages: mailbox.messages.filter((m) => m.to === to) });
  }

  // Outside web pages a post links to: the server's link preview fetches them here, not on the internet.
  if (method === "GET" && path === "/pages/remote-work") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    return res.end(`<!doctype html><html><head><title>Remote work</title>
<meta property="og:title" content="Remote work, five years on">
<meta property="og:description" content="What changed for teams that stayed remote.">
</head><body><article><h1>Remote work, five years on</h1><p>Teams kept what worked.</p></article></body></html>`);
  }

  // Authorize: the member consents at once; the browser goes straight back to the app.
  if (method === "GET" && path === "/li/oauth/v2/authorization") {
    const p = url.searchParams;
    const redirectUri = p.get("redirect_uri");
    if (!redirectUri) return refuse(400, "redirect_uri missing");
    const back = new URL(redirectUri);
    const missing = ["client_id", "state", "code_challenge", "scope"].filter((name) => !p.get(name));
    let error = missing.length > 0 ? `${missing.join(", ")} missing` : null;
    if (!error && p.get("client_id") !== CLIENT.id) error = "unknown client_id";
    if (!error && p.get("response_type") !== "code") error = "response_type must be code";
    if (!error && p.get("code_challenge_method") !== "S256") error = "PKCE must be S256";
    const scopes = (p.get("scope") ?? "").split(" ");
    const pageConnect = scopes.includes("r_organization_social");
    const wanted = pageConnect ? PAGE_SCOPES : ["w_member_social"];
    for (const scope of wanted) if (!error && !scopes.includes(scope)) error = `scope ${scope} missing`;
    if (error) {
      problems.push(`authorize: ${error}`);
      back.searchParams.set("error", "invalid_request");
      back.searchParams.set("error_description", error);
    } else {
      const code = `e2e-code-${++seq}`;
      codes.set(code, { challenge: p.get("code_challenge"), redirectUri, scopes });
      back.searchParams.set("code", code);
    }
    if (p.get("state")) back.searchParams.set("state", p.get("state"));
    res.writeHead(302, { location: back.href });
    return res.end();
  }

  // Token endpoint: form encoded, client credentials in the form (as LinkedIn wants).
  if (method === "POST" && path === "/li/oauth/v2/accessToken") {
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      return refuse(400, "token request must be form encoded");
    const form = new URLSearchParams(body.toString("utf8"));
    if (form.get("client_id") !== CLIENT.id || form.get("client_secret") !== CLIENT.secret)
      return refuse(401, "wrong client credentials");
    if (form.get("grant_type") === "authorization_code") {
      const code = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!code) return send(400, { error: "invalid_grant", error_description: "unknown or used code" });
      if (form.get("redirect_uri") !== code.redirectUri)
        return refuse(400, "redirect_uri differs from the authorize call");
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== code.challenge)
        return refuse(400, "code_verifier does not match the challenge");
      return send(200, issueTokens(code.scopes));
    }
    if (form.get("grant_type") === "refresh_token") {
      const scopes = refreshTokens.get(form.get("refresh_token") ?? "");
      if (!scopes) return send(400, { error: "invalid_grant" });
      return send(200, issueTokens(scopes));
    }
    return refuse(400, "unsupported grant_type");
  }

  const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
  if (!bearer || !accessTokens.has(bearer))
    return send(401, { status: 401, serviceErrorCode: 65600, message: "Invalid access token" });

  if (method === "GET" && path === "/li/v2/userinfo")
    return send(200, { sub: SUBJECT, name: "Emma Lindqvist", email_verified: true });

  if (path.startsWith("/li/rest/")) {
    if (req.headers["linkedin-version"] !== LINKEDIN_VERSION)
      return refuse(426, "LinkedIn-Version header missing or wrong");
    if (req.headers["x-restli-protocol-version"] !== "2.0.0")
      return refuse(400, "X-Restli-Protocol-Version must be 2.0.0");
  }
  if (method === "GET" && path === "/li/rest/organizations") {
    if (url.searchParams.get("q") !== "vanityName") return refuse(400, "q must be vanityName");
    const vanityName = url.searchParams.get("vanityName");
    const elements = ORGANIZATIONS.filter((o) => o.vanityName === vanityName);
    return send(200, { elements, paging: { count: elements.length, start: 0, links: [] } });
  }
  const scopes = accessTokens.get(bearer) ?? [];
  if (method === "GET" && (path === "/li/rest/organizationAcls" || path === "/li/rest/posts")) {
    const needed = path === "/li/rest/posts" ? "r_organization_social" : "rw_organization_admin";
    if (!scopes.includes(needed)) return refuse(403, `scope ${needed} missing`);
  }
  if (method === "GET" && path === "/li/rest/organizationAcls") {
    if (url.searchParams.get("q") !== "roleAssignee") return refuse(400, "q must be roleAssignee");
    const elements = [
      {
        roleAssignee: `urn:li:person:${SUBJECT}`,
        role: "ADMINISTRATOR",
        state: "APPROVED",
        organization: ADMINISTERED,
      },
    ];
    return send(200, { elements, paging: { count: 10, start: 0, links: [] } });
  }
  const organizationPath = /^\/li\/rest\/organizations\/(\d+)$/.exec(path);
  if (method === "GET" && organizationPath) {
    const found = ORGANIZATIONS.find((o) => String(o.id) === organizationPath[1]);
    return found ? send(200, found) : refuse(404, "no such organization");
  }
  if (method === "GET" && path === "/li/rest/posts") {
    if (url.searchParams.get("q") !== "author") return refuse(400, "q must be author");
    if (url.searchParams.get("author") !== ADMINISTERED)
      return refuse(403, "the member does not administer this organization");
    const count = Number(url.searchParams.get("count") ?? "10");
    if (!Number.isInteger(count) || count < 1 || count > 100) return refuse(400, "count must be 1 to 100");
    const elements = ORGANIZATION_POSTS.slice(0, count);
    return send(200, { elements, paging: { count, start: 0, links: [] } });
  }
  const owner = `urn:li:person:${SUBJECT}`;

  if (
    method === "POST" &&
    path === "/li/rest/images" &&
    url.searchParams.get("action") === "initializeUpload"
  ) {
    const request = parseJson(body)?.initializeUploadRequest;
    if (request?.owner !== owner) return refuse(403, "initializeUploadRequest.owner must be the member");
    const id = `D4E22AQe2e${++seq}`;
    images.set(`urn:li:image:${id}`, false);
    return send(200, {
      value: {
        uploadUrlExpiresAt: Date.now() + 3_600_000,
        uploadUrl: `http://127.0.0.1:${PORT}/li/upload/${id}`,
        image: `urn:li:image:${id}`,
      },
    });
  }
  if (method === "PUT" && path.startsWith("/li/upload/")) {
    const urn = `urn:li:image:${path.slice("/li/upload/".length)}`;
    if (!images.has(urn)) return refuse(404, "no such upload");
    if (body.length === 0) return refuse(400, "empty image");
    images.set(urn, true);
    return send(201);
  }

  if (method === "POST" && path === "/li/rest/posts") {
    const post = parseJson(body);
    if (!post) return refuse(400, "body is not JSON");
    if (post.author !== owner) return refuse(403, "author must be the token's member");
    if (typeof post.commentary !== "string") return refuse(400, "commentary missing");
    if (post.visibility !== "PUBLIC") return refuse(400, "visibility must be PUBLIC");
    if (post.distribution?.feedDistribution !== "MAIN_FEED")
      return refuse(400, "distribution.feedDistribution missing");
    if (post.lifecycleState !== "PUBLISHED") return refuse(400, "lifecycleState must be PUBLISHED");
    const content = post.content ?? {};
    if (content.article && (!content.article.source || !content.article.title))
      return refuse(400, "article needs source and title");
    const imageIds = [
      ...(content.media?.id?.startsWith("urn:li:image:") ? [content.media.id] : []),
      ...(content.multiImage?.images ?? []).map((image) => image.id ?? ""),
    ];
    for (const id of imageIds)
      if (images.get(id) !== true) return refuse(400, `image ${id} was not uploaded`);
    const id = `urn:li:share:${7_100_000_000_000_000_000 + ++seq}`;
    posts.push({ id, at: new Date().toISOString(), body: post });
    res.writeHead(201, { "x-restli-id": id });
    return res.end();
  }

  return refuse(404, "no such LinkedIn endpoint");
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    problems.push(`${req.method} ${req.url}: ${error.message}`);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: 500, message: "fake network failed" }));
  });
});
const mailbox = startMailbox(fakeSmtpPort());
server.listen(PORT, "127.0.0.1", () => console.log(`fake LinkedIn on http://127.0.0.1:${PORT}`));
const stop = () => mailbox.close(() => server.close(() => process.exit(0)));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
