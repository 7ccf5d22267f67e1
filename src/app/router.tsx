import { msg } from "@lingui/core/macro";
import { lazy, type ReactElement, Suspense } from "react";
import { Navigate, useRoutes } from "react-router-dom";
import { DoorScreen } from "./shell/door-screen.tsx";
import type { RouteHandle } from "./shell/route-handle.ts";

/** One address of the app: what the header shows for it and the page it renders. */
export interface AppRoute {
  path: string;
  handle?: RouteHandle;
  element: ReactElement;
}

// Every screen's code loads with its route, so the guest check-in page downloads only what it shows.
const LandingRedirect = lazy(() => import("../features/navigation/leave-app.tsx").then((module) => ({ default: module.LandingRedirect })));
const LogoutRedirect = lazy(() => import("../features/navigation/leave-app.tsx").then((module) => ({ default: module.LogoutRedirect })));
const AppPage = lazy(() => import("../features/auth/app-page.tsx").then((module) => ({ default: module.AppPage })));
const ProfilePage = lazy(() => import("../features/profile/profile-page.tsx").then((module) => ({ default: module.ProfilePage })));
const GuestLogbookPage = lazy(() => import("../features/logbook/guest/guest-logbook-page.tsx").then((module) => ({ default: module.GuestLogbookPage })));
const LogbookHomePage = lazy(() => import("../features/logbook/home/logbook-home-page.tsx").then((module) => ({ default: module.LogbookHomePage })));
const ScanPage = lazy(() => import("../features/logbook/scan/scan-page.tsx").then((module) => ({ default: module.ScanPage })));
const SymptomsPage = lazy(() => import("../features/logbook/symptoms/symptoms-page.tsx").then((module) => ({ default: module.SymptomsPage })));
const PrintQrPage = lazy(() => import("../features/print-qr/print-qr-page.tsx").then((module) => ({ default: module.PrintQrPage })));
const EstablishmentPage = lazy(() => import("../features/establishment/establishment-page.tsx").then((module) => ({ default: module.EstablishmentPage })));
const FeatureUnavailablePage = lazy(() =>
  import("../features/unavailable/feature-unavailable-page.tsx").then((module) => ({ default: module.FeatureUnavailablePage })),
);
const OAuthCallbackPage = lazy(() => import("../features/auth/oauth-callback-page.tsx").then((module) => ({ default: module.OAuthCallbackPage })));
const MedicalRecordsPage = lazy(() => import("../features/trips/medical/medical-records-page.tsx").then((module) => ({ default: module.MedicalRecordsPage })));
const PublicPage = lazy(() => import("../features/public/public-page.tsx").then((module) => ({ default: module.PublicPage })));
const ContactPage = lazy(() => import("../features/public/contact/contact-page.tsx").then((module) => ({ default: module.ContactPage })));
const NotificationsPage = lazy(() => import("../features/notifications/notifications-page.tsx").then((module) => ({ default: module.NotificationsPage })));
const TripsPage = lazy(() => import("../features/trips/trips-page.tsx").then((module) => ({ default: module.TripsPage })));
const DiaryPage = lazy(() => import("../features/diary/diary-page.tsx").then((module) => ({ default: module.DiaryPage })));
const PublicQrPage = lazy(() => import("../features/trips/qr/public-qr-page.tsx").then((module) => ({ default: module.PublicQrPage })));
const ConsoleApp = lazy(() => import("../features/console/console-app.tsx").then((module) => ({ default: module.ConsoleApp })));
const NotFoundPage = lazy(() => import("../features/errors/not-found-page.tsx").then((module) => ({ default: module.NotFoundPage })));

export const routes: AppRoute[] = [
  { path: "/", element: <LandingRedirect /> },
  { path: "/logout", element: <LogoutRedirect /> },
  // The signed-in home's title; the sign-in screen at the same address sets its own (app-page.tsx).
  { path: "/app", handle: { title: msg`Home`, hideBack: true }, element: <AppPage /> },
  { path: "/app/profile", handle: { title: msg`Profile` }, element: <ProfilePage /> },
  // One page for the three: the trip's machine stays while the traveller moves between them.
  { path: "/app/trips/new", handle: { title: msg`New trip` }, element: <TripsPage /> },
  { path: "/app/trips/:id", handle: { title: msg`Trip` }, element: <TripsPage /> },
  { path: "/app/trips/:id/:step", handle: { title: msg`Trip` }, element: <TripsPage /> },
  { path: "/qr/:qrId", handle: { title: msg`Trip QR` }, element: <PublicQrPage /> },
  { path: "/diary/:token", handle: { title: msg`Daily health check` }, element: <DiaryPage /> },
  { path: "/app/medical-records", handle: { title: msg`Medical records` }, element: <MedicalRecordsPage /> },
  { path: "/app/notifications", handle: { title: msg`Notifications` }, element: <NotificationsPage /> },
  { path: "/g/logbook/:uuid", handle: { title: msg`Continue As Guest` }, element: <GuestLogbookPage /> },
  { path: "/digital-logbook", handle: { title: msg`Logbook` }, element: <LogbookHomePage /> },
  { path: "/digital-logbook/scan", handle: { title: msg`Scan` }, element: <ScanPage /> },
  { path: "/digital-logbook/symptoms", handle: { title: msg`Symptoms` }, element: <SymptomsPage /> },
  // docs/product-spec.md, part 2: the signed-in logbook's fallback redirects to /app.
  { path: "/digital-logbook/*", element: <Navigate to="/app" replace /> },
  { path: "/print/qr/:uuid/:name/:size", handle: { title: msg`Printable QR` }, element: <PrintQrPage /> },
  { path: "/establishment", handle: { title: msg`Logbook QR portal` }, element: <EstablishmentPage /> },
  { path: "/establishment/:link/:token", handle: { title: msg`Logbook QR portal` }, element: <EstablishmentPage /> },
  { path: "/webview", handle: { title: msg`Not available` }, element: <FeatureUnavailablePage /> },
  { path: "/oauth", handle: { title: msg`Sign in`, hideBack: true }, element: <OAuthCallbackPage /> },
  { path: "/contact-us", handle: { title: msg`Contact us` }, element: <ContactPage /> },
  // The public site's other pages (/memo, /hotlines, /privacy-statement…, domain/public-pages/public-pages.ts)
  // share one entry, which sets each page's title: every route here is code on every first load.
  { path: "/:publicPage", element: <PublicPage /> },
  { path: "/console/*", handle: { title: msg`Staff console` }, element: <ConsoleApp /> },
  { path: "*", element: <NotFoundPage /> },
];

/**
 * The page of the current address. Navigations run in a transition (BrowserRouter's default), so
 * the previous page stays on screen while the next one's code loads; only the first page waits here.
 */
export function RoutePages() {
  // useRoutes over the table itself: <Routes> would rebuild it from <Route> elements, code (0.4 KB
  // gzip on every first load) that nothing else needs.
  return <Suspense fallback={<DoorScreen otherwise={<div className="page-loading" aria-busy="true" />} />}>{useRoutes(routes)}</Suspense>;
}
