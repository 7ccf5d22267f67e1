import { publicPageAt } from "./public-pages/public-pages.ts";

/**
 * The address patterns of the router's table (src/app/router.tsx, in its order, without the
 * catch-all): the server answers every other page address with the not-found page and HTTP 404.
 * A unit test holds the two lists equal; the router does not import this one, so the first load
 * carries none of it.
 */
export const APP_ROUTE_PATHS = [
  "/",
  "/logout",
  "/app",
  "/app/profile",
  "/app/trips/new",
  "/app/trips/:id",
  "/app/trips/:id/:step",
  "/qr/:qrId",
  "/diary/:token",
  "/app/medical-records",
  "/app/notifications",
  "/g/logbook/:uuid",
  "/digital-logbook",
  "/digital-logbook/scan",
  "/digital-logbook/symptoms",
  "/digital-logbook/*",
  "/print/qr/:uuid/:name/:size",
  "/establishment",
  "/establishment/:link/:token",
  "/webview",
  "/oauth",
  "/contact-us",
  "/:publicPage",
  "/console/*",
] as const;

const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "");

/** Whether a pattern matches an address as the router matches it: literals in any case, a `:param` one segment, `*` the rest. */
function matches(pattern: string, segments: string[]): boolean {
  const parts = segmentsOf(pattern);
  for (const [index, part] of parts.entries()) {
    if (part === "*") return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(":") && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return parts.length === segments.length;
}

/** Whether the web app shows a page of its own at this address (not its not-found page). */
export function isAppAddress(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return APP_ROUTE_PATHS.some((pattern) =>
    // The public site's one entry shows only the pages it has; any other one-segment address is not found.
    pattern === "/:publicPage" ? segments.length === 1 && publicPageAt(`/${segments[0]}`) !== undefined : matches(pattern, segments),
  );
}
