import { mkdirSync } from "node:fs";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { loadKeyCipher } from "./modules/ai/index.ts";
import { MODULES } from "./modules/index.ts";
import { translationDirOf, uiTexts } from "./modules/language/language-files.ts";
import { sanitizePostHtml } from "./modules/post/post-html.ts";
import { loadTokenCipher } from "./modules/share/index.ts";
import { createBearerReader } from "./modules/token/index.ts";
import { registerAccessControl, requireRoutePolicies } from "./platform/access.ts";
import { systemClock } from "./platform/clock.ts";
import { registerCompression } from "./platform/compression.ts";
import { createCsrf } from "./platform/csrf.ts";
import type { AppDeps } from "./platform/deps.ts";
import { errorSummary } from "./platform/error-summary.ts";
import { registerErrorHandling } from "./platform/errors.ts";
import { registerInputGuard } from "./platform/input-guard.ts";
import { createJobs } from "./platform/jobs/jobs.ts";
import { loggerOptions } from "./platform/logging.ts";
import { createMailer, mailOutboxRoutes, withSignedMailImages } from "./platform/mail/index.ts";
import { registerMediaUrlSigning } from "./platform/media-url/media-url.hooks.ts";
import { createMediaUrlSigner } from "./platform/media-url/media-url.ts";
import { registerMetrics } from "./platform/metrics/metrics.routes.ts";
import { createMetrics } from "./platform/metrics/metrics.ts";
import { jobsOf, registerModuleRoutes, schedulesOf } from "./platform/module.ts";
import { outboundPolicyOf } from "./platform/outbound/outbound-policy.ts";
import { createInstanceSecrets } from "./platform/secrets.ts";
import { CHORUS_SECURITY_HEADERS, registerSecurityHeaders } from "./platform/security-headers.ts";
import { createSessionStore } from "./platform/session.ts";
import { createStorages } from "./platform/storage/index.ts";
import { resolveHostCompanyId } from "./platform/tenant.ts";
import { registerWeb } from "./platform/web.ts";

export interface BuildOptions {
  database: Database;
  /** Replace the logger (tests pass false). */
  logger?: boolean;
}

/** The Fastify instance with every plugin and module; main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  const { database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // Every dependency of routes, services and jobs, built once here and passed explicitly.
  const secrets = createInstanceSecrets(database.db);
  const metrics = createMetrics();
  const mediaUrls = createMediaUrlSigner(await secrets.get("media-url"));
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    sessions: createSessionStore(database.db, config.sessionTtlHours),
    csrf: createCsrf(await secrets.get("csrf")),
    mediaUrls,
    mailer: withSignedMailImages(
      createMailer(database.db, config, app.log),
      (url) => `${config.publicUrl}${mediaUrls.sign(url, "outward")}`,
    ),
    // The queue runs the modules' jobs and schedules; handlers get these deps as ctx.deps.
    jobs: createJobs(database, {
      log: app.log,
      pollingIntervalSeconds: config.jobsPollIntervalSeconds,
      definitions: jobsOf(MODULES),
      schedules: schedulesOf(MODULES),
      deps: () => deps,
      onFinished: metrics.jobFinished,
    }),
    storages: createStorages(config),
    outbound: outboundPolicyOf(config),
    ciphers: {
      networkTokens: await loadTokenCipher(secrets, config.sharing.tokenEncryptionKey),
      aiKeys: await loadKeyCipher(secrets),
    },
    secrets,
    clock: systemClock,
    metrics,
  };
  metrics.watch({ pool: database.pool, queues: () => deps.jobs.depths() });
  app.decorate("deps", deps);
  // Workers start once the app is ready (in the background: a request that queues a job waits for
  // the start itself); queued jobs stay in the database when the app closes.
  app.addHook("onReady", async () => {
    deps.jobs
      .start()
      .catch((error: unknown) =>
        app.log.error({ error: errorSummary(error) }, "the job queue did not start"),
      );
  });
  app.addHook("onClose", () => deps.jobs.stop());
  // Mail still on its way to SMTP is finished (or marked failed) before the app closes.
  app.addHook("onClose", () => deps.mailer.close());

  await app.register(fastifyCookie);
  await registerCompression(app);
  registerMetrics(app, metrics, config.metricsToken);
  // Before the session and bearer lookups below, which would take a NUL byte to PostgreSQL.
  registerInputGuard(app);
  registerSecurityHeaders(app, CHORUS_SECURITY_HEADERS);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Chorus API", version: config.version },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "chorus_sid" },
          csrf: { type: "apiKey", in: "header", name: "x-csrf-token" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  // Session first, then an Authorization: Bearer token (personal access token or OAuth 2 token).
  const readBearer = createBearerReader(database.db);
  registerAccessControl(app, async (request) => (await deps.sessions.read(request)) ?? readBearer(request));
  deps.csrf.register(app);
  registerMediaUrlSigning(app, mediaUrls, (request) =>
    resolveHostCompanyId(database.db, request.headers.host, config.baseDomain),
  );

  await app.register(async (modules) => {
    requireRoutePolicies(modules);
    await registerModuleRoutes(modules, MODULES, deps);
    await modules.register(mailOutboxRoutes(deps));
  });

  mkdirSync(config.uploadsDir, { recursive: true });
  await registerWeb(app, {
    webDistDir: config.webDistDir,
    firstScreen: config.serverRender
      ? { sanitize: sanitizePostHtml, loadTexts: uiTexts(translationDirOf(config.webDistDir)) }
      : null,
  });
  return app;
}
