import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSms {
  url: string;
  /** Messages accepted, with the Basic credentials they came with. */
  messages: { to: string; from: string; body: string; authorization: string; path: string }[];
  close(): Promise<void>;
}

/** Numbers the fake refuses as Twilio does (400, code 21211 'Invalid To Phone Number'). */
export const REFUSED_NUMBER = "+15005550001";

/** A local stand-in for Twilio's Messages API: same path, form body, Basic auth and answers. */
export async function startFakeSms(): Promise<FakeSms> {
  const messages: FakeSms["messages"] = [];
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    request.on("end", () => {
      const form = new URLSearchParams(raw);
      const ok =
        request.method === "POST" &&
        /^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(request.url ?? "") &&
        request.headers["content-type"] === "application/x-www-form-urlencoded";
      response.setHeader("content-type", "application/json");
      if (!ok || !request.headers.authorization?.startsWith("Basic ")) {
        response.statusCode = 401;
        return response.end(JSON.stringify({ code: 20003, message: "Authenticate", status: 401 }));
      }
      if (form.get("To") === REFUSED_NUMBER) {
        response.statusCode = 400;
        return response.end(
          JSON.stringify({ code: 21211, message: "Invalid 'To' Phone Number", status: 400 }),
        );
      }
      messages.push({
        to: form.get("To") ?? "",
        from: form.get("From") ?? "",
        body: form.get("Body") ?? "",
        authorization: request.headers.authorization,
        path: request.url ?? "",
      });
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${messages.length}`, status: "queued" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
