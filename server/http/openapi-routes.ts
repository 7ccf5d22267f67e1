import type { FastifyInstance } from "fastify";
import { ErrorAnswer } from "#domain/api-document.ts";
import { type DocumentedRoute, jsonSchemaOf } from "./route.ts";

/** GET /api/docs: the OpenAPI document, generated from the same schemas that validate requests. */
export function openApiRoute(app: FastifyInstance, routes: readonly DocumentedRoute[], version: string): void {
  app.get("/api/docs", async () => {
    const paths: Record<string, Record<string, object>> = {};
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      const parameters = [...parametersOf(route.schemas.params, "path"), ...parametersOf(route.schemas.querystring, "query")];
      (paths[path] ??= {})[route.method.toLowerCase()] = {
        summary: route.summary,
        tags: route.tags,
        ...(parameters.length ? { parameters } : {}),
        ...(route.schemas.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(route.schemas.body) } } } } : {}),
        responses: {
          [route.status]: { description: "Success", content: { "application/json": { schema: jsonSchemaOf(route.schemas.response) } } },
          default: {
            description: "A refusal: a stable error code and its message (docs/product-spec.md, error catalogue; decision 042)",
            content: { "application/json": { schema: jsonSchemaOf(ErrorAnswer) } },
          },
        },
      };
    }
    return { openapi: "3.1.0", info: { title: "Travel declaration and contact tracing API", version }, paths };
  });
}

function parametersOf(schema: DocumentedRoute["schemas"]["params"], location: "path" | "query") {
  if (!schema) return [];
  const json = jsonSchemaOf(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}
