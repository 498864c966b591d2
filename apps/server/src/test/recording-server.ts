import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A local stand-in for an outside HTTP service (Teams webhook, Slack Web API, a feed host): it
 * records every request so a test checks each one, and answers with what the test's handler says.
 */
export class RecordingServer {
  readonly requests: RecordedRequest[] = [];
  handler: (request: RecordedRequest) => FakeAnswer = () => ({ status: 200, body: "1" });
  private server: Server | undefined;
  origin = "";

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const recorded = {
          method: request.method ?? "GET",
          url: request.url ?? "/",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        };
        this.requests.push(recorded);
        const answer = this.handler(recorded);
        response.writeHead(answer.status ?? 200, answer.headers ?? {});
        response.end(answer.body ?? "");
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Requests to a path (without its query), in order. */
  to(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.url.split("?")[0] === path);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
