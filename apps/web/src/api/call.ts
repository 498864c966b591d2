import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  endpointPath,
  endpointQueryString,
} from "@chorus/shared/http/endpoint";
import { type ApiClient, api } from "./client.ts";

export type CallInput<E extends Endpoint> = EndpointInput<E> & { signal?: AbortSignal };

/** The input may be left out only when the endpoint needs nothing. */
type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The URL of an endpoint with its path parameters and query filled in (also for links and downloads). */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return `${endpointPath(endpoint, params)}${endpointQueryString(query)}`;
}

/** Calls an endpoint through a client (the app's by default), typed by the endpoint's schemas. */
export function callWith(client: ApiClient) {
  return function call<E extends Endpoint>(
    endpoint: E,
    ...[input]: CallArgs<E>
  ): Promise<EndpointResponse<E>> {
    const { body, signal } = (input ?? {}) as { body?: unknown; signal?: AbortSignal };
    return client.request<EndpointResponse<E>>(endpointUrl(endpoint, input as EndpointInput<E>), {
      method: endpoint.method,
      body,
      signal,
    });
  };
}

/** The app's typed call: `call(commentEndpoints.list, { query: { objectId, objectType: "post" } })`. */
export const call = callWith(api);
