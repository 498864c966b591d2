import type { LookupAddress } from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchOutboundText, isPrivateAddress, OutboundError } from "./ssrf-guard.ts";

/** A name that looks public but whose DNS answer is loopback: what a rebinding attacker registers. */
const REBOUND_NAME = "intranet.chorus.test";

vi.mock("node:dns", async (importOriginal) => {
  const dns = await importOriginal<typeof import("node:dns")>();
  const lookup = (
    hostname: string,
    options: object,
    callback: (err: Error | null, addresses: LookupAddress[]) => void,
  ) => {
    if (hostname === REBOUND_NAME) return callback(null, [{ address: "127.0.0.1", family: 4 }]);
    return (dns.lookup as (...args: unknown[]) => void)(hostname, options, callback);
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});

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
    const port = (server.address() as AddressInfo).port;
    const url = `http://${REBOUND_NAME}:${port}/ok`;
    // The name passes the URL check; only its resolved address (loopback) is refused.
    expect(await reason(fetchOutboundText(url, strict))).toBe("address");
    expect((await fetchOutboundText(url, open)).body).toBe("<xml/>");
    expect((await fetchOutboundText(url, { ...strict, allowedAddresses: ["127.0.0.1"] })).body).toBe(
      "<xml/>",
    );
  });

  it("refuses plain http when https is required, and other schemes and credentials always", async () => {
    expect(await reason(fetchOutboundText(`${base}/ok`, { ...open, httpsOnly: true }))).toBe("url");
    expect(await reason(fetchOutboundText("file:///etc/passwd", open))).toBe("url");
    expect(await reason(fetchOutboundText("http://user:pw@example.com/", open))).toBe("url");
    expect(await reason(fetchOutboundText("not a url", open))).toBe("url");
  });

  it("stops at the size cap", async () => {
    expect(await reason(fetchOutboundText(`${base}/big`, { ...open, maxBytes: 1024 }))).toBe("size");
  });

  it("gives up on a silent address exactly when its timeout runs out", async () => {
    // A controlled clock: the deadline is a timer, so a loaded machine cannot make this flaky.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      let settled = false;
      const fetching = fetchOutboundText(`${base}/slow`, { ...open, timeoutMs: 60_000 });
      fetching.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      await vi.advanceTimersByTimeAsync(59_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await reason(fetching)).toBe("timeout");
    } finally {
      vi.useRealTimers();
    }
  });
});
