import { Writable } from "node:stream";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { loggerOptions } from "./logging.ts";

it("the request log names the route, never the token or query in the address", async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions("info", stream) });
  app.get("/auth/link/:token", async () => ({ ok: true }));
  await app.inject({ method: "GET", url: "/auth/link/tok-SECRET-123?q=private-search" });
  await app.close();
  const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "incoming request");
  expect(incoming.req).toMatchObject({ method: "GET", route: "/auth/link/:token" });
  expect(lines.join("\n")).not.toMatch(/SECRET|private-search/);
});
