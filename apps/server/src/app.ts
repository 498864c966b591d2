import { mkdirSync } from "node:fs";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { sessionRoutes } from "./modules/session/session.routes.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { registerAccessControl } from "./platform/access.ts";
import { createCsrf } from "./platform/csrf.ts";
import type { AppDeps } from "./platform/deps.ts";
import { registerErrorHandling } from "./platform/errors.ts";
import { loadInstanceSecret } from "./platform/secrets.ts";
import { createSessionStore } from "./platform/session.ts";
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
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.cookie", "req.headers.authorization", "req.headers['x-csrf-token']"],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const secret = await loadInstanceSecret(database.db, "csrf");
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    sessions: createSessionStore(database.db, config.sessionTtlHours),
    csrf: createCsrf(secret),
  };

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        mediaSrc: ["'self'", "https:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        frameSrc: ["https://www.facebook.com", "https://www.linkedin.com"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Chorus is often run over plain http on localhost; TLS is the proxy's job.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
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

  registerAccessControl(app, (request) => deps.sessions.read(request));
  deps.csrf.register(app);

  await app.register(systemRoutes(deps));
  await app.register(sessionRoutes(deps));
  await app.register(authRoutes(deps));

  mkdirSync(config.uploadsDir, { recursive: true });
  await registerWeb(app, { webDistDir: config.webDistDir, uploadsDir: config.uploadsDir });
  return app;
}
