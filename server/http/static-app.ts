import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundAnswer } from "./errors.ts";

const API_PREFIXES = ["/api/", "/dev/"];

/** Serves the built web app; any other GET that is not an API call gets index.html (client routing). */
export async function serveWebApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = existsSync(path.join(staticDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || request.url === "/api";
    if (isApi || !built || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send(notFoundAnswer());
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
