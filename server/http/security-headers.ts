import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { OAUTH_PAGE_PATH } from "../../src/domain/social-sign-in.ts";

function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
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

/** Security headers on every answer: a page's for the web app's pages, a shorter set for the API's JSON. */
export function addSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const helmetHeaders = fixedHelmetHeaders(production);
  const pageHeaders = { ...helmetHeaders, "permissions-policy": "camera=(self), geolocation=(), microphone=()" };
  const jsonHeaders = apiHeaders(helmetHeaders);
  app.addHook("onRequest", (request, reply, done) => {
    const path = request.url.split("?")[0];
    reply.headers(path?.startsWith("/api/") ? jsonHeaders : pageHeaders);
    // The popup comes back to /oauth from the provider's origin; any stricter policy cuts it off from its opener.
    if (path === OAUTH_PAGE_PATH) reply.header("cross-origin-opener-policy", "unsafe-none");
    done();
  });
}
