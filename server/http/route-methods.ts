import type { FastifyInstance } from "fastify";

interface RoutePattern {
  pattern: RegExp;
  methods: Set<string>;
}

function patternOf(url: string): RegExp {
  const escaped = url.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z0-9_]+/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

/**
 * Which methods the app's routes take at a path, so an address asked with a method it does not take
 * is answered 405 with Allow, not 404 (Fastify answers 404 for both). Registered before the routes;
 * the web app's catch-all (`*`) is left out: it names no API address.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes = new Map<string, RoutePattern>();
  app.addHook("onRoute", (route) => {
    if (route.url.includes("*")) return;
    const known = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) known.methods.add(method);
    routes.set(route.url, known);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const { pattern, methods: taken } of routes.values()) if (pattern.test(path)) for (const method of taken) methods.add(method);
    return [...methods].sort();
  };
}
