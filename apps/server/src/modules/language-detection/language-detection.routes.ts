import { MANAGER_ROLES } from "@chorus/shared/access/roles";
import { READ_LANGUAGES } from "@chorus/shared/language/languages";
import { languageDetectionEndpoints as endpoints } from "@chorus/shared/translation/language-detection.endpoints";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps.ts";
import { endpointRouter } from "../../platform/endpoint-route.ts";
import { detectForActor, readLanguageMap, replaceLanguageMap } from "./language-detection.service.ts";

/** Language detection, the supported read languages and the company's detected-language map. */
export function languageDetectionRoutes(deps: AppDeps) {
  return async function register(app: FastifyInstance) {
    const { route, serve } = endpointRouter(app, deps);
    const adminLevel = { access: { roles: MANAGER_ROLES } };

    serve(endpoints.postLangDetect, { access: "signedIn" }, (ctx, request) =>
      detectForActor(ctx, request.body.text),
    );

    route(endpoints.getLang, { access: "signedIn" }, () =>
      READ_LANGUAGES.map(({ display, value }) => ({ display, value })),
    );

    serve(endpoints.getLangMap, adminLevel, (ctx) => readLanguageMap(ctx));

    serve(endpoints.putLangMap, adminLevel, (ctx, request) => replaceLanguageMap(ctx, request.body.map));
  };
}
