import { resolve } from "node:path";
import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v)));

/** Every environment variable the server reads, parsed once. The README lists the same set. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The domain whose first label names the company: acme.<BASE_DOMAIN>. */
  BASE_DOMAIN: z.string().default("localhost"),
  /** Name of this deployment's environment, the key of GET /api/status. */
  ENVIRONMENT: z.string().default("stable"),
  /** Environments under maintenance, comma separated ("stable"), or "true" for this one. */
  MAINTENANCE: z.string().default(""),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 30),
  TRUST_PROXY: flag(false),
  /** Draw the signed-in feed's first screen on the server (platform/first-screen.ts) when the web's server build is there. */
  SERVER_RENDER: flag(true),
  /** Bearer token a Prometheus scraper sends to GET /metrics; without it /metrics does not exist. */
  METRICS_TOKEN: z.string().min(16).optional(),
  WEB_DIST_DIR: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Mass mails (POST /api/user/sendemail) per hour and client address. */
  MASS_MAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Versions of this instance's terms of service and privacy policy; raising one asks every user to consent again. */
  TOS_VERSION: z.string().trim().min(1).max(40).default("1"),
  PRIVACY_POLICY_VERSION: z.string().trim().min(1).max(40).default("1"),
  /** The address browsers reach this deployment at; builds OAuth redirect URIs and SAML URLs. */
  PUBLIC_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  OIDC_GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  OIDC_GOOGLE_CLIENT_ID: z.string().default(""),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().default(""),
  OIDC_MICROSOFT_ISSUER: z.string().url().default("https://login.microsoftonline.com/common/v2.0"),
  OIDC_MICROSOFT_CLIENT_ID: z.string().default(""),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().default(""),
  OIDC_LINKEDIN_ISSUER: z.string().url().default("https://www.linkedin.com/oauth"),
  OIDC_LINKEDIN_CLIENT_ID: z.string().default(""),
  OIDC_LINKEDIN_CLIENT_SECRET: z.string().default(""),
  /** Let outbound fetches (IdP metadata URLs) reach private and loopback addresses. */
  ALLOW_PRIVATE_OUTBOUND: flag(false),
  /** Exact private addresses outbound fetches may still reach (comma separated), e.g. one on-premises host. */
  OUTBOUND_ALLOWED_ADDRESSES: z.string().default(""),
  /** In production, let outbound fetches use plain http too (a test deployment, a host without TLS). */
  OUTBOUND_ALLOW_HTTP: flag(false),
  /** Outgoing mail server, e.g. smtp://user:pass@host:587 or smtps://…; without it mail stays in the outbox. */
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .url()
      .refine((v) => /^smtps?:\/\//i.test(v), "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Chorus <no-reply@localhost>"),
  /** Newsletters: mails per second per process, addresses per batch job. */
  MAILING_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(20),
  MAILING_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  /** Shared secret of the bounce webhook (POST /api/mailing/bounce); without it the webhook is off. */
  MAILING_BOUNCE_WEBHOOK_SECRET: z.string().default(""),
  /** VERP return path domain: bounces come back to bounce+<token>@<domain>; empty: MAIL_FROM's address. */
  MAILING_VERP_DOMAIN: z.string().default(""),
  /** Where uploads live: "local" (DATA_DIR/uploads) or "s3" (any S3-compatible store). */
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  S3_BUCKET: z.string().default(""),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().default(""),
  S3_SECRET_ACCESS_KEY: z.string().default(""),
  S3_FORCE_PATH_STYLE: flag(false),
  /** Machine translation of posts and comments: libretranslate or deepl; unset, the feature is off. */
  TRANSLATION_PROVIDER: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["libretranslate", "deepl"]).optional(),
  ),
  /** The provider's base URL (LibreTranslate: required; DeepL: defaults to https://api.deepl.com). */
  TRANSLATION_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  TRANSLATION_API_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  /** SMS invitations (SMS lab): a Twilio-style Messages API; without an account SID SMS is off. */
  SMS_API_URL: z.string().url().default("https://api.twilio.com"),
  SMS_ACCOUNT_SID: z.string().default(""),
  SMS_AUTH_TOKEN: z.string().default(""),
  SMS_FROM: z.string().default(""),
  /** How often job workers look for due jobs (pg-boss polling), in seconds. */
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Sharing: OAuth apps that post for the user (a network without a client id cannot be connected). */
  LINKEDIN_CLIENT_ID: z.string().default(""),
  LINKEDIN_CLIENT_SECRET: z.string().default(""),
  LINKEDIN_AUTH_URL: z.string().url().default("https://www.linkedin.com/oauth/v2/authorization"),
  LINKEDIN_TOKEN_URL: z.string().url().default("https://www.linkedin.com/oauth/v2/accessToken"),
  LINKEDIN_API_URL: z.string().url().default("https://api.linkedin.com"),
  /** The LinkedIn-Version header of the Posts and Images APIs (YYYYMM). */
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/)
    .default("202505"),
  /** Slack ("Add to Slack", OAuth v2): without a client id the Slack integration is hidden. */
  SLACK_CLIENT_ID: z.string().default(""),
  SLACK_CLIENT_SECRET: z.string().default(""),
  SLACK_AUTHORIZE_URL: z.string().url().default("https://slack.com/oauth/v2/authorize"),
  /** The Web API base (oauth.v2.access, chat.postMessage, conversations.list). */
  SLACK_API_URL: z.string().url().default("https://slack.com/api"),
  TWITTER_CLIENT_ID: z.string().default(""),
  TWITTER_CLIENT_SECRET: z.string().default(""),
  TWITTER_AUTH_URL: z.string().url().default("https://twitter.com/i/oauth2/authorize"),
  TWITTER_TOKEN_URL: z.string().url().default("https://api.twitter.com/2/oauth2/token"),
  TWITTER_API_URL: z.string().url().default("https://api.twitter.com"),
  TWITTER_UPLOAD_URL: z.string().url().default("https://upload.twitter.com"),
  /** 32 bytes, base64: encrypts network tokens at rest; without it a key is kept in the database. */
  TOKEN_ENCRYPTION_KEY: z.string().default(""),
  /** Waits before retrying a failed scheduled or smart share, in seconds, comma separated (one per retry). */
  SHARE_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .default("60,300,900"),
  /** The time zone smart shares keep their 08:00–20:00 window in. */
  SMART_SHARE_TIME_ZONE: z.string().default("UTC"),
  /** Time-out of one call to a network's API, in milliseconds. */
  SHARE_NETWORK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Web Push (VAPID): the contact the push services see; the keys default to a pair kept in the database. */
  VAPID_SUBJECT: z.string().default("mailto:notifications@chorus.invalid"),
  VAPID_PUBLIC_KEY: z.string().default(""),
  VAPID_PRIVATE_KEY: z.string().default(""),
  /** How often the event stream (GET /api/events) sends a heartbeat, in milliseconds. */
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(25_000),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedDemo: boolean;
  logLevel: string;
  baseDomain: string;
  environment: string;
  maintenanceEnvironments: string[];
  sessionTtlHours: number;
  trustProxy: boolean;
  metricsToken: string | undefined;
  webDistDir: string;
  serverRender: boolean;
  authRateLimitPerMinute: number;
  massMailRateLimitPerHour: number;
  /** Latest terms of service and privacy policy versions (consent). */
  termOfServiceVersion: string;
  privacyPolicyVersion: string;
  /** Without a trailing slash. */
  publicUrl: string;
  /** Social sign-in providers; a network without a client id is disabled. */
  oidc: Record<OidcNetwork, OidcProviderConfig>;
  allowPrivateOutbound: boolean;
  outboundAllowedAddresses: string[];
  /** Plain http allowed for outbound fetches even in production. */
  outboundAllowHttp: boolean;
  /** Mail delivery; undefined means outbox mode (the outbox table is the delivery). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Newsletter delivery (modules/mailing). */
  mailing: { ratePerSecond: number; batchSize: number; bounceWebhookSecret: string; verpDomain: string };
  /** Upload storage (media module). */
  storage: StorageConfig;
  /** Machine translation; provider undefined means not configured (the UI hides the button). */
  translation: {
    provider: "libretranslate" | "deepl" | undefined;
    url: string | undefined;
    apiKey: string | undefined;
  };
  /** SMS delivery (invitations); accountSid "" means not configured. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string };
  jobsPollIntervalSeconds: number;
  /** Sharing: the networks we post to, token encryption and the retry and smart-queue rules. */
  sharing: SharingConfig;
  /** Slack app; clientId "" means not configured. URLs without a trailing slash. */
  slack: { clientId: string; clientSecret: string; authorizeUrl: string; apiUrl: string };
  version: string;
  /** Notifications: Web Push identity and the event stream's heartbeat. */
  notifications: {
    vapidSubject: string;
    vapidPublicKey: string;
    vapidPrivateKey: string;
    sseHeartbeatMs: number;
  };
}

