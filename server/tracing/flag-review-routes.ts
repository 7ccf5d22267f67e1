import type { FastifyInstance } from "fastify";
import type { TracingDeps } from "./tracing-context.ts";

export function flagReviewRoutes(_app: FastifyInstance, _deps: TracingDeps): void {}
