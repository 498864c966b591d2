import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

/**
 * A serializer compiled once from the answer's schema (fast-json-stringify, Fastify's own way),
 * for hot routes whose answers are large: zod's encode walks and copies every field of every post
 * of a feed page before JSON.stringify walks them again. Like zod's, it writes only the schema's
 * fields. In production it does not check the answer; in development and tests the zod check runs
 * as well and the two outputs must be the same text, so a contract break or a difference between
 * the serializers fails the tests instead of reaching a client.
 */
export function compiledSerializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const json = z.toJSONSchema(route.schema, { io: "output", target: "draft-7" });
    const stringify = fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    if (!checkAnswers) return stringify;
    const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return (data: unknown) => {
      const checked = zodSerialize(data);
      const compiled = stringify(data);
      if (compiled !== checked) {
        throw new Error(
          `compiled serializer of ${route.method} ${route.url} differs from the schema's answer`,
        );
      }
      return compiled;
    };
  };
}
