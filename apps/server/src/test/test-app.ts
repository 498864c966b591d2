import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { appUser, company } from "../db/schema/index.ts";
import { openTestDatabase } from "./test-database.ts";

export const DEMO_PASSWORD = "Sunny-Harbor-2026";

export const DEMO_USERS = {
  sharer: "emma@acme.example",
  channel_analyst: "anton@acme.example",
  channel_manager: "chloe@acme.example",
  group_admin: "gustav@acme.example",
  admin: "ada@acme.example",
  partner: "pablo@acme.example",
  smarper: "sam@acme.example",
} as const;
export const GLOBEX_ADMIN = "gina@globex.example";
export const GLOBEX_SHARER = "gary@globex.example";

/** A browser-like client: keeps cookies and the CSRF token between calls. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? "GET").toUpperCase();
    if (method !== "GET" && this.csrfToken === undefined) await this.refreshCsrf();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (method !== "GET" && this.csrfToken && !("x-csrf-token" in headers))
      headers["x-csrf-token"] = this.csrfToken;
    const response = await this.app.inject({ ...options, headers });
    for (const c of response.cookies) {
      if (c.value === "" || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  async refreshCsrf() {
    const response = await this.request({ method: "GET", url: "/api/session" });
    this.csrfToken = String(response.headers["x-csrf-token"]);
  }

  get = (url: string, headers?: Record<string, string>) => this.request({ method: "GET", url, headers });
  post = (url: string, payload?: unknown) =>
    this.request({ method: "POST", url, payload: payload as InjectOptions["payload"] });
  put = (url: string, payload?: unknown) =>
    this.request({ method: "PUT", url, payload: payload as InjectOptions["payload"] });
  delete = (url: string, payload?: unknown) =>
    this.request({ method: "DELETE", url, payload: payload as InjectOptions["payload"] });

  async signIn(email: string, password = DEMO_PASSWORD): Promise<this> {
    const response = await this.post("/auth/password", { email, password });
    if (response.statusCode !== 200)
      throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
    await this.refreshCsrf();
    return this;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  client(): TestClient;
  signIn(email: string): Promise<TestClient>;
  userId(email: string): Promise<string>;
  companyId(subdomain: string): Promise<string>;
  close(): Promise<void>;
}

/** The app on this file's own database copy, with the demo companies already seeded. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: inject("uploadsDir").replace(/\/uploads$/, ""),
    WEB_DIST_DIR: "/nonexistent-web-dist",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    MASS_MAIL_RATE_LIMIT_PER_HOUR: "1000",
    ...env,
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    client: () => new TestClient(app),
    signIn: (email) => new TestClient(app).signIn(email),
    async userId(email) {
      const [row] = await database.db
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(sql`lower(${appUser.email})`, email.toLowerCase()));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
    async companyId(subdomain) {
      const [row] = await database.db
        .select({ id: company.id })
        .from(company)
        .where(and(eq(company.subdomain, subdomain)));
      if (!row) throw new Error(`no company ${subdomain}`);
      return row.id;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
