import type { LookupAddress } from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchOutboundText, OutboundError, type OutboundOptions } from "./ssrf-guard.ts";

/**
 * The address forms an attacker tries to reach our own network with. Each is fetched through the
 * guard exactly as a feature would (link preview, IdP metadata, feed import), never only parsed.
 */

/** Names whose DNS answers we control, as a rebinding attacker controls their zone. */
const ZONE: Record<string, string[]> = {
  "loopback.attacker.test": ["127.0.0.3"],
  "metadata.attacker.test": ["169.254.169.254"],
  "private.attacker.test": ["10.0.0.7"],
  "mapped.attacker.test": ["::ffff:127.0.0.1"],
  "v6-loopback.attacker.test": ["::1"],
  // One public and one private answer: the client may pick either, so the name is refused.
  "mixed.attacker.test": ["93.184.216.34", "192.168.0.10"],
};
/** Answers public the first time it is asked, loopback afterwards (a TTL-0 rebinding zone). */
const FLIPPING = "flip.attacker.test";
let flips = 0;

vi.mock("node:dns", async (importOriginal) => {
  const dns = await importOriginal<typeof import("node:dns")>();
  const lookup = (
    hostname: string,
    options: object,
    callback: (err: Error | null, addresses: LookupAddress[]) => void,
  ) => {
    const answers =
      hostname === FLIPPING ? (flips++ === 0 ? ["93.184.216.34"] : ["127.0.0.1"]) : ZONE[hostname];
    if (answers)
      return callback(
        null,
        answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
      );
    return (dns.lookup as (...args: unknown[]) => void)(hostname, options, callback);
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});

const strict: OutboundOptions = { allowPrivate: false, httpsOnly: false, timeoutMs: 2_000 };

async function refusal(url: string, options: OutboundOptions = strict) {
  const error = await fetchOutboundText(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${url} was fetched`).toBeInstanceOf(OutboundError);
  return (error as OutboundError).reason;
}

let server: Server;
let port = 0;
beforeAll(async () => {
  // The one host the tests let through (allowedAddresses), redirecting wherever ?to= says.
  server = createServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://x").searchParams.get("to");
    if (to) {
      res.statusCode = 302;
      res.setHeader("location", to);
      return res.end();
    }
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the SSRF guard refuses every form of a private address", () => {
  const forms: Array<[string, string]> = [
    // Loopback, in every notation the URL parser accepts.
    ["dotted", "http://127.0.0.1:PORT/"],
    ["another loopback address", "http://127.254.1.9:PORT/"],
    ["short form", "http://127.1:PORT/"],
    ["hex octet", "http://0x7f.0.0.1:PORT/"],
    ["hex short", "http://0x7f.1:PORT/"],
    ["single decimal", "http://2130706433:PORT/"],
    ["single hex", "http://0x7f000001:PORT/"],
    ["single octal", "http://017700000001:PORT/"],
    ["octal octet", "http://0177.0.0.1:PORT/"],
    ["zero-padded", "http://127.000.000.001:PORT/"],
    ["full-width digits and ideographic dots", "http://１２７。０。０。１:PORT/"],
    ["localhost", "http://localhost:PORT/"],
    ["LOCALHOST upper case", "http://LOCALHOST:PORT/"],
    ["localhost with the root dot", "http://localhost.:PORT/"],
    ["a .localhost subdomain", "http://admin.localhost:PORT/"],
    ["IPv6 loopback", "http://[::1]:PORT/"],
    ["IPv6 loopback, long form", "http://[0:0:0:0:0:0:0:1]:PORT/"],
    ["IPv4-mapped IPv6, dotted", "http://[::ffff:127.0.0.1]:PORT/"],
    ["IPv4-mapped IPv6, hex", "http://[::ffff:7f00:1]:PORT/"],
    ["IPv4-compatible IPv6", "http://[::127.0.0.1]:PORT/"],
    ["IPv4-translated IPv6", "http://[::ffff:0:127.0.0.1]:PORT/"],
    ["NAT64 of loopback", "http://[64:ff9b::127.0.0.1]:PORT/"],
    ["6to4 of loopback", "http://[2002:7f00:1::]:PORT/"],
    ["Teredo", "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]:PORT/"],
    // The unspecified address reaches the local host on Linux.
    ["0.0.0.0", "http://0.0.0.0:PORT/"],
    ["0", "http://0:PORT/"],
    ["IPv6 unspecified", "http://[::]:PORT/"],
    // Cloud metadata.
    ["metadata", "http://169.254.169.254/latest/meta-data/"],
    ["metadata as a decimal", "http://2852039166/"],
    ["metadata as hex", "http://0xa9fea9fe/"],
    ["metadata mapped in IPv6", "http://[::ffff:169.254.169.254]/"],
    ["AWS IPv6 metadata", "http://[fd00:ec2::254]/"],
    // Private and other non-public ranges.
    ["10/8", "http://10.0.0.1/"],
    ["172.16/12", "http://172.31.255.254/"],
    ["192.168/16", "http://192.168.1.1/"],
    ["carrier-grade NAT", "http://100.64.0.1/"],
    ["IPv6 link-local", "http://[fe80::1]/"],
    ["IPv6 unique local", "http://[fc00::1]/"],
    ["multicast", "http://224.0.0.1/"],
    ["broadcast", "http://255.255.255.255/"],
    // Names that resolve to private addresses.
    ["a name resolving to loopback", "http://loopback.attacker.test:PORT/"],
    ["a name resolving to metadata", "http://metadata.attacker.test/"],
    ["a name resolving to 10/8", "http://private.attacker.test/"],
    ["a name resolving to mapped loopback", "http://mapped.attacker.test:PORT/"],
    ["a name resolving to ::1", "http://v6-loopback.attacker.test:PORT/"],
    ["a name with one public and one private answer", "http://mixed.attacker.test/"],
  ];

  it("has at least 30 forms", () => {
    expect(forms.length).toBeGreaterThanOrEqual(30);
  });

  it.each(forms)("%s (%s)", async (_name, url) => {
    expect(await refusal(url.replace("PORT", String(port)))).toBe("address");
  });
});

describe("redirects are checked again at every hop", () => {
  const targets = [
    "http://127.0.0.2/",
    "http://localhost/",
    "http://[::1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://0x7f000002/",
    "http://loopback.attacker.test/",
    "http://192.168.0.1/",
  ];
  it.each(targets)("a permitted host redirecting to %s is refused", async (target) => {
    const start = `http://127.0.0.1:${port}/?to=${encodeURIComponent(target)}`;
    // The start host itself is let through, so only the redirect's target can be refused.
    expect(
      (await fetchOutboundText(`http://127.0.0.1:${port}/`, { ...strict, allowedAddresses: ["127.0.0.1"] }))
        .body,
    ).toBe("ok");
    expect(await refusal(start, { ...strict, allowedAddresses: ["127.0.0.1"] })).toBe("address");
  });
});

describe("DNS answers that change between one request and the next", () => {
  it("checks the address each connection uses, not an earlier answer", async () => {
    flips = 0;
    // First answer: a public (documentation) address nobody answers on; the fetch may fail, but
    // not because of the guard.
    const first = await refusal(`http://${FLIPPING}:${port}/`, { ...strict, timeoutMs: 300 });
    expect(first).not.toBe("address");
    // Second answer: loopback, where our server does answer; the guard refuses it at connect.
    expect(await refusal(`http://${FLIPPING}:${port}/`)).toBe("address");
    expect(flips).toBe(2);
  });
});

describe("public addresses still work", () => {
  it.each([["8.8.8.8"], ["2606:4700:4700::1111"], ["::ffff:8.8.8.8"], ["172.32.0.1"]])(
    "%s is not refused as private",
    async (address) => {
      const host = address.includes(":") ? `[${address}]` : address;
      // Whether anything answers there depends on the network; only the guard's verdict matters.
      const error = await fetchOutboundText(`http://${host}:9/`, { ...strict, timeoutMs: 200 }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error instanceof OutboundError ? error.reason : "fetched").not.toBe("address");
    },
  );
});
