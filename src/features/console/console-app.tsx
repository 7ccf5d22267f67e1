import { useActorRef, useSelector } from "@xstate/react";
import { lazy, Suspense, useEffect } from "react";
import { Navigate, useLocation, useNavigate, useRoutes } from "react-router-dom";
import { isSessionLost, needsReauthentication } from "../../../machines/console/staff-sign-in.machine.ts";
import { onStaffCallFailed } from "../../api/staff-client.ts";
import { ConsoleBar } from "./console-bar.tsx";
import { ConsoleGate } from "./console-gate.tsx";
import { CONSOLE_PAGES } from "./console-pages.ts";
import { consoleSessionMachine } from "./console-session.ts";
import { useConsoleCatalog } from "./use-console-catalog.ts";
import { StaffSessionContext } from "./use-staff-session.ts";
import "./console.css";

const ConsoleHome = lazy(() => import("./home/console-home.tsx").then((module) => ({ default: module.ConsoleHome })));
const StaffPage = lazy(() => import("./staff/staff-page.tsx").then((module) => ({ default: module.StaffPage })));
const CustomsPage = lazy(() => import("./customs/customs-page.tsx").then((module) => ({ default: module.CustomsPage })));
const ArrivalsPage = lazy(() => import("./customs/arrivals-page.tsx").then((module) => ({ default: module.ArrivalsPage })));
const SecurityPage = lazy(() => import("./security/security-page.tsx").then((module) => ({ default: module.SecurityPage })));
const TourismPage = lazy(() => import("./tourism/tourism-page.tsx").then((module) => ({ default: module.TourismPage })));
const TracingPage = lazy(() => import("./tracing/tracing-page.tsx").then((module) => ({ default: module.TracingPage })));
const CasePage = lazy(() => import("./tracing/case-page.tsx").then((module) => ({ default: module.CasePage })));
const ChainGraphPage = lazy(() => import("./tracing/graph/chain-graph-page.tsx").then((module) => ({ default: module.ChainGraphPage })));
const FlagsPage = lazy(() => import("./tracing/flags/flags-page.tsx").then((module) => ({ default: module.FlagsPage })));
const TemplatesPage = lazy(() => import("./tracing/templates/templates-page.tsx").then((module) => ({ default: module.TemplatesPage })));
const SettingsPage = lazy(() => import("./settings/settings-page.tsx").then((module) => ({ default: module.SettingsPage })));
const ReferenceDataPage = lazy(() => import("./reference-data/reference-data-page.tsx").then((module) => ({ default: module.ReferenceDataPage })));
const ContactMessagesPage = lazy(() => import("./contact-messages/contact-messages-page.tsx").then((module) => ({ default: module.ContactMessagesPage })));
const AuditPage = lazy(() => import("./audit/audit-page.tsx").then((module) => ({ default: module.AuditPage })));
const NotFoundPage = lazy(() => import("../errors/not-found-page.tsx").then((module) => ({ default: module.NotFoundPage })));

const INVITE_PATH = /^\/console\/invite\/([^/]+)\/?$/;

/** The console's home, reached once a sign-in, invitation or enrolment is through. */
const home = (
  <ConsoleGate>
    <ConsoleHome />
  </ConsoleGate>
);
/** The invitation and enrolment addresses, once their steps are done, lead home. */
const toHome = (
  <ConsoleGate>
    <Navigate to="/console" replace />
  </ConsoleGate>
);

/** The staff console at /console: its own routes, loaded only when a staff member opens it. */
export function ConsoleApp() {
  const catalogReady = useConsoleCatalog();
  // Read by hand rather than with useMatch, whose matching code would join every page's first load.
  const inviteToken = INVITE_PATH.exec(useLocation().pathname)?.[1];
  const actor = useActorRef(consoleSessionMachine, { input: { inviteToken } });
  const navigate = useNavigate();
  const enrolling = useSelector(actor, (snapshot) => snapshot.matches("enrolment"));

  // An accepted invitation goes on to enrolment at its own address.
  useEffect(() => {
    if (enrolling && inviteToken) void navigate("/console/enrol", { replace: true });
  }, [enrolling, inviteToken, navigate]);

  // Any console call that finds the session ended (12 hours, disabled, signed out elsewhere) brings the
  // member back to sign-in with the reason; one idle 30 minutes asks for the second factor on the same
  // page, which shows again once it is given (decision 038). The sign-in machine's own calls handle theirs.
  useEffect(
    () =>
      onStaffCallFailed((failure) => {
        if (needsReauthentication(failure)) {
          if (actor.getSnapshot().can({ type: "session.resumeRequired" })) actor.send({ type: "session.resumeRequired" });
          return;
        }
        if (!isSessionLost(failure) || !actor.getSnapshot().can({ type: "session.lost", failure })) return;
        actor.send({ type: "session.lost", failure });
        void navigate("/console");
      }),
    [actor, navigate],
  );

  const page = useRoutes([
    { index: true, element: home },
    { path: "invite/:token", element: toHome },
    { path: "enrol", element: toHome },
    {
      path: "staff",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.staff.roles}>
          <StaffPage />
        </ConsoleGate>
      ),
    },
    {
      path: "customs",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.customs.roles}>
          <CustomsPage />
        </ConsoleGate>
      ),
    },
    {
      path: "customs/arrivals",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.arrivals.roles}>
          <ArrivalsPage />
        </ConsoleGate>
      ),
    },
    {
      path: "tourism",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.tourism.roles}>
          <TourismPage />
        </ConsoleGate>
      ),
    },
    {
      path: "tracing",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.tracing.roles}>
          <TracingPage />
        </ConsoleGate>
      ),
    },
    {
      path: "tracing/cases/:id",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.tracing.roles}>
          <CasePage />
        </ConsoleGate>
      ),
    },
    {
      path: "tracing/cases/:id/graph",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.tracing.roles}>
          <ChainGraphPage />
        </ConsoleGate>
      ),
    },
    {
      path: "tracing/flags",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.tracing.roles}>
          <FlagsPage />
        </ConsoleGate>
      ),
    },
    {
      path: "tracing/templates",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.tracing.roles}>
          <TemplatesPage />
        </ConsoleGate>
      ),
    },
    {
      path: "settings",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.settings.roles}>
          <SettingsPage />
        </ConsoleGate>
      ),
    },
    {
      path: "reference-data",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.referenceData.roles}>
          <ReferenceDataPage />
        </ConsoleGate>
      ),
    },
    {
      path: "contact-messages",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.contactMessages.roles}>
          <ContactMessagesPage />
        </ConsoleGate>
      ),
    },
    {
      path: "audit",
      element: (
        <ConsoleGate roles={CONSOLE_PAGES.audit.roles}>
          <AuditPage />
        </ConsoleGate>
      ),
    },
    {
      path: "security",
      element: (
        <ConsoleGate>
          <SecurityPage />
        </ConsoleGate>
      ),
    },
    { path: "*", element: <NotFoundPage /> },
  ]);

  if (!catalogReady) return <div className="page-loading" aria-busy="true" />;
  return (
    <StaffSessionContext value={actor}>
      <div className="console">
        <ConsoleBar />
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{page}</Suspense>
      </div>
    </StaffSessionContext>
  );
}
