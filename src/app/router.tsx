import { msg } from "@lingui/core/macro";
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import type { PublicPageName } from "../features/public/public-page.tsx";
import { AppShell } from "./shell/app-shell.tsx";
import type { RouteHandle } from "./shell/route-handle.ts";
import { RouteError } from "./shell/route-error.tsx";

// Every screen's code loads with its route, so the guest check-in page downloads only what it shows.
const unavailable = () =>
  import("../features/unavailable/feature-unavailable-page.tsx").then((module) => ({ Component: module.FeatureUnavailablePage }));

function publicRoute(path: string, page: PublicPageName, handle: RouteHandle): RouteObject {
  return {
    path,
    handle,
    lazy: () =>
      import("../features/public/public-page.tsx").then((module) => ({
        Component: () => <module.PublicPage page={page} />,
      })),
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: "/",
            lazy: () => import("../features/navigation/leave-app.tsx").then((module) => ({ Component: module.LandingRedirect })),
          },
          {
            path: "/logout",
            lazy: () => import("../features/navigation/leave-app.tsx").then((module) => ({ Component: module.LogoutRedirect })),
          },
          {
            path: "/app",
            // One title for the sign-in screen and the signed-in home, which share the address.
            handle: { title: msg`Travel`, hideBack: true } satisfies RouteHandle,
            lazy: () => import("../features/auth/app-page.tsx").then((module) => ({ Component: module.AppPage })),
          },
          {
            path: "/app/profile",
            handle: { title: msg`Profile` } satisfies RouteHandle,
            lazy: () => import("../features/profile/profile-page.tsx").then((module) => ({ Component: module.ProfilePage })),
          },
          {
            path: "/g/logbook/:uuid",
            handle: { title: msg`Continue As Guest` } satisfies RouteHandle,
            lazy: () =>
              import("../features/logbook/guest/guest-logbook-page.tsx").then((module) => ({ Component: module.GuestLogbookPage })),
          },
          {
            path: "/digital-logbook",
            handle: { title: msg`Digital Logbook` } satisfies RouteHandle,
            lazy: () =>
              import("../features/logbook/home/logbook-home-page.tsx").then((module) => ({ Component: module.LogbookHomePage })),
          },
          {
            path: "/digital-logbook/scan",
            handle: { title: msg`Scan QR Code` } satisfies RouteHandle,
            lazy: () => import("../features/logbook/scan/scan-page.tsx").then((module) => ({ Component: module.ScanPage })),
          },
          {
            path: "/digital-logbook/symptoms",
            handle: { title: msg`Symptoms` } satisfies RouteHandle,
            lazy: () => import("../features/logbook/symptoms/symptoms-page.tsx").then((module) => ({ Component: module.SymptomsPage })),
          },
          {
            path: "/print/qr/:uuid/:name/:size",
            handle: { title: msg`Printable QR` } satisfies RouteHandle,
            lazy: () => import("../features/print-qr/print-qr-page.tsx").then((module) => ({ Component: module.PrintQrPage })),
          },
          {
            path: "/establishment",
            handle: { title: msg`Logbook QR portal` } satisfies RouteHandle,
            lazy: () =>
              import("../features/establishment/establishment-page.tsx").then((module) => ({ Component: module.EstablishmentPage })),
          },
          { path: "/webview", handle: { title: msg`Travel` } satisfies RouteHandle, lazy: unavailable },
          {
            path: "/oauth",
            handle: { title: msg`Sign in`, hideBack: true } satisfies RouteHandle,
            lazy: () =>
              import("../features/auth/oauth-callback-page.tsx").then((module) => ({ Component: module.OAuthCallbackPage })),
          },
          publicRoute("/memo", "memo", { title: msg`Memo` }),
          publicRoute("/hotlines", "hotlines", { title: msg`Hotlines` }),
          publicRoute("/privacy-statement", "privacy", { title: msg`Privacy statement` }),
          publicRoute("/faqs", "faqs", { title: msg`FAQs` }),
          publicRoute("/contact-us", "contact", { title: msg`Contact us` }),
          publicRoute("/how-to-register", "howToRegister", { title: msg`How to register` }),
          publicRoute("/support", "support", { title: msg`Support` }),
          publicRoute("/help", "help", { title: msg`Help` }),
          {
            path: "*",
            handle: { title: msg`Page not found` } satisfies RouteHandle,
            lazy: () => import("../features/errors/not-found-page.tsx").then((module) => ({ Component: module.NotFoundPage })),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
