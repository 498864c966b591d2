import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { outboundPolicyOf } from "./outbound-policy.ts";

const policyFor = (env: NodeJS.ProcessEnv) => outboundPolicyOf(loadConfig(env));

describe("the outbound policy", () => {
  it.each([
    { env: { NODE_ENV: "production" }, httpsOnly: true },
    { env: { NODE_ENV: "production", OUTBOUND_ALLOW_HTTP: "true" }, httpsOnly: false },
    { env: { NODE_ENV: "development" }, httpsOnly: false },
  ])("is https-only: $httpsOnly with $env", ({ env, httpsOnly }) => {
    expect(policyFor(env).httpsOnly).toBe(httpsOnly);
  });

  it("lets private addresses through only when told, and names the exact ones allowed", () => {
    expect(policyFor({ NODE_ENV: "production" }).allowPrivate).toBe(false);
    const onPremises = policyFor({
      NODE_ENV: "production",
      ALLOW_PRIVATE_OUTBOUND: "true",
      OUTBOUND_ALLOWED_ADDRESSES: " 10.0.0.7 , ,192.168.1.2",
    });
    expect(onPremises).toEqual({
      allowPrivate: true,
      allowedAddresses: ["10.0.0.7", "192.168.1.2"],
      httpsOnly: true,
    });
  });
});
