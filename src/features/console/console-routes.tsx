import { type ComponentType, lazy } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { ConsoleGate } from "./console-gate.tsx";
import { CONSOLE_PAGES, SECURITY_PAGE } from "./console-pages.ts";

const ConsoleHome = lazy(() => import("./home/console-home.tsx").then((module) => ({ default: module.ConsoleHome })));
const NotFoundPage = lazy(() => import("../errors/not-found-page.tsx").then((module) => ({ default: module.NotFoundPage })));

/** A page's address inside the console's own route table, which is mounted at /console. */
function inConsole(path: string): string {
  return path.slice("/console/".length);
}

function gated(View: ComponentType, roles?: readonly StaffRole[]) {
  return (
    <ConsoleGate roles={roles}>
      <View />
    </ConsoleGate>
  );
}

/** The invitation and enrolment addresses, once their steps are done, lead home. */
const toHome = (
  <ConsoleGate>
    <Navigate to="/console" replace />
  </ConsoleGate>
);

const pageRoutes = [...Object.values(CONSOLE_PAGES), SECURITY_PAGE].flatMap((page) => {
  const roles = "roles" in page ? page.roles : undefined;
  const addresses = [page, ...("subPages" in page ? page.subPages : [])];
  return addresses.map(({ path, view }): RouteObject => ({ path: inConsole(path), element: gated(view, roles) }));
});

/** The console's routes: its home, the sign-in flow's addresses, and every page of the page list behind its roles. */
export const CONSOLE_ROUTES: RouteObject[] = [
  { index: true, element: gated(ConsoleHome) },
  { path: "invite/:token", element: toHome },
  { path: "enrol", element: toHome },
  ...pageRoutes,
  { path: "*", element: <NotFoundPage /> },
];
