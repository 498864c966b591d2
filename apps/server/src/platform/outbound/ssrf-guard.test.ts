import { lookup } from "node:dns/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hostname } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchOutboundText, isPrivateAddress, OutboundError } from "./ssrf-guard.ts";

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.16.0.1", true],
    ["172.31.255.255", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["224.0.0.1", true],
    ["255.255.255.255", true],
    ["::1", true],
    ["::", true],
    ["fe80::1", true],
    ["fd00::1", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:7f00:1", true],
    ["64:ff9b::a9fe:a9fe", true],
    ["not-an-ip", true],
    ["8.8.8.8", false],
    ["172.32.0.1", false],
    ["1.1.1.1", false],
    ["2606:4700:4700::1111", false],
    ["::ffff:8.8.8.8", false],
  ])("%s → %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe("fetchOutboundText", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/ok") return res.end("<xml/>");
      if (req.url === "/big") return res.end("x".repeat(2048));
      if (req.url === "/slow") return; // never answers
      if (req.url === "/redirect") {
        res.statusCode = 302;
        res.setHeader("location", "/ok");
        return res.end();
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const open = { allowPrivate: true, httpsOnly: false };
  const strict = { allowPrivate: false, httpsOnly: false };

  async function reason(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OutboundError);
    return (error as OutboundError).reason;
  }

  it("fetches when private addresses are allowed, following a redirect", async () => {
    expect((await fetchOutboundText(`${base}/ok`, open)).body).toBe("<xml/>");
    expect((await fetchOutboundText(`${base}/redirect`, open)).body).toBe("<xml/>");
  });

  it("refuses loopback, private and metadata addresses by default", async () => {
    expect(await reason(fetchOutboundText(`${base}/ok`, strict))).toBe("address");
    expect(await reason(fetchOutboundText("http://169.254.169.254/latest/meta-data", strict))).toBe(
      "address",
    );
    expect(await reason(fetchOutboundText("http://[::1]/", strict))).toBe("address");
    expect(await reason(fetchOutboundText("http://localhost/", strict))).toBe("address");
  });

  it("checks the address a name resolves to at connect time", async () => {
    const name = hostname();
    const resolved = await lookup(name).catch(() => null);
    if (!resolved || !isPrivateAddress(resolved.address)) return; // this machine's name is public: nothing to show
    const port = (server.address() as AddressInfo).port;
    expect(await reason(fetchOutboundText(`http://${name}:${port}/ok`, strict))).toBe("address");
  });

  it("refuses plain http when https is required, and other schemes and credentials always", async () => {
    expect(await reason(fetchOutboundText(`${base}/ok`, { ...open, httpsOnly: true }))).toBe("url");
    expect(await reason(fetchOutboundText("file:///etc/passwd", open))).toBe("url");
    expect(await reason(fetchOutboundText("http://user:pw@example.com/", open))).toBe("url");
    expect(await reason(fetchOutboundText("not a url", open))).toBe("url");
  });

  it("stops at the size cap and the timeout", async () => {
    expect(await reason(fetchOutboundText(`${base}/big`, { ...open, maxBytes: 1024 }))).toBe("size");
    const started = Date.now();
    expect(await reason(fetchOutboundText(`${base}/slow`, { ...open, timeoutMs: 300 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
