import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isAppAddress } from "#domain/route-paths.ts";
import { methodNotAllowedAnswer, notFoundAnswer } from "./errors.ts";

const API_PREFIXES = ["/api/", "/dev/"];

/** What a page's HTML carries for this address, if anything: markup in its head, the screen painted before the app runs, its language. */
export interface PageFill {
  head: string;
  shell?: string;
  lang?: string;
}

/** The guest check-in page's fill (decisions 031 and 061); `cookie` is the request's Cookie header. */
export type PageFiller = (pathname: string, cookie: string | undefined) => Promise<PageFill | undefined>;

/**
 * Serves the built web app; any other page address gets index.html (client routing), with what
 * `pageFill` adds for it, and HTTP 404 when the app has no page there (it shows its not-found page).
 * A missing file (a name with an extension, such as an old build's script) gets 404, never a page in its place.
 */
export async function serveWebApp(
  app: FastifyInstance,
  staticDir: string,
  methodsAt: (path: string) => string[],
  pageFill: PageFiller = async () => undefined,
): Promise<void> {
  const built = existsSync(path.join(staticDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // Files are looked up per request, so a new build copied over the directory is served at once.
      wildcard: true,
      index: "index.html",
      // The build writes .br and .gz copies of its text files (vite.config.ts precompressedAssets).
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === "/api";
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    const allowed = isApi ? methodsAt(pathname) : [];
    if (allowed.length > 0) return reply.status(405).header("allow", allowed.join(", ")).send(methodNotAllowedAnswer());
    if (isApi || isFile || !built || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send(notFoundAnswer());
    }
    if (!isAppAddress(pathname)) return reply.status(404).header("cache-control", "no-cache").sendFile("index.html");
    const fill = await pageFill(pathname, request.headers.cookie);
    if (fill === undefined) return reply.header("cache-control", "no-cache").sendFile("index.html");
    const html = await readFile(path.join(staticDir, "index.html"), "utf8");
    return reply
      .header("cache-control", "no-cache")
      .header("vary", "cookie")
      .type("text/html; charset=utf-8")
      .send(
        html
          .replace(/<html[^>]*>/, (html) => (fill.lang ? `<html lang="${fill.lang}">` : html))
          .replace("</head>", `${fill.head}</head>`)
          .replace(/<div id="?root"?>/, (root) => `${fill.shell ?? ""}${root}`),
      );
  });
}
