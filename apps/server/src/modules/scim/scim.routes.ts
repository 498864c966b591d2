import { routerPath } from "@chorus/shared/http/endpoint";
import type { ScimGroupMapping } from "@chorus/shared/scim/scim.contract";
import { scimProtocolRoutes } from "@chorus/shared/scim/scim.protocol";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { hashToken } from "../../platform/crypto.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { logServerFault, toClientError } from "../../platform/errors.ts";
import { project, SCIM_PATCH_SCHEMA } from "./scim.presenter.ts";
import { findConnectionByTokenHash } from "./scim.repository.ts";
import type { ScimContext } from "./scim-context.ts";
import { listOf, resourceTypes, schemaResources, serviceProviderConfig } from "./scim-discovery.ts";
import { ScimError, scimErrorBody } from "./scim-errors.ts";
import { parseFilter, ScimFilterError } from "./scim-filter.ts";
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
  type ScimWarning,
} from "./scim-groups.service.ts";
import { reportDirectoryFailure } from "./scim-report.service.ts";
import { scimBaseUrl } from "./scim-settings.service.ts";
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
} from "./scim-users.service.ts";
import { pageOf } from "./scim-values.ts";

export const SCIM_CONTENT_TYPE = "application/scim+json";
const MAX_BODY = 1024 * 1024;

