import type { MessageDescriptor } from "@lingui/core";
import { matchRoutes, useLocation } from "react-router-dom";
import { routes } from "../router.tsx";

/** What a route tells the shared header. */
export interface RouteHandle {
  title: MessageDescriptor;
  /** Top-level pages (sign-in, home) have nowhere to go back to. */
  hideBack?: boolean;
}

/** The handle of the route the address matches, ranked as <Routes> ranks them. */
export function useRouteHandle(): RouteHandle | undefined {
  const location = useLocation();
  return matchRoutes(routes, location)?.at(-1)?.route.handle;
}
