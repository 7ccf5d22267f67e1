import type { FastifyInstance } from "fastify";
import type { TracingDeps } from "./tracing-context.ts";

export function exposureRoutes(_app: FastifyInstance, _deps: TracingDeps): void {}
