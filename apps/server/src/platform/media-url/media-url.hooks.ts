import type { FastifyInstance, FastifyRequest } from "fastify";
import { mapStrings, mapStringsShared, someString } from "../../lib/map-strings.ts";
import { badRequest } from "../errors.ts";
import { canonicalMediaUrl, type MediaUrlSigner, mediaRefOf } from "./media-url.ts";

/**
 * One place for every route, so no presenter can forget it: answers carry our media URLs signed,
 * and bodies bring them back canonical (the editor sends back the signed URL it was given; rows
 * keep the form that never expires). Only media of the caller's company, or of the company the host
 * names (its login page's logo, before sign-in), is signed; a body naming another company's media
 * is refused, so a known key cannot be laundered into a fresh URL.
 */
export function registerMediaUrlSigning(
  app: FastifyInstance,
  signer: MediaUrlSigner,
  hostCompanyOf: (request: FastifyRequest) => Promise<string | null>,
) {
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined || request.body === null || typeof request.body !== "object") return;
    const companyId = request.actor?.companyId;
    request.body = mapStrings(request.body, (text) => {
      const ref = mediaRefOf(text);
      if (!ref) return text;
      if (companyId && ref.companyId !== companyId) throw badRequest("Image not found");
      return canonicalMediaUrl(ref);
    });
  });

  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (payload === null || typeof payload !== "object") return payload;
    const actorCompanyId = request.actor?.companyId;
    const foreign = (text: string) => {
      const ref = mediaRefOf(text);
      return ref !== null && ref.companyId !== actorCompanyId;
    };
    // The host's company is looked up only when an answer holds media of another company than the actor's.
    const hostCompanyId = someString(payload, foreign) ? await hostCompanyOf(request) : null;
    // The answer is serialized next and changed by no one: only the objects holding a URL are copied.
    return mapStringsShared(payload, (text) => {
      const ref = mediaRefOf(text);
      if (!ref || (ref.companyId !== actorCompanyId && ref.companyId !== hostCompanyId)) return text;
      return signer.sign(text);
    });
  });
}
