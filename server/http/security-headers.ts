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

/** Security headers on every answer, pages and API alike. */
export function addSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const headers = { ...fixedHelmetHeaders(production), "permissions-policy": "camera=(self), geolocation=(), microphone=()" };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    // The popup comes back to /oauth from the provider's origin; any stricter policy cuts it off from its opener.
    if (request.url.split("?")[0] === OAUTH_PAGE_PATH) reply.header("cross-origin-opener-policy", "unsafe-none");
    done();
  });
}
