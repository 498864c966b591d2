import { describe, expect, it } from "vitest";
import {
  DEFAULT_EMV_RATES,
  type EmvRate,
  earnedMediaValue,
  effectiveEmvRates,
  estimatedImpressions,
  shareEmv,
} from "./emv.rules.ts";

const rate = (cpc: number, cpm: number, impressionsPerShare: number): EmvRate => ({
  network: "linkedin",
  cpc,
  cpm,
  impressionsPerShare,
});

describe("earned media value: clicks × CPC + impressions ÷ 1000 × CPM", () => {
  it.each([
    // clicks, impressions, cpc, cpm, emv
    [0, 0, 5.5, 33, 0],
    [1, 0, 5.5, 33, 5.5],
    [0, 1000, 5.5, 33, 33],
    [3, 500, 5.5, 33, 33],
    [10, 2500, 0.4, 6.5, 20.25],
    [1, 1, 0.01, 0.01, 0.01],
    // rounded to cents
    [1, 333, 0.333, 1, 0.67],
  ])("%i clicks and %i impressions at CPC %d and CPM %d make %d", (clicks, impressions, cpc, cpm, emv) => {
    expect(earnedMediaValue({ clicks, impressions }, { cpc, cpm })).toBe(emv);
  });

  it.each([
    // shares, clicks, cpc, cpm, reach per share, impressions, emv
    [0, 0, 5.5, 33, 500, 0, 0],
    [1, 3, 5.5, 33, 500, 500, 33],
    [2, 0, 1, 10, 1000, 2000, 20],
    [4, 4, 0, 0, 300, 1200, 0],
  ])(
    "%i shares and %i clicks (CPC %d, CPM %d, reach %i) reach %i people worth %d",
    (shares, clicks, cpc, cpm, reach, impressions, emv) => {
      const r = rate(cpc, cpm, reach);
      expect(estimatedImpressions(shares, r)).toBe(impressions);
      expect(shareEmv({ shares, clicks }, r)).toBe(emv);
    },
  );

  it("uses the company's rate where set and the documented default elsewhere, for every network", () => {
    const own = { network: "twitter" as const, cpc: 1, cpm: 2, impressionsPerShare: 3 };
    const rates = effectiveEmvRates([own]);
    expect(rates.map((r) => r.network)).toEqual([
      "linkedin",
      "twitter",
      "facebook",
      "xing",
      "viadeo",
      "generic",
      "email",
    ]);
    expect(rates.find((r) => r.network === "twitter")).toEqual(own);
    expect(rates.find((r) => r.network === "linkedin")).toEqual({
      network: "linkedin",
      ...DEFAULT_EMV_RATES.linkedin,
    });
  });

  it.each([
    // network, CPC, CPM, reach per share: the README's EMV table
    ["linkedin", 5.5, 33, 500],
    ["twitter", 0.4, 6.5, 300],
    ["facebook", 1, 7.2, 250],
    ["xing", 2.5, 15, 200],
    ["viadeo", 1.5, 10, 150],
    ["generic", 1, 8, 100],
    ["email", 0, 0, 1],
  ] as const)("the documented default of %s: CPC %d, CPM %d, reach %i", (network, cpc, cpm, reach) => {
    expect(DEFAULT_EMV_RATES[network]).toEqual({ cpc, cpm, impressionsPerShare: reach });
  });

  it("values a newsletter's clicks at nothing until a CPC is set for e-mail", () => {
    const [email] = effectiveEmvRates([]).filter((r) => r.network === "email");
    expect(email && shareEmv({ shares: 0, clicks: 40 }, email)).toBe(0);
    const priced = effectiveEmvRates([{ network: "email", cpc: 0.5, cpm: 0, impressionsPerShare: 1 }]);
    const set = priced.find((r) => r.network === "email");
    expect(set && shareEmv({ shares: 0, clicks: 40 }, set)).toBe(20);
  });
});