export interface ShareNetworkConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** Without a trailing slash. */
  apiUrl: string;
}
export interface SharingConfig {
  linkedin: ShareNetworkConfig & { apiVersion: string };
  twitter: ShareNetworkConfig & { uploadUrl: string };
  tokenEncryptionKey: string;
  retryDelaysSeconds: number[];
  smartTimeZone: string;
  networkTimeoutMs: number;
}

export type StorageConfig =
  | { kind: "local" }
  | {
      kind: "s3";
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export const OIDC_NETWORKS = ["google", "microsoft", "linkedin"] as const;
export type OidcNetwork = (typeof OIDC_NETWORKS)[number];
export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.STORAGE === "s3" && !e.S3_BUCKET)
    throw new ConfigError("Invalid environment:\n  S3_BUCKET: required when STORAGE=s3");
  const dataDir = resolve(e.DATA_DIR);
  const maintenance = e.MAINTENANCE.trim();
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: resolve(dataDir, "uploads"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    baseDomain: e.BASE_DOMAIN.toLowerCase(),
    environment: e.ENVIRONMENT,
    maintenanceEnvironments:
      maintenance === "true"
        ? [e.ENVIRONMENT]
        : maintenance === "" || maintenance === "false"
          ? []
          : maintenance.split(",").map((s) => s.trim()),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    serverRender: e.SERVER_RENDER,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    massMailRateLimitPerHour: e.MASS_MAIL_RATE_LIMIT_PER_HOUR,
    termOfServiceVersion: e.TOS_VERSION,
    privacyPolicyVersion: e.PRIVACY_POLICY_VERSION,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    oidc: {
      google: {
        issuer: e.OIDC_GOOGLE_ISSUER,
        clientId: e.OIDC_GOOGLE_CLIENT_ID,
        clientSecret: e.OIDC_GOOGLE_CLIENT_SECRET,
      },
      microsoft: {
        issuer: e.OIDC_MICROSOFT_ISSUER,
        clientId: e.OIDC_MICROSOFT_CLIENT_ID,
        clientSecret: e.OIDC_MICROSOFT_CLIENT_SECRET,
      },
      linkedin: {
        issuer: e.OIDC_LINKEDIN_ISSUER,
        clientId: e.OIDC_LINKEDIN_CLIENT_ID,
        clientSecret: e.OIDC_LINKEDIN_CLIENT_SECRET,
      },
    },
    allowPrivateOutbound: e.ALLOW_PRIVATE_OUTBOUND,
    outboundAllowedAddresses: e.OUTBOUND_ALLOWED_ADDRESSES.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    outboundAllowHttp: e.OUTBOUND_ALLOW_HTTP,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailing: {
      ratePerSecond: e.MAILING_RATE_PER_SECOND,
      batchSize: e.MAILING_BATCH_SIZE,
      bounceWebhookSecret: e.MAILING_BOUNCE_WEBHOOK_SECRET,
      verpDomain: e.MAILING_VERP_DOMAIN,
    },
    storage:
      e.STORAGE === "s3"
        ? {
            kind: "s3",
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: "local" },
    translation: { provider: e.TRANSLATION_PROVIDER, url: e.TRANSLATION_URL, apiKey: e.TRANSLATION_API_KEY },
    sms: {
      apiUrl: e.SMS_API_URL.replace(/\/+$/, ""),
      accountSid: e.SMS_ACCOUNT_SID,
      authToken: e.SMS_AUTH_TOKEN,
      from: e.SMS_FROM,
    },
    jobsPollIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS,
    sharing: {
      linkedin: {
        clientId: e.LINKEDIN_CLIENT_ID,
        clientSecret: e.LINKEDIN_CLIENT_SECRET,
        authUrl: e.LINKEDIN_AUTH_URL,
        tokenUrl: e.LINKEDIN_TOKEN_URL,
        apiUrl: e.LINKEDIN_API_URL.replace(/\/+$/, ""),
        apiVersion: e.LINKEDIN_API_VERSION,
      },
      twitter: {
        clientId: e.TWITTER_CLIENT_ID,
        clientSecret: e.TWITTER_CLIENT_SECRET,
        authUrl: e.TWITTER_AUTH_URL,
        tokenUrl: e.TWITTER_TOKEN_URL,
        apiUrl: e.TWITTER_API_URL.replace(/\/+$/, ""),
        uploadUrl: e.TWITTER_UPLOAD_URL.replace(/\/+$/, ""),
      },
      tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
      retryDelaysSeconds: e.SHARE_RETRY_DELAYS_SECONDS.split(",").map(Number),
      smartTimeZone: e.SMART_SHARE_TIME_ZONE,
      networkTimeoutMs: e.SHARE_NETWORK_TIMEOUT_MS,
    },
    slack: {
      clientId: e.SLACK_CLIENT_ID,
      clientSecret: e.SLACK_CLIENT_SECRET,
      authorizeUrl: e.SLACK_AUTHORIZE_URL,
      apiUrl: e.SLACK_API_URL.replace(/\/+$/, ""),
    },
    version: process.env.npm_package_version ?? "0.0.0",
    notifications: {
      vapidSubject: e.VAPID_SUBJECT,
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    },
  };
}