const listQuery = z.object({
  filter: z.string().max(2000).optional(),
  startIndex: z.string().max(12).optional(),
  count: z.string().max(12).optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
const resourceQuery = listQuery.pick({ attributes: true, excludedAttributes: true });
const idParams = z.object({ id: z.string().min(1).max(200) });
const schemaParams = z.object({ id: z.string().min(1).max(200) });
/** A resource body is checked attribute by attribute by the services (SCIM's own error answers). */
const resourceBody = z.record(z.string(), z.unknown());
const patchBody = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(
      z.object({
        op: z.string().max(20),
        path: z.string().max(1000).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});

const csv = (value?: string) =>
  value
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
const projectionOf = (query: z.infer<typeof resourceQuery>) => ({
  attributes: csv(query.attributes),
  excludedAttributes: csv(query.excludedAttributes),
});

function send(reply: FastifyReply, status: number, body?: unknown) {
  reply.code(status);
  if (body === undefined) return reply.send();
  return reply.type(`${SCIM_CONTENT_TYPE}; charset=utf-8`).send(JSON.stringify(body));
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer\s+(\S{1,200})$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The SCIM 2.0 service (RFC 7643/7644) an identity provider (Entra ID, Okta…) calls with the
 * company's bearer token. The token names the company; no session, so no CSRF.
 */
export function scimRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const baseUrl = scimBaseUrl(deps.config.publicUrl);
    // application/scim+json is JSON (prototype poisoning refused as everywhere); an IdP may send
    // the header on a DELETE without a body.
    const json = app.getDefaultJsonParser("error", "error");
    app.addContentTypeParser(
      SCIM_CONTENT_TYPE,
      { parseAs: "string", bodyLimit: MAX_BODY },
      (request, body, done) =>
        String(body).trim() === "" ? done(null, undefined) : json(request, String(body), done),
    );
    // Framework-level failures (bad JSON, a query that fails its schema) as SCIM errors too.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const client = toClientError(error);
      if (client.status >= 500) logServerFault(request, error, "scim: unhandled error");
      return send(
        reply,
        client.status,
        scimErrorBody({
          status: client.status,
          detail: client.status >= 500 ? "Internal error" : client.message,
          scimType: client.status === 400 ? "invalidSyntax" : undefined,
        }),
      );
    });

    async function contextOf(request: FastifyRequest): Promise<ScimContext | null> {
      const token = bearerOf(request);
      if (!token) return null;
      const connection = await findConnectionByTokenHash(deps.db, hashToken(token));
      if (!connection) return null;
      return {
        db: deps.db,
        companyId: connection.companyId,
        mapping: (connection.groupMapping === "team" ? "team" : "group") as ScimGroupMapping,
        baseUrl,
        sessions: deps.sessions,
        log: request.log,
        now: () => deps.clock.now(),
      };
    }

    async function report(companyId: string, warning: ScimWarning | null) {
      if (warning)
        await reportDirectoryFailure(deps.db, {
          companyId,
          type: warning.type,
          message: warning.message,
          text: { key: "adErrorGroupEmptied", values: { name: warning.groupName } },
          now: deps.clock.now(),
        });
    }

    /** Authenticates the token, runs the call, answers SCIM errors (and tells admins of the directory's). */
    function handle<T>(
      work: (ctx: ScimContext, request: FastifyRequest) => Promise<{ status: number; body?: T }>,
    ) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = await contextOf(request);
        if (!ctx) {
          reply.header("www-authenticate", 'Bearer realm="scim"');
          return send(
            reply,
            401,
            scimErrorBody({ status: 401, detail: "A valid SCIM bearer token is required" }),
          );
        }
        try {
          const { status, body } = await work(ctx, request);
          // RFC 7644 §3.3: a created resource's URI goes in the Location header too.
          const location =
            status === 201
              ? (body as { meta?: { location?: unknown } } | undefined)?.meta?.location
              : undefined;
          if (typeof location === "string") reply.header("location", location);
          return send(reply, status, body);
        } catch (error) {
          if (error instanceof ScimError) {
            if (error.notice)
              await reportDirectoryFailure(deps.db, {
                companyId: ctx.companyId,
                type: error.notice,
                message: error.detail,
                now: deps.clock.now(),
              });
            return send(reply, error.status, scimErrorBody(error));
          }
          request.log.error({ err: error }, "scim: unexpected failure");
          await reportDirectoryFailure(deps.db, {
            companyId: ctx.companyId,
            type: "ad_error_unexpected",
            message: "An unexpected error stopped a directory operation",
            text: { key: "adErrorUnexpected" },
            now: deps.clock.now(),
          }).catch(() => undefined);
          return send(reply, 500, scimErrorBody({ status: 500, detail: "Internal error" }));
        }
      };
    }

    const guarded = {
      access: "public",
      csrfExempt: true,
      rateLimit: { max: 600, timeWindow: "1 minute" },
    } as const;
    const open = { access: "public", rateLimit: { max: 120, timeWindow: "1 minute" } } as const;
    const tags = ["scim"];

    function filterOf(raw?: string) {
      if (!raw) return null;
      try {
        return parseFilter(raw);
      } catch (error) {
        if (error instanceof ScimFilterError) throw new ScimError(400, error.message, "invalidFilter");
        throw error;
      }
    }
    function operationsOf(body: unknown) {
      const parsed = patchBody.safeParse(body);
      if (!parsed.success)
        throw new ScimError(400, "The body must be a PatchOp with Operations", "invalidSyntax");
      if (parsed.data.schemas && !parsed.data.schemas.includes(SCIM_PATCH_SCHEMA))
        throw new ScimError(400, `schemas must name ${SCIM_PATCH_SCHEMA}`, "invalidSyntax");
      return parsed.data.Operations;
    }

    // ---- discovery (RFC 7644 §4: static, readable without a token)
    app.get(
      routerPath(scimProtocolRoutes.serviceProviderConfig),
      { config: open, schema: { tags, summary: "SCIM: what this service provider supports" } },
      (_request, reply) => send(reply, 200, serviceProviderConfig(baseUrl)),
    );
    app.get(
      routerPath(scimProtocolRoutes.schemas),
      { config: open, schema: { tags, summary: "SCIM: the User and Group schemas" } },
      (_request, reply) => send(reply, 200, listOf(schemaResources(baseUrl))),
    );
    app.get(
      routerPath(scimProtocolRoutes.schema),
      { config: open, schema: { tags, summary: "SCIM: one schema", params: schemaParams } },
      (request, reply) => {
        const { id } = request.params as z.infer<typeof schemaParams>;
        const found = schemaResources(baseUrl).find((s) => s.id.toLowerCase() === id.toLowerCase());
        return found
          ? send(reply, 200, found)
          : send(reply, 404, scimErrorBody({ status: 404, detail: `Schema ${id} not found` }));
      },
    );
    app.get(
      routerPath(scimProtocolRoutes.resourceTypes),
      { config: open, schema: { tags, summary: "SCIM: the User and Group resource types" } },
      (_request, reply) => send(reply, 200, listOf(resourceTypes(baseUrl))),
    );
    app.get(
      routerPath(scimProtocolRoutes.resourceType),
      { config: open, schema: { tags, summary: "SCIM: one resource type", params: schemaParams } },
      (request, reply) => {
        const { id } = request.params as z.infer<typeof schemaParams>;
        const found = resourceTypes(baseUrl).find((r) => r.id.toLowerCase() === id.toLowerCase());
        return found
          ? send(reply, 200, found)
          : send(reply, 404, scimErrorBody({ status: 404, detail: `ResourceType ${id} not found` }));
      },
    );

    // ---- Users
    app.get(
      routerPath(scimProtocolRoutes.listUsers),
      { config: guarded, schema: { tags, summary: "SCIM: list and filter users", querystring: listQuery } },
      handle(async (ctx, request) => {
        const query = request.query as z.infer<typeof listQuery>;
        return {
          status: 200,
          body: await listScimUsers(ctx, filterOf(query.filter), pageOf(query), projectionOf(query)),
        };
      }),
    );
    app.get(
      routerPath(scimProtocolRoutes.getUser),
      {
        config: guarded,
        schema: { tags, summary: "SCIM: one user", params: idParams, querystring: resourceQuery },
      },
      handle(async (ctx, request) => {
        const { id } = request.params as z.infer<typeof idParams>;
        return {
          status: 200,
          body: project(
            await getScimUser(ctx, id),
            projectionOf(request.query as z.infer<typeof resourceQuery>),
          ),
        };
      }),
    );
    app.post(
      routerPath(scimProtocolRoutes.createUser),
      {
        config: guarded,
        bodyLimit: MAX_BODY,
        schema: { tags, summary: "SCIM: provision a user", body: resourceBody },
      },
      handle(async (ctx, request) => ({ status: 201, body: await createScimUser(ctx, request.body) })),
    );
    app.put(
      routerPath(scimProtocolRoutes.replaceUser),
      {
        config: guarded,
        bodyLimit: MAX_BODY,
        schema: { tags, summary: "SCIM: replace a user", params: idParams, body: resourceBody },
      },
      handle(async (ctx, request) => {
        const { id } = request.params as z.infer<typeof idParams>;
        return { status: 200, body: await replaceScimUser(ctx, id, request.body) };
      }),
    );
    app.patch(
      routerPath(scimProtocolRoutes.patchUser),
      {
        config: guarded,
        bodyLimit: MAX_BODY,
        schema: { tags, summary: "SCIM: change a user (PatchOp)", params: idParams, body: resourceBody },
      },
      handle(async (ctx, request) => {
        const { id } = request.params as z.infer<typeof idParams>;
        return { status: 200, body: await patchScimUser(ctx, id, operationsOf(request.body)) };
      }),
    );
    app.delete(
      routerPath(scimProtocolRoutes.deleteUser),
      {
        config: guarded,
        schema: {
          tags,
          summary: "SCIM: deprovision a user (deactivated, signed out, never deleted)",
          params: idParams,
        },
      },
      handle(async (ctx, request) => {
        const { id } = request.params as z.infer<typeof idParams>;
        await deleteScimUser(ctx, id);
        return { status: 204 };
      }),
    );

    // ---- Groups (Chorus groups or teams, the company's setting)
    app.get(
      routerPath(scimProtocolRoutes.listGroups),
      { config: guarded, schema: { tags, summary: "SCIM: list and filter groups", querystring: listQuery } },
      handle(async (ctx, request) => {
        const query = request.query as z.infer<typeof listQuery>;
        return {
          status: 200,
          body: await listScimGroups(ctx, filterOf(query.filter), pageOf(query), projectionOf(query)),
        };
      }),
    );
    app.get(
      routerPath(scimProtocolRoutes.getGroup),
      {
        config: guarded,
        schema: { tags, summary: "SCIM: one group", params: idParams, querystring: resourceQuery },
      },
      handle(async (ctx, request) => {
        const { id } = request.params as z.infer<typeof idParams>;
        return {
          status: 200,
          body: await getScimGroup(ctx, id, projectionOf(request.query as z.infer<typeof resourceQuery>)),
        };
      }),
    );
    app.post(
      routerPath(scimProtocolRoutes.createGroup),
      {
        config: guarded,
        bodyLimit: MAX_BODY,
        schema: { tags, summary: "SCIM: create a group (or team)", body: resourceBody },
      },
      handle(async (ctx, request) => ({ status: 201, body: await createScimGroup(ctx, request.body) })),
    );
    app.put(
      routerPath(scimProtocolRoutes.replaceGroup),
      {
        config: guarded,
        bodyLimit: MAX_BODY,
        schema: {
          tags,
          summary: "SCIM: replace a group and its members",
          params: idParams,
          body: resourceBody,
        },
      },
      handle(async (ctx, request) => {
        const { id } = request.params as z.infer<typeof idParams>;
        const { resource, warning } = await replaceScimGroup(ctx, id, request.body);
        await report(ctx.companyId, warning);
        return { status: 200, body: resource };
      }),
    );
    app.patch(
      routerPath(scimProtocolRoutes.patchGroup),
      {
        config: guarded,
        bodyLimit: MAX_BODY,
        schema: {
          tags,
          summary: "SCIM: change a group's name or members (PatchOp)",
          params: idParams,
          querystring: resourceQuery,
          body: resourceBody,
        },
      },
      handle(async (ctx, request) => {
        const { id } = request.params as z.infer<typeof idParams>;
        const projection = projectionOf(request.query as z.infer<typeof resourceQuery>);
        const { resource, warning } = await patchScimGroup(ctx, id, operationsOf(request.body), projection);
        await report(ctx.companyId, warning);
        return { status: 200, body: resource };
      }),
    );
    app.delete(
      routerPath(scimProtocolRoutes.deleteGroup),
      {
        config: guarded,
        schema: {
          tags,
          summary: "SCIM: detach a group from the directory (its members leave it)",
          params: idParams,
        },
      },
      handle(async (ctx, request) => {
        const { id } = request.params as z.infer<typeof idParams>;
        await deleteScimGroup(ctx, id);
        return { status: 204 };
      }),
    );
  };
}
