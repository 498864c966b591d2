import { OAuth2Server } from "oauth2-mock-server";
import { FakeAiServer, openAiAnswer } from "../../modules/ai/ai.test-helpers.ts";
import { makePng, startServer } from "../../modules/media/media.test-helpers.ts";
import { createIdpKeys, type TestIdpKeys } from "../../modules/saml/saml.test-idp.ts";
import { FakeNetwork } from "../../modules/share/testing/fake-network.ts";

const ARTICLE = `<!doctype html><html><head><title>Matrix article</title>
<meta property="og:title" content="Matrix article">
<meta property="og:description" content="A page the matrix's link routes read.">
</head><body><article><h1>Matrix article</h1>
${"<p>Every route of the matrix is called on a real object, so an allowed caller gets its real outcome.</p>".repeat(6)}
</article></body></html>`;

/**
 * The outside services the matrix's routes reach, all local: LinkedIn and X (the share tests' fake
 * network), Google sign-in (an OpenID Connect mock), an OpenAI-compatible AI server, a SAML IdP's
 * keys, and a web site that serves an article, a picture and LibreTranslate's /translate. With
 * them an allowed caller gets a route's real outcome instead of "not configured".
 */
export interface Outside {
  network: FakeNetwork;
  oidc: OAuth2Server;
  ai: FakeAiServer;
  aiUrl: string;
  idp: TestIdpKeys;
  /** The local web site's origin (http://127.0.0.1:port). */
  site: string;
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startOutside(): Promise<Outside> {
  const picture = await makePng(64, 48);
  const site = await startServer((request, response) => {
    if (request.url === "/article")
      return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE);
    if (request.url?.startsWith("/picture.png"))
      return response.writeHead(200, { "content-type": "image/png" }).end(picture);
    if (request.method === "POST" && request.url === "/translate") {
      let raw = "";
      request.on("data", (chunk) => {
        raw += chunk;
      });
      request.on("end", () => {
        const q = (JSON.parse(raw || "{}") as { q?: unknown }).q;
        const texts = (Array.isArray(q) ? q : [q]).map((text) => `[${String(text).toUpperCase()}]`);
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ translatedText: texts, detectedLanguage: [{ language: "en", confidence: 90 }] }),
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  const network = await new FakeNetwork().start();
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  await oidc.start(0, "127.0.0.1");
  const ai = new FakeAiServer();
  const aiUrl = await ai.start();
  ai.answer = openAiAnswer(
    JSON.stringify({
      messages: ["A first way to say it.", "A second, quite different one.", "And a third."],
    }),
  );
  const idp = await createIdpKeys();
  return {
    network,
    oidc,
    ai,
    aiUrl,
    idp,
    site: site.origin,
    env: () => ({
      ...network.env(),
      OIDC_GOOGLE_ISSUER: String(oidc.issuer.url),
      OIDC_GOOGLE_CLIENT_ID: "chorus-web",
      OIDC_GOOGLE_CLIENT_SECRET: "not-so-secret",
      TRANSLATION_PROVIDER: "libretranslate",
      TRANSLATION_URL: site.origin,
      // Add to Slack is offered (its redirect is the row's outcome); no Slack call is made by a row.
      SLACK_CLIENT_ID: "chorus-slack",
      SLACK_CLIENT_SECRET: "not-so-secret",
      SLACK_AUTHORIZE_URL: `${site.origin}/slack/oauth/v2/authorize`,
      SLACK_API_URL: `${site.origin}/slack/api`,
    }),
    async close() {
      await Promise.all([site.close(), network.stop(), oidc.stop(), ai.stop()]);
    },
  };
}
