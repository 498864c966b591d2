import { SHARE_MEDIA } from "../share/network.rules.ts";
import { NEWSLETTER_SHARE_MEDIA } from "../share/newsletter-link.ts";

/**
 * The networks analytics reports on: the share media people share to, and `email` for the
 * newsletter's post links (their clicks count there, never as a person's share).
 */
export const ANALYTICS_NETWORKS = [...SHARE_MEDIA, NEWSLETTER_SHARE_MEDIA] as const;
export type AnalyticsNetwork = (typeof ANALYTICS_NETWORKS)[number];

/**
 * Earned media value (EMV): what the reach our employees earned would have cost as paid media.
 * Vendors disagree on EMV; ours is explicit:
 *
 *   impressions = shares × impressionsPerShare            (the reach estimate of a share)
 *   EMV         = clicks × CPC + impressions / 1000 × CPM  (CPM is the price of 1,000 impressions)
 *
 * CPC, CPM and impressionsPerShare are set per company and network (admin setting); a network
 * without a company rate uses the defaults below. Money is in the company's currency (USD unless set).
 */
export interface EmvRate {
  network: AnalyticsNetwork;
  /** Cost per click of a paid post on that network. */
  cpc: number;
  /** Cost per 1,000 impressions. */
  cpm: number;
  /** How many people one share reaches (the network's typical feed reach of a member's post). */
  impressionsPerShare: number;
}

/**
 * Documented defaults (public paid-social benchmarks, rounded): LinkedIn sponsored content costs
 * more per click and per thousand than X or Facebook; a member's post reaches a few hundred people.
 */
export const DEFAULT_EMV_RATES: Readonly<Record<AnalyticsNetwork, Omit<EmvRate, "network">>> = {
  linkedin: { cpc: 5.5, cpm: 33, impressionsPerShare: 500 },
  twitter: { cpc: 0.4, cpm: 6.5, impressionsPerShare: 300 },
  facebook: { cpc: 1, cpm: 7.2, impressionsPerShare: 250 },
  xing: { cpc: 2.5, cpm: 15, impressionsPerShare: 200 },
  viadeo: { cpc: 1.5, cpm: 10, impressionsPerShare: 150 },
  generic: { cpc: 1, cpm: 8, impressionsPerShare: 100 },
  // A newsletter link is no paid-media placement: its clicks are counted, valued at nothing until
  // an admin sets a CPC; one "impression" per newsletter link (no share is counted for it anyway).
  email: { cpc: 0, cpm: 0, impressionsPerShare: 1 },
};
export const DEFAULT_EMV_CURRENCY = "USD";

/** The rate of every network: the company's where it set one, else the default. */
export function effectiveEmvRates(companyRates: readonly EmvRate[]): EmvRate[] {
  return ANALYTICS_NETWORKS.map(
    (network) =>
      companyRates.find((r) => r.network === network) ?? { network, ...DEFAULT_EMV_RATES[network] },
  );
}

/** Estimated impressions of some shares on one network. */
export const estimatedImpressions = (shares: number, rate: Pick<EmvRate, "impressionsPerShare">): number =>
  shares * rate.impressionsPerShare;

/** EMV of clicks and impressions on one network, rounded to cents. */
export function earnedMediaValue(
  figures: { clicks: number; impressions: number },
  rate: Pick<EmvRate, "cpc" | "cpm">,
): number {
  return roundMoney(figures.clicks * rate.cpc + (figures.impressions / 1000) * rate.cpm);
}

/** EMV of shares and clicks on one network (impressions estimated from the shares). */
export function shareEmv(figures: { shares: number; clicks: number }, rate: EmvRate): number {
  return earnedMediaValue(
    { clicks: figures.clicks, impressions: estimatedImpressions(figures.shares, rate) },
    rate,
  );
}

export const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/** The formula as shown beside EMV figures (the screens and the export say the same). */
export const EMV_FORMULA_TEXT =
  "EMV = clicks × CPC + impressions ÷ 1,000 × CPM, impressions = shares × reach per share";
