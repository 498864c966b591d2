import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake provider received, kept so tests can check what Chorus sent. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type FakeAnswer = { status: number; body: unknown } | "hang" | "drop";

/**
 * A local stand-in for an AI provider (OpenAI chat completions, Vertex generateContent), started by
 * the test on 127.0.0.1: it records every request and answers what the test queued (default: the
 * last `answer`).
 */
export class FakeAiServer {
  readonly received: ReceivedRequest[] = [];
  answer: FakeAnswer = { status: 500, body: { error: { message: "no answer configured" } } };
  private server: Server | null = null;
  private hanging: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        this.received.push({
          method: request.method ?? "",
          url: request.url ?? "",
          headers: request.headers,
          body,
        });
        const answer = this.answer;
        if (answer === "hang") {
          this.hanging.push(() => response.destroy());
          return;
        }
        if (answer === "drop") return request.socket.destroy();
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  last(): ReceivedRequest {
    const request = this.received.at(-1);
    if (!request) throw new Error("the fake AI server received nothing");
    return request;
  }

  async stop() {
    for (const release of this.hanging) release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** An OpenAI chat-completions answer whose message is the given text. */
export const openAiAnswer = (content: string) => ({
  status: 200,
  body: {
    id: "chatcmpl-1",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  },
});

/** A Vertex generateContent answer whose text is the given one. */
export const vertexAnswer = (text: string) => ({
  status: 200,
  body: { candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP" }] },
});
