import { AI_DISABLED_MESSAGE, AI_FEWER_MESSAGE, AI_UNAVAILABLE_MESSAGE } from "@chorus/shared/ai/ai.contract";
import { newObjectId } from "@chorus/shared/ids/object-id";
import { signatureLength } from "@chorus/shared/share/share-message.rules";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appUser, company, post, share } from "../../db/schema/index.ts";
import { livePostIn } from "../../test/engagement-fixtures.ts";
import { createTestApp, DEMO_USERS, type TestApp, type TestClient } from "../../test/test-app.ts";
import { FakeAiServer, openAiAnswer, vertexAnswer } from "./ai.test-helpers.ts";

/**
 * AI share messages against local fake providers (OpenAI chat completions, Azure, an
 * OpenAI-compatible 'Haiilo AI' server, Vertex generateContent) that check what Chorus sends.
 */
let t: TestApp;
let ada: TestClient;
let emma: TestClient;
let acmeId: string;
let emmaId: string;
let postId: string;
let postTitle: string;
let seededSocnetMap: Record<string, { Signature: string }>;
let twitterSignatureRoom: number;
const fake = new FakeAiServer();
let fakeUrl: string;

const ask = (body: Record<string, unknown> = {}) =>
  emma.post("/api/share/ai_message", {
    postId,
    media: "twitter",
    length: "short",
    tonality: "informal",
    ...body,
  });
