import { toJsonSchema } from "@valibot/to-json-schema";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import * as v from "valibot";
import { ValidationError } from "./errors.ts";

type Schema = v.GenericSchema;
type Out<T> = T extends Schema ? v.InferOutput<T> : undefined;

export interface RouteDefinition<P, Q, B, R extends Schema, A> {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  querystring?: Q;
  body?: B;
  /** The success answer; documented in the OpenAPI document and the type the handler must return. */
  response: R;
  status?: number;
  /** A body limit of this route's own, below the app's (bytes); a larger body is answered 413. */
  bodyLimit?: number;
  /** For a route with more than one answer (e.g. 200 and 409), the status of each; else `status`. */
  statusOf?: (answer: v.InferOutput<R>) => number;
  /**
   * Who may call the route (a session, a role): run as the request arrives, before the body is read and
   * before params, query and body are validated, so a caller without a session learns only that (401/403),
   * never which fields their request lacks (docs/decisions/022-auth-before-validation.md). Its result is `input.auth`.
   */
  access?: (request: FastifyRequest, reply: FastifyReply) => Promise<A>;
  handler: (input: { params: Out<P>; query: Out<Q>; body: Out<B>; auth: A }, request: FastifyRequest, reply: FastifyReply) => Promise<v.InferOutput<R>>;
}

export interface DocumentedRoute {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags: string[];
  status: number;
  schemas: { params?: Schema; querystring?: Schema; body?: Schema; response: Schema };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by defineRoute; collected by the app factory for the OpenAPI document. */
    documented?: DocumentedRoute;
  }
}

function parse<T extends Schema | undefined>(schema: T | undefined, input: unknown): Out<T> {
  if (!schema) return undefined as Out<T>;
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ValidationError(result.issues);
  return result.output as Out<T>;
}

/** Registers a route whose params, query and body are validated with the shared valibot schemas. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  A = undefined,
>(app: FastifyInstance, route: RouteDefinition<P, Q, B, R, A>): void {
  const documented: DocumentedRoute = {
    method: route.method,
    url: route.url,
    summary: route.summary,
    tags: route.tags,
    status: route.status ?? 200,
    schemas: { params: route.params, querystring: route.querystring, body: route.body, response: route.response },
  };
  const granted = new WeakMap<FastifyRequest, A>();
  const { access } = route;
  app.route({
    method: route.method,
    url: route.url,
    config: { documented },
    ...(route.bodyLimit !== undefined && { bodyLimit: route.bodyLimit }),
    ...(access && {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        granted.set(request, await access(request, reply));
      },
    }),
    handler: async (request, reply) => {
      const input = {
        params: parse<P>(route.params, request.params),
        query: parse<Q>(route.querystring, request.query),
        body: parse<B>(route.body, request.body),
        auth: granted.get(request) as A,
      };
      const answer = await route.handler(input, request, reply);
      return reply.status(route.statusOf?.(answer) ?? route.status ?? 200).send(answer);
    },
  });
}

export function jsonSchemaOf(schema: Schema): object {
  return toJsonSchema(schema, { errorMode: "ignore" });
}
