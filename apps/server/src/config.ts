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
  WEB_DIST_DIR: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
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
  webDistDir: string;
  authRateLimitPerMinute: number;
  version: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
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
    webDistDir: resolve(e.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    version: process.env.npm_package_version ?? "0.0.0",
  };
}
