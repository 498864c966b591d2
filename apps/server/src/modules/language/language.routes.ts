import { routerPath } from "@chorus/shared/http/endpoint";
import {
  languageEndpoints as endpoints,
  languageFileRoutes,
} from "@chorus/shared/language/language.endpoints";
import { TRANSLATION_TARGETS } from "@chorus/shared/language/languages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { AppError } from "../../platform/errors.ts";
import {
  getPlatformLanguage,
  getReadLanguages,
  getTranslation,
  setPlatformLanguage,
  setReadLanguages,
  setTranslation,
} from "./language.service.ts";
import { languageOfFileName, matchesEtag, translationDirOf, translationFiles } from "./language-files.ts";

export function languageRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { route, serve } = endpointRouter(app, deps);
    const signedIn = { access: "signedIn" as const };

    serve(endpoints.platformLanguage, signedIn, (ctx) => getPlatformLanguage(ctx));

    serve(endpoints.setPlatformLanguage, signedIn, (ctx, request) =>
      setPlatformLanguage(ctx, request.body.language),
    );

    serve(endpoints.readLanguages, signedIn, (ctx) => getReadLanguages(ctx));

    serve(endpoints.setReadLanguages, signedIn, (ctx, request) =>
      setReadLanguages(ctx, request.body.readLang),
    );

    serve(endpoints.translationLanguage, signedIn, (ctx) => getTranslation(ctx));

    serve(endpoints.setTranslationLanguage, signedIn, (ctx, request) =>
      setTranslation(ctx, request.body.translation.value),
    );

    route(endpoints.translationTargets, signedIn, () => [...TRANSLATION_TARGETS]);

    // Translation files (catalogue Language section), public: the login page needs them too.
    // Revalidated with an ETag on every use, so a deploy's new texts show without a stale hour.
    const fileOf = translationFiles(translationDirOf(deps.config.webDistDir));
    const serveFile = (english: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { file } = request.params as { file: string };
      const language = languageOfFileName(file);
      if (!language || (!english && language === "en")) throw new AppError(404, "404.0");
      const found = await fileOf(language);
      if (!found) throw new AppError(404, "404.0");
      reply.header("etag", found.etag).header("cache-control", "no-cache");
      if (matchesEtag(request.headers["if-none-match"], found.etag)) return reply.code(304).send();
      return reply.type("application/json; charset=utf-8").send(found.body);
    };
    const fileSchema = (summary: string) => ({
      tags: ["language"],
      summary,
      params: z.object({ file: z.string().max(20) }),
    });
    app.get(
      routerPath(languageFileRoutes.reactTranslations),
      { config: { access: "public" }, schema: fileSchema("The UI texts of a language") },
      serveFile(true),
    );
    app.get(
      routerPath(languageFileRoutes.languageFile),
      { config: { access: "public" }, schema: fileSchema("The texts of a language other than English") },
      serveFile(false),
    );
  };
}
