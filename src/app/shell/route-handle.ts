import type { MessageDescriptor } from "@lingui/core";
import { useMatches } from "react-router-dom";

/** What a route tells the shared header. */
export interface RouteHandle {
  title: MessageDescriptor;
  /** Top-level pages (sign-in, home) have nowhere to go back to. */
  hideBack?: boolean;
}

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle as RouteHandle | undefined)
    .filter((handle): handle is RouteHandle => handle !== undefined)
    .at(-1);
}