const configure = async (body: Record<string, unknown>) => {
  const response = await ada.put(`/api/company/${acmeId}/ai`, {
    isEnabled: true,
    apiKey: "sk-test-key",
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const messagesJson = (messages: string[]) => JSON.stringify({ messages });

async function addShare(userId: string, comment: string, status = "shared", target = postId) {
  await t.database.db.insert(share).values({
    id: newObjectId(),
    companyId: acmeId,
    postId: target,
    userId,
    media: "linkedin",
    comment,
    status,
    sharedAt: status === "shared" ? new Date() : null,
  });
}

beforeAll(async () => {
  t = await createTestApp({ ALLOW_PRIVATE_OUTBOUND: "true" });
  fakeUrl = await fake.start();
  ada = await t.signIn(DEMO_USERS.admin);
  emma = await t.signIn(DEMO_USERS.sharer);
  acmeId = await t.companyId("acme");
  emmaId = await t.userId(DEMO_USERS.sharer);
  postId = await livePostIn(t.database.db, "Company News");
  const [row] = await t.database.db.select({ title: post.title }).from(post).where(eq(post.id, postId));
  postTitle = row?.title ?? "";
  const [acme] = await t.database.db
    .select({ socnetMap: company.socnetMap })
    .from(company)
    .where(eq(company.id, acmeId));
  seededSocnetMap = acme?.socnetMap ?? {};
  const twitter = Object.entries(seededSocnetMap).find(([name]) => name.toLowerCase() === "twitter")?.[1];
  twitterSignatureRoom = signatureLength(twitter?.Signature);
  await t.database.db.update(appUser).set({ language: "fr" }).where(eq(appUser.id, emmaId));
  // Emma's earlier wording, on another post: the style examples.
  const otherPost = await livePostIn(t.database.db, "Company News", 1);
  await addShare(emmaId, "Fier de notre équipe, à lire absolument !", "shared", otherPost);
  await addShare(emmaId, "Brouillon jamais partagé", "scheduled", otherPost);
});
afterEach(() => {
  fake.received.length = 0;
});
afterAll(async () => {
  await fake.stop();
  await t.close();
});

describe("POST /api/share/ai_message", () => {
  it("answers 409 while the company has AI switched off", async () => {
    const response = await ask();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "409.80", message: AI_DISABLED_MESSAGE });
  });

  it("asks OpenAI for variants written for this employee and returns distinct ones within the limit", async () => {
    await configure({ provider: "Open AI", version: "GPT-4", endpoint: fakeUrl });
    fake.answer = openAiAnswer(
      messagesJson([
        "Super nouvelle pour toute l'équipe, allez lire ça !",
        "super nouvelle pour toute l'équipe, allez lire ça",
        `Un très long message ${"vraiment ".repeat(60)}fin.`,
        "Je suis fière de partager cette annonce avec vous.",
      ]),
    );
    const response = await ask({ count: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const { messageList, warning } = response.json() as { messageList: { text: string }[]; warning?: string };
    expect(warning).toBeUndefined();
    expect(messageList).toHaveLength(3);
    expect(new Set(messageList.map((m) => m.text.toLowerCase())).size).toBe(3);
    for (const { text } of messageList)
      expect([...text].length).toBeLessThanOrEqual(255 - twitterSignatureRoom);
    expect(messageList[1]?.text).toMatch(/…$/);

    const request = fake.last();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test-key");
    const body = request.body as {
      model: string;
      messages: { role: string; content: string }[];
      max_tokens: number;
    };
    expect(body.model).toBe("gpt-4");
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    const prompt = body.messages[1]?.content ?? "";
    expect(prompt).toContain("Français (fr)");
    expect(prompt).toContain("Fier de notre équipe, à lire absolument !");
    expect(prompt).not.toContain("Brouillon jamais partagé");
    expect(prompt).toContain(postTitle);
    expect(prompt).toContain("Twitter");
    // The seeded company signature for Twitter takes its room (1 + its length) from the 255.
    expect(prompt).toContain(`Twitter allows at most ${255 - twitterSignatureRoom} characters`);
    expect(prompt).toContain("Write 3 clearly different messages");
    expect(body.max_tokens).toBeGreaterThan(0);
  });

  it("warns when the model gives fewer distinct suggestions than asked for", async () => {
    fake.answer = openAiAnswer(messagesJson(["Même texte.", "même   texte", "Même texte."]));
    const response = await ask({ count: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messageList: [{ text: "Même texte." }], warning: AI_FEWER_MESSAGE });
  });

  it("keeps the company's signature room out of the network limit", async () => {
    await t.database.db
      .update(company)
      .set({ socnetMap: { Twitter: { Signature: "#AcmeLife" } } })
      .where(eq(company.id, acmeId));
    fake.answer = openAiAnswer(messagesJson([`${"mot ".repeat(100)}`]));
    const response = await ask({ count: 1 });
    expect([...(response.json().messageList[0].text as string)].length).toBeLessThanOrEqual(255 - 10);
    expect((fake.last().body as { messages: { content: string }[] }).messages[1]?.content).toContain(
      "at most 245 characters",
    );
    await t.database.db.update(company).set({ socnetMap: seededSocnetMap }).where(eq(company.id, acmeId));
  });

  it("calls an Azure deployment with the api-key header", async () => {
    await configure({
      provider: "Azure Open AI",
      version: "GPT-4",
      endpoint: `${fakeUrl}/`,
      deployment: "chorus-gpt4",
    });
    fake.answer = openAiAnswer(messagesJson(["Bonne lecture !"]));
    const response = await ask({ count: 1, media: "linkedin", length: "long", tonality: "formal" });
    expect(response.statusCode, response.body).toBe(200);
    const request = fake.last();
    expect(request.url).toBe("/openai/deployments/chorus-gpt4/chat/completions?api-version=2024-06-01");
    expect(request.headers["api-key"]).toBe("sk-test-key");
    expect(request.headers.authorization).toBeUndefined();
    const prompt = (request.body as { messages: { content: string }[] }).messages[1]?.content ?? "";
    expect(prompt).toContain("LinkedIn allows at most 2950 characters");
    expect(prompt).toContain("Tone: formal");
  });

  it("treats 'Haiilo AI' as an OpenAI-compatible server at its endpoint", async () => {
    await configure({ provider: "Haiilo AI", version: "GPT-3.5-turbo", endpoint: `${fakeUrl}/v1` });
    fake.answer = openAiAnswer(messagesJson(["Une annonce à partager."]));
    expect((await ask({ count: 1 })).statusCode).toBe(200);
    expect(fake.last().url).toBe("/v1/chat/completions");
    expect(fake.last().headers.authorization).toBe("Bearer sk-test-key");
    expect((fake.last().body as { model: string }).model).toBe("gpt-3.5-turbo");
  });

  it("calls Vertex generateContent for the project, location and model", async () => {
    await configure({
      provider: "Vertex",
      version: "gemini-2.0-flash",
      location: "europe-west3",
      project: "acme-ai",
      endpoint: fakeUrl,
      apiKey: "AIza-vertex-key",
    });
    fake.answer = vertexAnswer(
      `\`\`\`json\n${messagesJson(["Première idée.", "Une tout autre approche ici."])}\n\`\`\``,
    );
    const response = await ask({ count: 2, media: "xing" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().messageList).toEqual([
      { text: "Première idée." },
      { text: "Une tout autre approche ici." },
    ]);
    const request = fake.last();
    expect(request.url).toBe(
      "/v1/projects/acme-ai/locations/europe-west3/publishers/google/models/gemini-2.0-flash:generateContent",
    );
    expect(request.headers["x-goog-api-key"]).toBe("AIza-vertex-key");
    const body = request.body as {
      systemInstruction: { parts: { text: string }[] };
      contents: { role: string; parts: { text: string }[] }[];
      generationConfig: { responseMimeType: string; maxOutputTokens: number };
    };
    expect(body.systemInstruction.parts[0]?.text).toContain('{"messages"');
    const prompt = body.contents[0]?.parts[0]?.text ?? "";
    expect(prompt).toContain("Français (fr)");
    expect(prompt).toContain("Fier de notre équipe");
    expect(prompt).toContain("Xing allows at most 400 characters");
    expect(body.generationConfig.responseMimeType).toBe("application/json");
  });

  it("sends a Google access token as a bearer token", async () => {
    await configure({
      provider: "Vertex",
      version: "gemini-1.5-pro",
      location: "us-central1",
      project: "p",
      endpoint: fakeUrl,
      apiKey: "ya29.token",
    });
    fake.answer = vertexAnswer(messagesJson(["Un message."]));
    expect((await ask({ count: 1 })).statusCode).toBe(200);
    expect(fake.last().headers.authorization).toBe("Bearer ya29.token");
  });

  describe("provider failures become clear errors, never the provider's own", () => {
    beforeAll(async () => {
      await configure({ provider: "Open AI", version: "GPT-4", endpoint: fakeUrl });
    });
    it.each([
      [
        "a 500",
        { status: 500, body: { error: { message: "internal provider secret detail" } } },
        424,
        "424.80",
      ],
      [
        "a rate limit",
        { status: 429, body: { error: { message: "internal provider secret detail" } } },
        424,
        "424.80",
      ],
      ["a dropped connection", "drop" as const, 424, "424.80"],
      [
        "a refused key",
        { status: 401, body: { error: { message: "internal provider secret detail" } } },
        424,
        "424.81",
      ],
      [
        "an unknown model",
        { status: 404, body: { error: { message: "internal provider secret detail" } } },
        424,
        "424.81",
      ],
      [
        "an answer that is not JSON",
        openAiAnswer("Sure! Here are some ideas: internal provider secret detail"),
        424,
        "424.82",
      ],
      ["an empty answer", { status: 200, body: { choices: [] } }, 424, "424.82"],
    ])("%s", async (_name, answer, status, code) => {
      fake.answer = answer;
      const response = await ask();
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect(response.headers["x-smarp-error-code"]).toBe(code);
      expect(response.body).not.toContain("internal provider secret detail");
    });

    it("an unreachable provider → 424.80 with the try-later message", async () => {
      await configure({ provider: "Open AI", version: "GPT-4", endpoint: "http://127.0.0.1:1" });
      const response = await ask();
      expect(response.statusCode).toBe(424);
      expect(response.json()).toEqual({ code: "424.80", message: AI_UNAVAILABLE_MESSAGE });
      await configure({ provider: "Open AI", version: "GPT-4", endpoint: fakeUrl });
    });
  });

  it("answers 404 for a post the employee may not read, and 400 for bad input", async () => {
    fake.answer = openAiAnswer(messagesJson(["x"]));
    const leadership = await livePostIn(t.database.db, "Leadership");
    expect((await ask({ postId: leadership })).statusCode).toBe(404);
    expect((await ask({ count: 6 })).statusCode).toBe(400);
    expect((await ask({ length: "medium" })).statusCode).toBe(400);
    expect((await ask({ tonality: "rude" })).statusCode).toBe(400);
    expect((await ask({ media: "myspace" })).statusCode).toBe(400);
    expect(fake.received).toHaveLength(0);
  });
});

describe("POST /api/share/ai_message/similarity", () => {
  const check = (text: string, client = emma) =>
    client.post("/api/share/ai_message/similarity", { postId, media: "linkedin", text });

  it("counts colleagues who shared these exact words (case and spaces aside) and warns from 3", async () => {
    const colleagues = ["anton@acme.example", "chloe@acme.example", "gustav@acme.example"];
    const ids = await Promise.all(colleagues.map((email) => t.userId(email)));
    await addShare(ids[0] as string, "Great read, have a look!");
    await addShare(ids[1] as string, "great   read, have a LOOK!\n");
    await addShare(emmaId, "Great read, have a look!");
    await addShare(ids[2] as string, "Great read, have a look!", "scheduled");

    const two = (await check("Great read, have a look!")).json();
    expect(two).toEqual({ identicalShareCount: 2 });

    await addShare(ids[2] as string, "GREAT READ, HAVE A LOOK!");
    const three = await check("  great read,   have a look! ");
    expect(three.statusCode).toBe(200);
    expect(three.json().identicalShareCount).toBe(3);
    expect(three.json().warning).toMatch(/3 colleagues already shared this post with exactly this text/);

    expect((await check("Great read, have a look at this!")).json()).toEqual({ identicalShareCount: 0 });
    expect((await check("   ")).json()).toEqual({ identicalShareCount: 0 });
  });

  it("works while AI is off, and answers 404 for an unreadable post", async () => {
    await ada.put(`/api/company/${acmeId}/ai`, { isEnabled: false });
    expect((await check("anything")).statusCode).toBe(200);
    const leadership = await livePostIn(t.database.db, "Leadership");
    const response = await emma.post("/api/share/ai_message/similarity", {
      postId: leadership,
      media: "linkedin",
      text: "x",
    });
    expect(response.statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(share)
      .where(and(eq(share.companyId, acmeId), eq(share.postId, leadership)));
    expect(rows).toEqual([]);
  });
});
