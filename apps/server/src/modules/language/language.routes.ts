import { languageEndpoints as endpoints } from "@chorus/shared/language/language.endpoints";
import { TRANSLATION_TARGETS } from "@chorus/shared/language/languages";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import {
  getPlatformLanguage,
  getReadLanguages,
  getTranslation,
  setPlatformLanguage,
  setReadLanguages,
  setTranslation,
} from "./language.service.ts";

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
  };
}
