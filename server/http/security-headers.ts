import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { PAPER_PAGE_RULES } from "#domain/print-page-rules.ts";
import { OAUTH_PAGE_PATH } from "#domain/social-sign-in.ts";

/** A CSP source allowing the one inline style element whose text is `css`. */
function styleHash(css: string): string {
  return `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
}

function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The passport scanner's OCR runs as WebAssembly in a worker (decision 063).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // No 'unsafe-inline': React sets style props through the CSSOM, which the policy does not govern.
        styleSrc: ["'self'", ...Object.values(PAPER_PAGE_RULES).map(styleHash)],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // The social sign-in popup posts its result back to the window that opened it.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production,
  };
}

/**
 * Helmet's headers for our policy, worked out once. The policy names no per-request value (no
 * nonces), so every answer gets the same headers; building them per request, as the Fastify
 * plugin does, cost the busiest route (the guest check-in) several percent of its time.
 */
function fixedHelmetHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(production))({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Helmet's headers that protect an API answer too; the rest govern what a page may load and do. */
const API_HEADERS_FROM_HELMET = ["cross-origin-resource-policy", "referrer-policy", "strict-transport-security", "x-content-type-options"];

/**
 * Headers for JSON answers (OWASP's REST Security Cheat Sheet): nothing loads from them and no
 * page frames them. A page's policy (scripts, styles, workers, camera) means nothing to JSON and
 * would add ~700 bytes to every API answer, on phones at the gate too.
 */
function apiHeaders(helmetHeaders: Record<string, string>): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(helmetHeaders).filter(([name]) => API_HEADERS_FROM_HELMET.includes(name)));
  return { ...kept, "content-security-policy": "default-src 'none'; frame-ancestors 'none'", "x-frame-options": "DENY" };
}

/**
 * API answers anyone may keep: the same for every caller and free of personal data. Every other API
 * answer may carry a token or personal data and is sent with `Cache-Control: no-store`, so neither a
 * shared proxy nor the browser's disk keeps it; a route may still say otherwise for its own answers.
 */
const PUBLIC_API_PATHS = new Set(["/api/docs", "/api/v1/symptoms", "/api/v1/purpose", "/api/v1/settings", "/api/v1/addresses"]);
const PUBLIC_API_PREFIXES = ["/api/v1/settings/", "/api/v1/logos/"];

function isPublicApiPath(path: string): boolean {
  return PUBLIC_API_PATHS.has(path) || PUBLIC_API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Security headers on every answer: a page's for the web app's pages, a shorter set for the API's JSON. */
export function addSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const helmetHeaders = fixedHelmetHeaders(production);
  const pageHeaders = { ...helmetHeaders, "permissions-policy": "camera=(self), geolocation=(), microphone=()" };
  const jsonHeaders = apiHeaders(helmetHeaders);
  const privateJsonHeaders = { ...jsonHeaders, "cache-control": "no-store" };
  app.addHook("onRequest", (request, reply, done) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/api/")) reply.headers(isPublicApiPath(path) ? jsonHeaders : privateJsonHeaders);
    else reply.headers(pageHeaders);
    // The popup comes back to /oauth from the provider's origin; any stricter policy cuts it off from its opener.
    if (path === OAUTH_PAGE_PATH) reply.header("cross-origin-opener-policy", "unsafe-none");
    done();
  });
}
