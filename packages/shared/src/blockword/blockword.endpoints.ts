import { defineEndpoint } from "../http/endpoint.ts";
import {
  blockwordBodySchema,
  blockwordListSchema,
  blockwordValidateBodySchema,
  blockwordValidateResponseSchema,
} from "./blockword.contract.ts";

export const blockwordEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/blockword",
    summary: "The company's blocked words",
    response: blockwordListSchema,
  }),
  replace: defineEndpoint({
    method: "PUT",
    path: "/api/blockword",
    summary:
      "Replace the blocked words (whole words or phrases, case-insensitive). Posts and comments containing one are refused",
    body: blockwordBodySchema,
    response: blockwordListSchema,
  }),
  validate: defineEndpoint({
    method: "POST",
    path: "/api/blockword/validate",
    summary: "Whether a text is free of blocked words; word names the first one found",
    body: blockwordValidateBodySchema,
    response: blockwordValidateResponseSchema,
  }),
};
