import { MANAGER_ROLES, type Role } from "@chorus/shared/access/roles";
import {
  DOCUMENT_FILE_MAX_BYTES,
  documentIdParamsSchema,
  MEGABYTE,
} from "@chorus/shared/document/document.contract";
import {
  documentBrowserRoutes,
  documentEndpoints as endpoints,
} from "@chorus/shared/document/document.endpoints";
import { routerPath } from "@chorus/shared/http/endpoint";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { contextOf } from "../../platform/request-context.ts";
import {
  documentUsage,
  editDocument,
  getDocument,
  listDocuments,
  removeDocument,
  sendDocumentFile,
  uploadLibraryDocument,
} from "./document.service.ts";

/** Curators at the door: managers and group admins (which group's documents: the service decides). */
const CURATORS: readonly Role[] = [...MANAGER_ROLES, "group_admin"];

/** The company document library: six JSON calls and the file itself. */
export function documentRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    // Multipart is parsed only inside this plugin (and the media module's): the upload is one file.
    await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
    const { serve } = endpointRouter(app, deps);
    const curators = { access: { roles: CURATORS } };

    serve(endpoints.list, { access: "signedIn" }, (ctx, { query }) => listDocuments(ctx, query.groupId));
    serve(
      endpoints.upload,
      { ...curators, rateLimit: { max: 30, timeWindow: "1 minute" } },
      (ctx, request) => uploadLibraryDocument(ctx, deps, request, request.query.groupId),
      { consumes: ["multipart/form-data"] },
      // The file's own cap is enforced while it streams; this only bounds the whole request.
      { bodyLimit: DOCUMENT_FILE_MAX_BYTES + MEGABYTE },
    );
    serve(endpoints.usage, curators, (ctx) => documentUsage(ctx));
    serve(endpoints.detail, { access: "signedIn" }, (ctx, { params }) => getDocument(ctx, params.documentid));
    serve(endpoints.update, curators, (ctx, { params, body }) => editDocument(ctx, params.documentid, body));
    serve(endpoints.remove, curators, (ctx, { params }) => removeDocument(ctx, deps, params.documentid));

    app.withTypeProvider<ZodTypeProvider>().get(
      routerPath(documentBrowserRoutes.file),
      {
        config: { access: "signedIn" },
        schema: {
          tags: ["document"],
          summary: "A document's file, to a reader of the document (PDF, pictures and text open inline)",
          params: documentIdParamsSchema,
          querystring: z.object({ download: z.enum(["0", "1"]).optional() }),
        },
      },
      async (request, reply) =>
        sendDocumentFile(
          contextOf(request, deps.db),
          deps,
          reply,
          request.params.documentid,
          request.query.download === "1",
        ),
    );
  };
}
