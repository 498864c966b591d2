import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors.ts";
import { mapStrings } from "./map-strings.ts";
import { canonicalMediaUrl, type MediaUrlSigner, mediaRefOf } from "./media-url.ts";

/**
 * One place for every route, so no presenter can forget it: answers carry our media URLs signed,
 * and bodies bring them back canonical (the editor sends the signed URL it was given; rows keep
 * the form that never expires). Only the caller's own company's media is signed, and a body
 * naming another company's media is refused, so a known key cannot be laundered into a fresh URL.
 */
export function registerMediaUrlSigning(app: FastifyInstance, signer: MediaUrlSigner) {
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
    const companyId = request.actor?.companyId;
    return mapStrings(payload, (text) => {
      const ref = mediaRefOf(text);
      if (!ref || (companyId && ref.companyId !== companyId)) return text;
      return signer.sign(text);
    });
  });
}
